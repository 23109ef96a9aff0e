import { z } from 'zod'
import { anyone } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'

/** POST error_report: a client reports an error it met (signed in or not), for support to find. */
export const errorReport = defineEndpoint({
  id: 'system.error_report',
  method: 'post',
  path: 'error_report',
  access: anyone,
  body: input({
    message: z.string().trim().min(1, 'Say what went wrong').max(2000),
    reference: z.string().max(64).optional(),
    url: z.string().max(2000).optional(),
    stack: z.string().max(20_000).optional(),
    details: z.record(z.string(), z.unknown()).optional().refine((d) => !d || JSON.stringify(d).length <= 20_000, 'Details are too large'),
  }),
  handler: async ({ payload, req, user, body }) => {
    const report = await payload.create({
      collection: 'error-reports',
      data: {
        message: body.message,
        reference: body.reference,
        url: body.url,
        details: { ...(body.details ?? {}), ...(body.stack ? { stack: body.stack } : {}) },
        clientType: req.headers.get('x-client-type') ?? undefined,
        clientVersion: req.headers.get('x-client-version') ?? undefined,
        user: user?.id,
      },
      req,
      overrideAccess: true, // anyone may report an error; nobody but staff may read reports
      depth: 0,
    })
    return created({ id: report.id })
  },
})

import { z } from 'zod'
import { anyone } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_SOURCE, takeAllowance } from '../../lib/auth/throttle'
import { clientHeader } from '../../lib/http/client-headers'
import { ZErrorReportFiled } from './system.schema'

/** The most a stored report may hold (message, url, stack and details together, in characters of JSON). */
export const MAX_REPORT_CHARS = 16_000

/**
 * POST error_report: anyone may call it, so reports are limited per source and in size, and the client
 * headers are stored cut to a sane length.
 */
export const errorReport = defineEndpoint({
  id: 'system.error_report',
  method: 'post',
  path: 'error_report',
  access: anyone,
  body: input({
    message: z.string().trim().min(1, 'Say what went wrong').max(2000),
    reference: z.string().max(64).optional(),
    url: z.string().max(2000).optional(),
    stack: z.string().max(10_000).optional(),
    details: z
      .record(z.string(), z.unknown())
      .optional()
      .refine((d) => !d || JSON.stringify(d).length <= 10_000, 'Details are too large'),
  }).refine((report) => JSON.stringify(report).length <= MAX_REPORT_CHARS, {
    message: `The report is too large: send at most ${MAX_REPORT_CHARS} characters in all`,
  }),
  response: { status: 201, schema: ZErrorReportFiled },
  description: `A client reports an error it met, signed in or not, for support to find (with the caller, if any, and the \`X-Client-Type\` and \`X-Client-Version\` headers). \`reference\` is the error reference of a failed answer, if there was one. Each source may file ${ERROR_REPORTS_PER_SOURCE} reports in ${ERROR_REPORT_WINDOW_MS / 60_000} minutes (then 429); a report holds at most ${MAX_REPORT_CHARS} characters of JSON in all.`,
  handler: async ({ payload, req, user, body }) => {
    await takeAllowance(payload, 'error-report', ERROR_REPORTS_PER_SOURCE, ERROR_REPORT_WINDOW_MS)
    const report = await payload.create({
      collection: 'error-reports',
      data: {
        message: body.message,
        reference: body.reference,
        url: body.url,
        details: { ...(body.details ?? {}), ...(body.stack ? { stack: body.stack } : {}) },
        clientType: clientHeader(req.headers.get('x-client-type')),
        clientVersion: clientHeader(req.headers.get('x-client-version')),
        user: user?.id,
      },
      req,
      overrideAccess: true, // anyone may report an error; nobody but staff may read reports
      depth: 0,
    })
    return created({ id: report.id })
  },
})

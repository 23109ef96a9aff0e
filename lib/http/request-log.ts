import type { NextFunction, Request, Response } from 'express'
import { finishImitationAudit } from '../auth/imitation-audit'
import { logger } from './logger'
import { requestContext, type RequestContext } from './request-context'
import { clientHeader } from './client-headers'

/** The path without its query, and without secrets the catalogue puts in paths (reset tokens). */
export const loggablePath = (url: string) => url.split('?')[0].replace(/(\/passwordreset\/)[^/]+/i, '$1[token]')

/**
 * One structured line per request, with the user and the error reference once they are known. Requests
 * made while a superuser imitates someone (reads included) are in the audit log before they are answered:
 * the session lookup writes the row (lib/auth/imitation-audit.ts), the answer waits for it here, and the
 * status is added when the answer is sent.
 */
export const requestLog = () => (req: Request, res: Response, next: NextFunction) => {
  const started = process.hrtime.bigint()
  const context: RequestContext = { ip: req.ip, action: `${req.method} ${loggablePath(req.originalUrl)}` }
  const end = res.end.bind(res) as (...args: unknown[]) => Response
  res.end = ((...args: unknown[]) => {
    if (!context.audit) return end(...args)
    context.audit.then(
      () => end(...args),
      (err: Error) => {
        // Not audited: the answer is not sent.
        logger.error({ err: err.message, imitatorId: context.imitatorId, userId: context.userId }, 'imitation audit write failed')
        res.destroy(err)
      },
    )
    return res
  }) as typeof res.end
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    const line = {
      method: req.method,
      path: loggablePath(req.originalUrl),
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      userId: context.userId,
      errorReference: context.errorReference,
      clientType: clientHeader(req.headers['x-client-type']),
      clientVersion: clientHeader(req.headers['x-client-version']),
    }
    if (res.statusCode >= 500) logger.error({ ...line, err: context.error }, 'request failed')
    else logger.info({ ...line, imitatorId: context.imitatorId }, 'request')
    if (context.audit) {
      finishImitationAudit(context, res.statusCode).catch((err: Error) => logger.error({ err: err.message }, 'audit status write failed'))
    }
  })
  requestContext.run(context, next)
}

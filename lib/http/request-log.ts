import type { NextFunction, Request, Response } from 'express'
import { logger } from './logger'
import { requestContext, type RequestContext } from './request-context'

/** The path without its query, and without secrets the catalogue puts in paths (reset tokens). */
export const loggablePath = (url: string) => url.split('?')[0].replace(/(\/passwordreset\/)[^/]+/i, '$1[token]')

export type ImitatedAction = { actorId: number; subjectId: number; action: string; status: number }

/**
 * One structured line per request, with the user and the error reference once they are known; requests
 * made while a superuser imitates someone also go to `audit` (every call but reads).
 */
export const requestLog = (audit: (entry: ImitatedAction) => void) => (req: Request, res: Response, next: NextFunction) => {
  const started = process.hrtime.bigint()
  const context: RequestContext = { ip: req.ip }
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    const line = {
      method: req.method,
      path: loggablePath(req.originalUrl),
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      userId: context.userId,
      errorReference: context.errorReference,
      clientType: req.headers['x-client-type'],
      clientVersion: req.headers['x-client-version'],
    }
    if (res.statusCode >= 500) logger.error({ ...line, err: context.error }, 'request failed')
    else logger.info({ ...line, imitatorId: context.imitatorId }, 'request')
    if (context.imitatorId && context.userId && req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      audit({ actorId: context.imitatorId, subjectId: context.userId, action: `${req.method} ${line.path}`, status: res.statusCode })
    }
  })
  requestContext.run(context, next)
}

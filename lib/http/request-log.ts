import type { NextFunction, Request, Response } from 'express'
import { logger } from './logger'
import { requestContext, type RequestContext } from './request-context'

/** One structured line per request, with the user and the error reference once they are known. */
export function requestLog(req: Request, res: Response, next: NextFunction) {
  const started = process.hrtime.bigint()
  const context: RequestContext = {}
  res.on('finish', () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6
    const line = {
      method: req.method,
      path: req.originalUrl.split('?')[0],
      status: res.statusCode,
      durationMs: Math.round(durationMs * 10) / 10,
      userId: context.userId,
      errorReference: context.errorReference,
      clientType: req.headers['x-client-type'],
      clientVersion: req.headers['x-client-version'],
    }
    if (res.statusCode >= 500) logger.error({ ...line, err: context.error }, 'request failed')
    else logger.info(line, 'request')
  })
  requestContext.run(context, next)
}

import pino from 'pino'
import { env } from '../env'

/** Structured JSON logs. Never log a password or token: request bodies and auth headers are not logged. */
export const logger = pino({
  level: env.logLevel,
  base: { service: 'inkwell' },
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
})

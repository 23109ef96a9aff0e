import pino from 'pino'
import { env } from '../env'

/** Structured JSON logs. Never log a password or token: request bodies and auth headers are not logged. */
// LOG_FILE sends the lines to a file instead of stdout (`%p` becomes the process id); tests read it.
const destination = process.env.LOG_FILE
  ? pino.destination({ dest: process.env.LOG_FILE.replace('%p', String(process.pid)), mkdir: true, sync: true })
  : undefined

export const logger = pino(
  {
    level: env.logLevel,
    base: { service: 'inkwell' },
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'], remove: true },
  },
  destination,
)

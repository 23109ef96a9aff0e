/**
 * One application error type and the one mapping from error codes to HTTP status and message.
 * Everything an endpoint throws ends up in `errorResponse`.
 */
import { randomBytes } from 'node:crypto'
import { ZodError } from 'zod'

export const ERRORS = {
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON' },
  UNAUTHORISED: { status: 401, message: 'Unauthorised' },
  INVALID_CREDENTIALS: { status: 401, message: 'Password incorrect or user not found' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  PASSWORD_REVERIFICATION_REQUIRED: { status: 403, message: 'Password requires reverification' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'No such API route' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  INVALID_DATA: { status: 422, message: 'Failed - Invalid data' },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Try again later.' },
  INTERNAL: { status: 500, message: 'Internal error' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Service unavailable. Try again shortly.' },
  // Domain codes: a 404 that says which record is missing (the message names it).
  PUPIL_NOT_FOUND: { status: 404, message: 'No such pupil' },
  CLASS_NOT_FOUND: { status: 404, message: 'No such class' },
  TEACHER_NOT_FOUND: { status: 404, message: 'No such teacher' },
  LIST_NOT_FOUND: { status: 404, message: 'No such list' },
  LIST_WORD_NOT_FOUND: { status: 404, message: 'No such list word' },
  GAME_SESSION_NOT_FOUND: { status: 404, message: 'No such game session' },
  HOMEWORK_NOT_FOUND: { status: 404, message: 'No such homework' },
  DICTIONARY_ENTRY_NOT_FOUND: { status: 404, message: 'No such dictionary entry' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof ERRORS

/** The code for a bare status (answers Payload produced itself). */
export function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(ERRORS) as ErrorCode[]).find((code) => ERRORS[code].status === status)
  return match ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST')
}

export type FieldError = { path: string; message: string }

export type RateLimitInfo = {
  limit: number
  remaining: number
  /** When the window resets. */
  resetAt: Date
}

type AppErrorOptions = {
  /** Overrides the catalogue message (never for 500s, which only ever say `Internal error`). */
  message?: string
  fields?: FieldError[]
  attemptsRemaining?: number
  rateLimit?: RateLimitInfo
  /** What the client can do about a 401: `login`, `mfa`, `expired`. */
  authHint?: 'login' | 'mfa' | 'expired'
  cause?: unknown
}

export class AppError extends Error {
  readonly code: ErrorCode
  readonly options: AppErrorOptions
  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message, { cause: options.cause })
    this.name = 'AppError'
    this.code = code
    this.options = options
  }
  get status() {
    return ERRORS[this.code].status
  }
}

/** The JSON body of every error the API answers. */
export type ErrorBody = {
  error: string
  code: ErrorCode
  reference: string
  fields?: FieldError[]
  attemptsRemaining?: number
  authHint?: string
}

export const newErrorReference = () => randomBytes(6).toString('hex')

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled: statement_timeout (lib/payload-config.ts), the database too slow to answer
  '08000',
  '08001',
  '08003',
  '08006',
])

/** What an error thrown by pg, Payload or Node may carry. */
type ThrownShape = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; data?: { errors?: unknown } }

const asThrown = (value: unknown): ThrownShape | null => (value !== null && typeof value === 'object' ? (value as ThrownShape) : null)

/** An error and its causes, at most eight deep. */
function* causeChain(err: unknown): Generator<ThrownShape> {
  for (let e = asThrown(err), depth = 0; e && depth < 8; e = asThrown(e.cause), depth++) yield e
}

/** True when an error (or anything in its cause chain) says the database could not be reached. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    if (typeof e.code === 'string' && CONNECTION_CODES.has(e.code)) return true
    const message = typeof e.message === 'string' ? e.message : ''
    if (
      /Connection terminated|timeout exceeded when trying to connect|Query read timeout|the database system is (shutting down|starting up)|Client has encountered a connection error/i.test(
        message,
      )
    ) {
      return true
    }
    if (Array.isArray(e.errors) && e.errors.some((inner: unknown) => isDatabaseUnavailable(inner))) return true
  }
  return false
}

/** Payload's own validation error carries `data.errors` of `{ path, message }`. */
function payloadFieldErrors(err: unknown): FieldError[] | null {
  const thrown = asThrown(err)
  if (thrown?.name !== 'ValidationError') return null
  const errors = thrown.data?.errors
  if (!Array.isArray(errors)) return []
  return errors.map((e: { path?: unknown; field?: unknown; message?: unknown }) => ({
    path: String(e.path ?? e.field ?? ''),
    message: String(e.message),
  }))
}

export function zodFieldErrors(error: ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => {
    const issuePath = [...(prefix ? [prefix] : []), ...issue.path.map(String)]
    if (issue.code === 'unrecognized_keys') {
      return { path: [...issuePath, ...issue.keys].join('.') || '(body)', message: 'Unknown field' }
    }
    return { path: issuePath.join('.') || '(body)', message: issue.message }
  })
}

/** Turns anything thrown into an AppError: the one place where outside errors get their meaning. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err
  if (err instanceof ZodError) return new AppError('INVALID_DATA', { fields: zodFieldErrors(err) })
  if (isDatabaseUnavailable(err)) return new AppError('SERVICE_UNAVAILABLE', { cause: err })
  const fields = payloadFieldErrors(err)
  if (fields) return new AppError('INVALID_DATA', { fields })
  const name = asThrown(err)?.name
  if (name === 'NotFound') return new AppError('NOT_FOUND')
  if (name === 'Forbidden') return new AppError('FORBIDDEN')
  // Payload's query check (a `where` on a field the caller may not read, e.g. a school's join code).
  if (name === 'QueryError') return new AppError('BAD_REQUEST', { message: (err as Error).message })
  if (name === 'UnauthorizedError') return new AppError('UNAUTHORISED')
  // PostgreSQL unique violation: a concurrent request created the same thing.
  for (const e of causeChain(err)) {
    if (e.code === '23505') return new AppError('CONFLICT', { message: 'That already exists', cause: err })
  }
  return new AppError('INTERNAL', { cause: err })
}

export function errorBody(error: AppError, reference: string): ErrorBody {
  const { fields, attemptsRemaining, authHint } = error.options
  return {
    error: error.code === 'INTERNAL' ? ERRORS.INTERNAL.message : error.message,
    code: error.code,
    reference,
    ...(fields ? { fields } : {}),
    ...(attemptsRemaining !== undefined ? { attemptsRemaining } : {}),
    ...(authHint ? { authHint } : {}),
  }
}

export function errorHeaders(error: AppError, reference: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Error-Reference': reference }
  const { rateLimit } = error.options
  if (rateLimit) {
    const seconds = Math.max(0, Math.ceil((rateLimit.resetAt.getTime() - Date.now()) / 1000))
    headers['X-RateLimit-Limit'] = String(rateLimit.limit)
    headers['X-RateLimit-Remaining'] = String(rateLimit.remaining)
    headers['X-RateLimit-Reset'] = String(Math.ceil(rateLimit.resetAt.getTime() / 1000))
    headers['Retry-After'] = String(seconds)
  }
  if (error.code === 'UNAUTHORISED' || error.code === 'INVALID_CREDENTIALS') headers['WWW-Authenticate'] = 'Bearer'
  return headers
}

/** Exhaustive switches end here: reaching it is a programming error. */
export function assertUnreachable(value: never, what = 'value'): never {
  throw new Error(`Unreachable case: unexpected ${what} ${JSON.stringify(value)}`)
}

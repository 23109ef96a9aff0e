import { ZodError, z } from 'zod'
import { describe, expect, it } from 'vitest'
import { AppError, assertUnreachable, codeForStatus, errorBody, errorHeaders, isDatabaseUnavailable, toAppError } from './errors'

describe('the error catalogue', () => {
  it('answers 429 with the rate-limit headers and attempts remaining', () => {
    const resetAt = new Date(Date.now() + 30_000)
    const error = new AppError('RATE_LIMITED', { rateLimit: { limit: 5, remaining: 0, resetAt }, attemptsRemaining: 0 })
    expect(error.status).toBe(429)
    const headers = errorHeaders(error, 'abc')
    expect(headers).toMatchObject({ 'X-Error-Reference': 'abc', 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '0' })
    expect(Number(headers['X-RateLimit-Reset'])).toBe(Math.ceil(resetAt.getTime() / 1000))
    expect(Number(headers['Retry-After'])).toBeGreaterThanOrEqual(29)
    expect(errorBody(error, 'abc')).toEqual({
      error: 'Too many requests. Try again later.',
      code: 'RATE_LIMITED',
      reference: 'abc',
      attemptsRemaining: 0,
    })
  })
  it('says Password requires reverification with a 403', () => {
    const error = new AppError('PASSWORD_REVERIFICATION_REQUIRED')
    expect(error.status).toBe(403)
    expect(errorBody(error, 'r').error).toBe('Password requires reverification')
  })
  it('turns zod errors into 422 Failed - Invalid data with field paths', () => {
    const result = z.strictObject({ a: z.string() }).safeParse({ a: 1, b: 2 })
    const error = toAppError(result.error as ZodError)
    expect(error.status).toBe(422)
    expect(errorBody(error, 'r')).toMatchObject({
      error: 'Failed - Invalid data',
      fields: [{ path: 'a' }, { path: 'b', message: 'Unknown field' }],
    })
  })
  it('never lets a 500 carry its own message', () => {
    const error = toAppError(new Error('password=hunter2'))
    expect(error.status).toBe(500)
    expect(errorBody(error, 'r')).toEqual({ error: 'Internal error', code: 'INTERNAL', reference: 'r' })
  })
  it('recognises an unreachable database anywhere in the cause chain', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(new Error('query failed', { cause: refused }))).toBe(true)
    expect(toAppError(new Error('wrapped', { cause: refused })).status).toBe(503)
    expect(isDatabaseUnavailable(new Error('syntax error'))).toBe(false)
  })
  it('maps a unique violation to 409', () => {
    expect(toAppError(Object.assign(new Error('dup'), { code: '23505' })).status).toBe(409)
  })
  it('names a code for a bare status', () => {
    expect(codeForStatus(404)).toBe('NOT_FOUND')
    expect(codeForStatus(403)).toBe('FORBIDDEN')
    expect(codeForStatus(502)).toBe('INTERNAL')
  })
  it('raises the unreachable-case error', () => {
    expect(() => assertUnreachable('banded' as never, 'price type')).toThrow('Unreachable case: unexpected price type "banded"')
  })
})

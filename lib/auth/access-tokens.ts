/**
 * Cross-product sign-in: a signed-in user following a link to a sibling product gets a one-time access
 * token (a minute, single use, bound to them) on the way, which the product exchanges for its own session.
 */
import type { Payload, PayloadRequest } from 'payload'
import { env } from '../env'
import { issueToken } from './one-time-tokens'

export const ACCESS_TOKEN_TTL_MS = 60_000

/**
 * Return URLs must be absolute http(s) URLs on this server's origin (PUBLIC_URL) or a configured sibling origin.
 * Outside production the origin the request was addressed to counts too (a development server reached as
 * 127.0.0.1 rather than localhost); production never trusts the Host header for this.
 */
export function allowedReturnUrl(raw: string | undefined | null, requestOrigin: string | null): URL | null {
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  const allowed = new Set([new URL(env.publicUrl).origin, ...env.corsOrigins, ...(requestOrigin && !env.production ? [requestOrigin] : [])])
  return allowed.has(url.origin) ? url : null
}

export async function issueAccessToken(payload: Payload, req: PayloadRequest | undefined, userId: number, returnUrl: URL) {
  const { secret } = await issueToken(payload, req, {
    kind: 'access',
    userId,
    ttlMs: ACCESS_TOKEN_TTL_MS,
    data: { returnUrl: returnUrl.toString() },
  })
  const target = new URL(returnUrl)
  target.searchParams.set('access_token', secret)
  return target
}

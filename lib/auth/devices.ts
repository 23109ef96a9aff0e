/** Trusted devices: a random device token in a long-lived cookie (or X-Device-Token), stored hashed. */
import { randomBytes } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import { poolDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import { env } from '../env'
import { readCookie } from '../http/cookies'
import { hashToken } from './sessions'

export const DEVICE_COOKIE = '_inkwell_device_'
export const DEVICE_LIFETIME_MS = 365 * 86_400_000

export function presentedDeviceToken(headers: Headers): string | null {
  const header = headers.get('x-device-token')
  if (header) return header
  return readCookie(headers.get('cookie'), DEVICE_COOKIE) || null
}

/** The trusted device of this user that the request presents, if any. */
export async function trustedDeviceOf(payload: Payload, headers: Headers, userId: number): Promise<number | null> {
  const token = presentedDeviceToken(headers)
  if (!token) return null
  const db = poolDb(payload, 'the device a user signs in on, known by its token before they are signed in')
  const device = await db.one(
    sql<Pick<RowOf<typeof tables.devices>, 'id'>>`UPDATE ${tables.devices} SET last_used_at = now()
    WHERE token_hash = ${hashToken(token)} AND user_id = ${userId} RETURNING id`,
  )
  return device?.id ?? null
}

export async function trustDevice(payload: Payload, req: PayloadRequest, userId: number) {
  const token = randomBytes(32).toString('base64url')
  const device = await payload.create({
    collection: 'devices',
    data: { user: userId, tokenHash: hashToken(token), name: describeClient(req.headers), lastUsedAt: new Date().toISOString() },
    req,
    overrideAccess: true, // the signed-in user trusting the device they are on
    depth: 0,
  })
  const expires = new Date(Date.now() + DEVICE_LIFETIME_MS).toUTCString()
  const secure = env.publicUrl.startsWith('https://') ? '; Secure' : ''
  return {
    id: device.id as number,
    token,
    cookie: `${DEVICE_COOKIE}=${token}; Path=/; Expires=${expires}; HttpOnly; SameSite=Lax${secure}`,
  }
}

/** A short, human name for the browser and system in a User-Agent string. */
export function describeClient(headers: Headers): string {
  const agent = headers.get('user-agent') ?? ''
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /Chrome\//.test(agent)
      ? 'Chrome'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Safari\//.test(agent)
          ? 'Safari'
          : 'Browser'
  const system = /iPad|iPhone/.test(agent)
    ? 'iOS'
    : /Android/.test(agent)
      ? 'Android'
      : /Windows/.test(agent)
        ? 'Windows'
        : /Mac OS X/.test(agent)
          ? 'macOS'
          : /CrOS/.test(agent)
            ? 'ChromeOS'
            : /Linux/.test(agent)
              ? 'Linux'
              : 'unknown system'
  return `${browser} on ${system}`
}

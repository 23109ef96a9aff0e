/** Encryption at rest for secrets the server must read back (authenticator seeds): AES-256-GCM. */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { env } from '../env'

// INKWELL_ENCRYPTION_KEY, which production must set and development generates into the data folder (lib/env.ts);
// any string becomes a 256-bit key.
const key = (): Buffer => createHash('sha256').update(env.encryptionKey).digest()

export function encryptSecret(plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key(), iv)
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), encrypted.toString('base64url')].join('.')
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, data] = stored.split('.')
  if (version !== 'v1') throw new Error('Unknown secret format')
  const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}

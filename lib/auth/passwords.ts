/** Password hashing with argon2id (OWASP's recommended parameters: 19 MiB, 2 passes, 1 lane). */
import { hash, verify } from '@node-rs/argon2'

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, OPTIONS)

/** A fixed hash to verify against when no user matched, so timing does not reveal which usernames exist. */
let decoyHash: Promise<string> | undefined

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('inkwell-decoy-password')
    await verify(await decoyHash, password).catch(() => false)
    return false
  }
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}

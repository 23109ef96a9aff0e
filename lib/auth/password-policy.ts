/**
 * What a password must be (NIST SP 800-63B): long enough, not a known common password, no composition
 * rules. Pupils need 8 characters (generated ones are two short words and a number); staff need 12.
 * The common list is zxcvbn-ts's ~49,000 most used passwords (MIT), shipped in node_modules.
 */
import { createRequire } from 'node:module'
import type { Role } from '../roles'

// Loaded on the first password check, not at start-up: the list is large and most requests never need it.
let common: Set<string> | undefined
const commonPasswords = () =>
  (common ??= new Set(
    (createRequire(import.meta.url)('@zxcvbn-ts/language-common').dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()),
  ))

export const MIN_LENGTH_PUPIL = 8
export const MIN_LENGTH_STAFF = 12
export const MAX_LENGTH = 256

/** Roles whose accounts belong to adults with access to children's data. */
const needsLongPassword = (role: Role) => role !== 'pupil' && role !== 'learner' && role !== 'anonymous'

export const minimumLength = (role: Role) => (needsLongPassword(role) ? MIN_LENGTH_STAFF : MIN_LENGTH_PUPIL)

/** The problem with a password, in words for the person choosing it, or null when it is fine. */
export function passwordProblem(password: string, role: Role, context: (string | null | undefined)[] = []): string | null {
  const length = [...password].length
  const min = minimumLength(role)
  if (length < min) return `Use at least ${min} characters`
  if (length > MAX_LENGTH) return `Use at most ${MAX_LENGTH} characters`
  const lower = password.toLowerCase()
  if (commonPasswords().has(lower) || commonPasswords().has(lower.replace(/[\d\W_]+$/, '')))
    return 'That password is too common: choose something less guessable'
  if (/^(.)\1+$/.test(password)) return 'Do not repeat one character'
  for (const word of context) {
    if (word && word.length >= 4 && lower.includes(word.toLowerCase())) return 'Do not use your name, username or email in your password'
  }
  return null
}

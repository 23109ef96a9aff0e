/**
 * The fields people type when they create or change an account, as zod schemas shared by the account
 * endpoints' own schemas. They normalise as they validate: emails and usernames are stored lower-case so
 * uniqueness and sign-in do not depend on how someone capitalised them.
 */
import { z } from 'zod'
import { isSiteLocale, normaliseLocaleCode, SITE_LOCALE_INFO, SITE_LOCALES } from '../locales/site-locales'
import { MAX_LENGTH } from './password-policy'

export const ZName = z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters')

export const ZEmail = z.string().trim().toLowerCase().max(254, 'Use at most 254 characters').pipe(z.email('Enter a valid email address'))

/** Usernames sign in where emails do, so they may not contain `@`; lower-case, 3 to 40 characters. */
export const ZUsername = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Use at least 3 characters')
  .max(40, 'Use at most 40 characters')
  .regex(/^[a-z0-9][a-z0-9._-]*$/, 'Use letters, numbers, dots, dashes and underscores, starting with a letter or number')

/** Only the shape here: how long and how common a password may be depends on the role (password-policy.ts). */
export const ZNewPassword = z.string().min(1, 'Choose a password').max(MAX_LENGTH, `Use at most ${MAX_LENGTH} characters`)

/** One of the seven locales, given as `en_GB`, `en-GB` or `en-gb`; stored in the API's `en_GB` form. */
export const ZLocale = z
  .string()
  .transform((value) => normaliseLocaleCode(value))
  .refine((value) => isSiteLocale(value), { message: `Use one of ${SITE_LOCALES.map((l) => SITE_LOCALE_INFO[l].underscored).join(', ')}` })
  .transform((value) => SITE_LOCALE_INFO[value as keyof typeof SITE_LOCALE_INFO].underscored)

/** Emailed keys and registration tokens: long random strings (one-time-tokens.ts `newKey`). */
export const ZKey = z.string().trim().min(16, 'This key is not valid').max(200, 'This key is not valid')

/** Codes typed from an email: six digits. */
export const ZCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the six-digit code')

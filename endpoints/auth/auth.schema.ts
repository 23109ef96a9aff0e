/**
 * What sign-in and the session calls answer: the session user of spec section 3 and the signed-in answer,
 * shared by every call that starts or reads a session (account, mfa, superuser and teacher invitations too).
 */
import { z } from 'zod'
import { ACCOUNT_REGIONS } from '../../collections/Schools'
import { IMITATION_LIFETIME_MS, SESSION_LIFETIME_MS } from '../../lib/auth/sessions'
import { REVERIFY_WINDOW_MS } from '../../lib/api/define-endpoint'
import { ROLES } from '../../lib/roles'
import { ZId, ZTime } from '../school/common.schema'

const DAY_MS = 86_400_000

/** Said of every call that changes credentials or second factors (define-endpoint's `recentPassword`). */
export const RECENT_PASSWORD = `Needs a password checked in the last ${REVERIFY_WINDOW_MS / 60_000} minutes (\`POST auth/verify-password\`; else 403 \`PASSWORD_REVERIFICATION_REQUIRED\`) and is refused while imitating (403).`

/** How long a session lasts, in words for descriptions. */
export const SESSION_LIFETIME = `${SESSION_LIFETIME_MS / DAY_MS} days`

const ZAccessLevel = z.enum(['full', 'trial']).nullable()

/** The session user (lib/roles.ts `SessionUser`), as GET users/me and sign-in answer it. */
export const ZSessionUser = z
  .object({
    id: ZId,
    name: z.string().nullable(),
    username: z.string().nullable().describe('Lower case; null for pupils, who sign in with their school username'),
    email: z.string().nullable().describe('Lower case'),
    role: z.enum(ROLES),
    superuser: z.boolean(),
    tester: z.boolean(),
    permissions: z.array(z.string()).describe('Products granted outright (`spelling`, `number`, `phonics`)'),
    spelling_access_level: ZAccessLevel,
    access_level: ZAccessLevel,
    has_number: z.boolean(),
    has_phonics: z.boolean(),
    avatar: z.string().nullable().describe('The avatar as JSON text (PUT users/me/avatar)'),
    avatar_hash: z.string().nullable(),
    imitatingUser: z
      .object({ id: ZId, name: z.string().nullable() })
      .nullable()
      .describe('The superuser imitating this user in this session, if one is'),
    school: z
      .object({
        id: ZId,
        name: z.string(),
        teacher: z.boolean().describe('The user is staff of this school (teacher or school admin)'),
        admin: z.boolean().describe('The user is a school admin of it'),
        account_region: z.enum(ACCOUNT_REGIONS),
        settings: z.object({ fontPreference: z.string().nullable().describe('`default` or `dyslexic`; null: the default') }),
      })
      .nullable()
      .describe('The school the user belongs to, or for staff the one they manage now'),
  })
  .describe('The session user')

/**
 * Every call that signs someone in answers this and sets the `_session-token_` cookie. A user with a second
 * factor on a device they have not trusted gets a session that owes it: `mfaRequired` says which, `user` is
 * null, and the session may only give the factor (users/me/verify, verify-link, verify-authenticator).
 */
export const ZSignedIn = z.object({
  token: z.string().describe('The session token, for `Authorization: Bearer <token>`; the same token is set as the HttpOnly cookie'),
  expiresAt: ZTime.describe(
    `When the session ends (${SESSION_LIFETIME} on; an imitation session: ${IMITATION_LIFETIME_MS / 60_000} minutes)`,
  ),
  mfaRequired: z.enum(['authenticator', 'email']).optional().describe('Present when the session still owes this second factor'),
  user: ZSessionUser.nullable().describe('null while a second factor is owed'),
})

/** `{ user }`: the session user after a change (an upgrade, a second factor given, a superuser's re-read). */
export const ZUserAnswer = z.object({ user: ZSessionUser })

/** The session renewed: the user re-read and the new expiry. */
export const ZRenewedSession = z.object({
  user: ZSessionUser,
  exp: z.number().int().describe('When the session ends, in seconds since 1970'),
})

/** Whether this session's password was checked recently enough to change credentials and second factors. */
export const ZPasswordVerification = z.object({
  verified: z.boolean(),
  verifiedAt: ZTime.nullable().describe('When the password was last checked in this session'),
  expiresAt: ZTime.nullable().describe(`Until when it counts (${REVERIFY_WINDOW_MS / 60_000} minutes after); null when it no longer does`),
})

/** GET users/me/passwordreset/{token}. */
export const ZResetLinkCheck = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), expiresAt: ZTime.describe('When the link stops working') }),
  z.object({ valid: z.literal(false) }),
])

/** A sentence for the person, and nothing else to read from it. */
export const ZMessage = z.object({ message: z.string() })

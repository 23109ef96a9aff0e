/**
 * Which tenant a school is at each identity provider (the `ssoTenants` field of a school, set by superusers),
 * and what a tenant may look like. Sign-in through a provider (endpoints/auth/sso.ts) answers only for a
 * subdomain or domain some school has as its tenant there, and only for an account of such a school; the
 * tenant is also the `{subdomain}` of the provider's URLs (services/sso.ts), so it must be a plain host
 * label or host name, never a URL, a port, an IP address or anything else that could point the server
 * somewhere else.
 */
export const SSO_PROVIDERS = ['wonde', 'mylogin', 'snapplify', 'classlink', 'clever', 'gg4l'] as const
export type SsoProvider = (typeof SSO_PROVIDERS)[number]

/** Providers that name a school by its domain (a host name); the others by a subdomain (one host label). */
const BY_DOMAIN: ReadonlySet<SsoProvider> = new Set(['snapplify'])

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST_LABEL = new RegExp(`^${LABEL}$`)
// Two or more labels, the last starting with a letter (so no IPv4 address), 253 characters at most.
const HOST_NAME = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`)

export const isSsoProvider = (value: unknown): value is SsoProvider => (SSO_PROVIDERS as readonly unknown[]).includes(value)

/** The tenant as stored and compared (lower-cased, trimmed), or null when it is not a valid one for the provider. */
export function normaliseTenant(provider: SsoProvider, raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim().toLowerCase()
  return (BY_DOMAIN.has(provider) ? HOST_NAME : HOST_LABEL).test(value) ? value : null
}

/** A school's `ssoTenants` with every tenant normalised; other values are left for `validateSsoTenants` to refuse. */
export function normaliseSsoTenants(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([provider, tenant]) => [
      provider,
      isSsoProvider(provider) && typeof tenant === 'string' ? (normaliseTenant(provider, tenant) ?? tenant) : tenant,
    ]),
  )
}

/** Payload validation of a school's `ssoTenants`: empty, or an object of provider → tenant. */
export function validateSsoTenants(value: unknown): true | string {
  if (value === null || value === undefined) return true
  if (typeof value !== 'object' || Array.isArray(value)) return 'Give an object of provider → tenant, e.g. {"wonde": "oakfield"}'
  for (const [provider, tenant] of Object.entries(value)) {
    if (!isSsoProvider(provider)) return `Unknown sign-in provider "${provider}" (one of ${SSO_PROVIDERS.join(', ')})`
    if (typeof tenant !== 'string' || normaliseTenant(provider, tenant) !== tenant) {
      return BY_DOMAIN.has(provider)
        ? `The ${provider} tenant must be a lower-case domain such as oakfield.example.org`
        : `The ${provider} tenant must be a lower-case subdomain (letters, digits and hyphens) such as oakfield`
    }
  }
  return true
}

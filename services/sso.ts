/**
 * Sign-in through a school's identity provider (Wonde, MyLogin, Snapplify, OneRoster providers such as
 * ClassLink and Clever): the OAuth 2.0 authorization-code exchange, then the provider's user info.
 *
 * It talks to each provider at the URLs configured as SSO_<PROVIDER>_TOKEN_URL and SSO_<PROVIDER>_USERINFO_URL
 * (`{subdomain}` is replaced by the school's subdomain or domain), with SSO_<PROVIDER>_CLIENT_ID and
 * _CLIENT_SECRET. Only with INKWELL_LOCAL_SERVICES=1 (lib/env.ts) does it run the same HTTP exchange against a
 * stand-in provider this server mounts at /dev/sso/<provider> (lib/http/local-sso-provider.ts).
 *
 * The subdomain or domain must be a valid tenant (services/sso-tenants.ts): callers check that a school has
 * it as its tenant at the provider before calling (endpoints/auth/sso.ts), and this refuses anything else
 * before any request, so the server never contacts a host a caller made up.
 */
import { env } from '../lib/env'
import { normaliseTenant, type SsoProvider } from './sso-tenants'

export { SSO_PROVIDERS, type SsoProvider } from './sso-tenants'

export type SsoIdentity = { provider: SsoProvider; externalId: string; email: string | null; name: string | null }

export class SsoError extends Error {}

function endpointsFor(provider: SsoProvider, subdomain: string) {
  const tenant = normaliseTenant(provider, subdomain)
  if (!tenant) throw new SsoError(`That is not a ${provider} school site`)
  const fill = (url: string) => url.replaceAll('{subdomain}', encodeURIComponent(tenant))
  if (env.localServices) {
    // The stand-in is told the tenant, as a real provider is by its host name: a code minted for one tenant is not another's.
    const base = `${process.env.INKWELL_INTERNAL_URL ?? env.publicUrl}/dev/sso/${provider}`
    const query = `?tenant=${encodeURIComponent(tenant)}`
    return {
      tokenUrl: `${base}/token${query}`,
      userInfoUrl: `${base}/userinfo${query}`,
      clientId: 'inkwell-local',
      clientSecret: 'inkwell-local',
    }
  }
  const key = provider.toUpperCase()
  const tokenUrl = process.env[`SSO_${key}_TOKEN_URL`]
  const userInfoUrl = process.env[`SSO_${key}_USERINFO_URL`]
  if (!tokenUrl || !userInfoUrl) throw new SsoError(`Sign-in with ${provider} is not configured`)
  return {
    tokenUrl: fill(tokenUrl),
    userInfoUrl: fill(userInfoUrl),
    clientId: process.env[`SSO_${key}_CLIENT_ID`] ?? '',
    clientSecret: process.env[`SSO_${key}_CLIENT_SECRET`] ?? '',
  }
}

export async function exchangeCode(
  provider: SsoProvider,
  { code, subdomain, redirectUri }: { code: string; subdomain: string; redirectUri?: string },
): Promise<SsoIdentity> {
  const { tokenUrl, userInfoUrl, clientId, clientSecret } = endpointsFor(provider, subdomain)
  const tokenResponse = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      client_id: clientId,
      client_secret: clientSecret,
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!tokenResponse.ok) throw new SsoError(`${provider} did not accept the sign-in code`)
  const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string }
  if (!accessToken) throw new SsoError(`${provider} answered without an access token`)
  const infoResponse = await fetch(userInfoUrl, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  })
  if (!infoResponse.ok) throw new SsoError(`${provider} did not tell us who signed in`)
  const info = (await infoResponse.json()) as { sub?: string; id?: string; email?: string; name?: string }
  const externalId = info.sub ?? info.id
  if (!externalId) throw new SsoError(`${provider} did not tell us who signed in`)
  return { provider, externalId: String(externalId), email: info.email ?? null, name: info.name ?? null }
}

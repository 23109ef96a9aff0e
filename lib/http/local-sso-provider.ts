/**
 * A stand-in identity provider for development and tests (services/sso.ts), mounted only with INKWELL_LOCAL_SERVICES=1: the OAuth 2.0
 * authorization-code flow over real HTTP, with identities supplied when a code is minted. Never mounted in
 * production. Codes and tokens are short-lived and live in memory, as a real provider's would on its side.
 */
import express from 'express'
import { randomBytes } from 'node:crypto'
import { SSO_PROVIDERS } from '../../services/sso'

type Identity = { sub: string; email?: string; name?: string }
const codes = new Map<string, { provider: string; tenant?: string; identity: Identity; redirectUri?: string; expiresAt: number }>()
const tokens = new Map<string, { identity: Identity; expiresAt: number }>()
/** How many token and user-info requests each provider was sent (GET /dev/sso/<provider>/requests), so tests can tell it was not contacted. */
const requests = new Map<string, { token: number; userinfo: number }>()
const countOf = (provider: string) => requests.get(provider) ?? requests.set(provider, { token: 0, userinfo: 0 }).get(provider)!

export function localSsoProvider() {
  const router = express.Router()
  router.use(express.urlencoded({ extended: false }), express.json())
  router.param('provider', (req, res, next, provider) =>
    (SSO_PROVIDERS as readonly string[]).includes(provider) ? next() : res.status(404).json({ error: 'unknown provider' }),
  )

  /**
   * Mints a code for an identity, as the provider's sign-in page would after the person signs in; with
   * `tenant`, as that tenant's (school's) sign-in page would: only that tenant's token endpoint takes it.
   */
  router.post('/:provider/authorize', (req, res) => {
    const { sub, email, name, redirect_uri: redirectUri, tenant } = req.body ?? {}
    if (typeof sub !== 'string' || !sub) return res.status(400).json({ error: 'sub is required' })
    const code = randomBytes(16).toString('hex')
    codes.set(code, {
      provider: req.params.provider,
      tenant: typeof tenant === 'string' ? tenant : undefined,
      identity: { sub, email, name },
      redirectUri,
      expiresAt: Date.now() + 60_000,
    })
    res.json({ code })
  })

  router.get('/:provider/requests', (req, res) => {
    res.json(countOf(req.params.provider))
  })

  router.post('/:provider/token', (req, res) => {
    countOf(req.params.provider).token++
    const entry = codes.get(req.body?.code)
    codes.delete(req.body?.code)
    if (
      !entry ||
      entry.expiresAt < Date.now() ||
      entry.provider !== req.params.provider ||
      (entry.tenant && entry.tenant !== req.query.tenant) ||
      (entry.redirectUri && entry.redirectUri !== req.body?.redirect_uri)
    ) {
      return res.status(400).json({ error: 'invalid_grant' })
    }
    const accessToken = randomBytes(16).toString('hex')
    tokens.set(accessToken, { identity: entry.identity, expiresAt: Date.now() + 60_000 })
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 60 })
  })

  router.get('/:provider/userinfo', (req, res) => {
    countOf(req.params.provider).userinfo++
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    const entry = token ? tokens.get(token) : undefined
    if (!entry || entry.expiresAt < Date.now()) return res.status(401).json({ error: 'invalid_token' })
    res.json(entry.identity)
  })
  return router
}

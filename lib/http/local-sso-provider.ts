/**
 * A stand-in identity provider for development and tests (services/sso.ts), mounted only with INKWELL_LOCAL_SERVICES=1: the OAuth 2.0
 * authorization-code flow over real HTTP, with identities supplied when a code is minted. Never mounted in
 * production. Codes and tokens are short-lived and live in memory, as a real provider's would on its side.
 */
import express from 'express'
import { randomBytes } from 'node:crypto'
import { SSO_PROVIDERS } from '../../services/sso'

type Identity = { sub: string; email?: string; name?: string }
const codes = new Map<string, { provider: string; identity: Identity; redirectUri?: string; expiresAt: number }>()
const tokens = new Map<string, { identity: Identity; expiresAt: number }>()

export function localSsoProvider() {
  const router = express.Router()
  router.use(express.urlencoded({ extended: false }), express.json())
  router.param('provider', (req, res, next, provider) => ((SSO_PROVIDERS as readonly string[]).includes(provider) ? next() : res.status(404).json({ error: 'unknown provider' })))

  /** Mints a code for an identity, as the provider's sign-in page would after the person signs in. */
  router.post('/:provider/authorize', (req, res) => {
    const { sub, email, name, redirect_uri: redirectUri } = req.body ?? {}
    if (typeof sub !== 'string' || !sub) return res.status(400).json({ error: 'sub is required' })
    const code = randomBytes(16).toString('hex')
    codes.set(code, { provider: req.params.provider, identity: { sub, email, name }, redirectUri, expiresAt: Date.now() + 60_000 })
    res.json({ code })
  })

  router.post('/:provider/token', (req, res) => {
    const entry = codes.get(req.body?.code)
    codes.delete(req.body?.code)
    if (!entry || entry.expiresAt < Date.now() || entry.provider !== req.params.provider || (entry.redirectUri && entry.redirectUri !== req.body?.redirect_uri)) {
      return res.status(400).json({ error: 'invalid_grant' })
    }
    const accessToken = randomBytes(16).toString('hex')
    tokens.set(accessToken, { identity: entry.identity, expiresAt: Date.now() + 60_000 })
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 60 })
  })

  router.get('/:provider/userinfo', (req, res) => {
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
    const entry = token ? tokens.get(token) : undefined
    if (!entry || entry.expiresAt < Date.now()) return res.status(401).json({ error: 'invalid_token' })
    res.json(entry.identity)
  })
  return router
}

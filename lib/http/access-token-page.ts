/**
 * The auth site's access-token page, `/auth/access-token?return_url=…`: a signed-in visitor is sent back
 * to `return_url` with a one-time `access_token`; anyone else signs in here first. Only return URLs on
 * the allow-list are followed (lib/auth/access-tokens.ts), so it is no open redirect.
 */
import express, { type Request, type Response } from 'express'
import { createInstance } from 'i18next'
import type { Payload } from 'payload'
import strings from '../../locales/en-GB/auth.json'
import { allowedReturnUrl, issueAccessToken } from '../auth/access-tokens'
import { extractToken, findSessionUser, sessionDb } from '../auth/sessions'
import { escapeHtml, page } from './simple-page'

const i18n = createInstance()
await i18n.init({ lng: 'en-GB', resources: { 'en-GB': { auth: strings } }, defaultNS: 'auth', interpolation: { escapeValue: true } })
const t = i18n.t

function signInPage() {
  return page(
    t('title'),
    `<h1>${t('title')}</h1><p class="note">${t('lead')}</p>
<form id="signin" data-failed="${escapeHtml(t('failed'))}"><label>${t('username')}<input name="username" autocomplete="username" required></label>
<label>${t('password')}<input name="password" type="password" autocomplete="current-password" required></label>
<p id="error" role="alert"></p><button type="submit">${t('signIn')}</button></form>
<form id="code" hidden><label>${t('code')}<input name="code" inputmode="numeric" autocomplete="one-time-code" required></label>
<p id="code-error" role="alert"></p><button type="submit">${t('verify')}</button></form>
<p class="note">${t('pupils')}</p>`,
    { script: 'sign-in.js' },
  )
}

export function accessTokenPage(payload: Payload) {
  const router = express.Router()
  router.get('/', async (req: Request, res: Response) => {
    const requestOrigin = req.headers.host ? `${req.protocol}://${req.headers.host}` : null
    const returnUrl = allowedReturnUrl(typeof req.query.return_url === 'string' ? req.query.return_url : null, requestOrigin)
    res.setHeader('Cache-Control', 'no-store')
    if (!returnUrl) {
      const { status, html } = page(
        t('badReturn'),
        `<h1>${t('badReturn')}</h1><p>${t('badReturnLead')}</p><a class="button" href="/">${t('home')}</a>`,
        { status: 400 },
      )
      return res.status(status).type('html').send(html)
    }
    const found = extractToken(new Headers(req.headers as Record<string, string>))
    const user = found ? await findSessionUser(sessionDb(payload), found.token) : null
    // An imitation session must not become an ordinary one in another product (nor outlive its hour there).
    if (user?.session.imitator) {
      const { status, html } = page(
        t('imitating'),
        `<h1>${t('imitating')}</h1><p>${t('imitatingLead')}</p><a class="button" href="/">${t('home')}</a>`,
        { status: 403 },
      )
      return res.status(status).type('html').send(html)
    }
    if (user && !user.session.mfaPending) {
      const target = await issueAccessToken(payload, undefined, user.id, returnUrl)
      return res.redirect(302, target.toString())
    }
    const { status, html } = signInPage()
    res.status(status).type('html').send(html)
  })
  return router
}

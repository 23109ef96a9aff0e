/**
 * The pages the account emails link to (`/account/...`). Each asks for a click (mail scanners open links on
 * their own) and then calls the account API with the key from the link; the API does all the checking.
 */
import express, { type Request, type Response } from 'express'
import { createInstance } from 'i18next'
import strings from '../../locales/en-GB/account.json'
import { escapeHtml, page, pageAssets } from './simple-page'

const i18n = createInstance()
await i18n.init({ lng: 'en-GB', resources: { 'en-GB': { account: strings } }, defaultNS: 'account', interpolation: { escapeValue: true } })
const t = i18n.t

/**
 * What each page's button calls. The key from the link is read by the page's script (lib/http/pages/account.js)
 * from the address and put in the path's `{key}` or in the body field `bodyKey`; the server writes only these
 * constants into the page.
 */
type Action = { page: keyof typeof strings; param: string; method: string; path: string; bodyKey?: string; password?: boolean }

const ACTIONS: Record<string, Action> = {
  'reset-password': { page: 'reset-password', param: 'token', method: 'POST', path: 'users/me/passwordreset/{key}', password: true },
  'verify-email': { page: 'verify-email', param: 'key', method: 'POST', path: 'users/me/email-change/verify-link', bodyKey: 'key' },
  'email-change/confirm': {
    page: 'email-change-confirm',
    param: 'key',
    method: 'POST',
    path: 'users/me/email-change/confirm-link',
    bodyKey: 'key',
  },
  'email-change/deny': { page: 'email-change-deny', param: 'key', method: 'DELETE', path: 'users/me/email-change/confirm-link?key={key}' },
  'anon-upgrade': { page: 'anon-upgrade', param: 'key', method: 'POST', path: 'users/me/anon-upgrade/verify-link', bodyKey: 'key' },
  'parent-learner/verify': {
    page: 'parent-learner',
    param: 'verify_token',
    method: 'POST',
    path: 'auth/verified-parent',
    bodyKey: 'verify_token',
  },
}

function render(action: Action) {
  const s = (k: string) => t(`${action.page}.${k}`)
  const data = {
    method: action.method,
    path: action.path,
    param: action.param,
    'body-key': action.bodyKey,
    password: action.password ? '1' : undefined,
    failed: t('failed'),
    done: s('done'),
  }
  const attributes = Object.entries(data)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` data-${name}="${escapeHtml(value!)}"`)
    .join('')
  return page(
    s('title'),
    `<h1>${s('title')}</h1><p class="note">${s('lead')}</p>
<form id="action"${attributes}>${action.password ? `<label>${s('field')}<input name="password" type="password" autocomplete="new-password" minlength="8" required></label>` : ''}
<p id="message" role="status"></p><button type="submit">${s('button')}</button></form>`,
    { script: 'account.js' },
  )
}

export function accountPages() {
  const router = express.Router()
  router.use('/assets', pageAssets())
  for (const [name, action] of Object.entries(ACTIONS)) {
    router.get(`/${name}`, (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Referrer-Policy', 'no-referrer') // the key is in the address
      const key = typeof req.query[action.param] === 'string' ? (req.query[action.param] as string) : ''
      const { status, html } = key
        ? render(action)
        : page(t('failed'), `<h1>${t('failed')}</h1><p>${t('missing')}</p><a class="button" href="/">${t('home')}</a>`, { status: 400 })
      res.status(status).type('html').send(html)
    })
  }
  return router
}

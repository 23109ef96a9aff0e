/**
 * The pages the account emails link to (`/account/...`). Each asks for a click (mail scanners open links on
 * their own) and then calls the account API with the key from the link; the API does all the checking.
 */
import express, { type Request, type Response } from 'express'
import { createInstance } from 'i18next'
import strings from '../../locales/en-GB/account.json'
import { page } from './simple-page'

const i18n = createInstance()
await i18n.init({ lng: 'en-GB', resources: { 'en-GB': { account: strings } }, defaultNS: 'account', interpolation: { escapeValue: true } })
const t = i18n.t

type Action = { page: keyof typeof strings; param: string; method: string; path: (key: string) => string; body: (key: string) => Record<string, string> | null; password?: boolean }

const ACTIONS: Record<string, Action> = {
  'reset-password': { page: 'reset-password', param: 'token', method: 'POST', path: (k) => `users/me/passwordreset/${encodeURIComponent(k)}`, body: () => ({}), password: true },
  'verify-email': { page: 'verify-email', param: 'key', method: 'POST', path: () => 'users/me/email-change/verify-link', body: (key) => ({ key }) },
  'email-change/confirm': { page: 'email-change-confirm', param: 'key', method: 'POST', path: () => 'users/me/email-change/confirm-link', body: (key) => ({ key }) },
  'email-change/deny': { page: 'email-change-deny', param: 'key', method: 'DELETE', path: (k) => `users/me/email-change/confirm-link?key=${encodeURIComponent(k)}`, body: () => null },
  'anon-upgrade': { page: 'anon-upgrade', param: 'key', method: 'POST', path: () => 'users/me/anon-upgrade/verify-link', body: (key) => ({ key }) },
  'parent-learner/verify': { page: 'parent-learner', param: 'verify_token', method: 'POST', path: () => 'auth/verified-parent', body: (k) => ({ verify_token: k }) },
}

function render(name: string, action: Action, key: string) {
  const s = (k: string) => t(`${action.page}.${k}`)
  const call = { method: action.method, path: action.path(key), body: action.body(key) }
  return page(
    s('title'),
    `<h1>${s('title')}</h1><p class="note">${s('lead')}</p>
<form id="action">${action.password ? `<label>${s('field')}<input name="password" type="password" autocomplete="new-password" minlength="8" required></label>` : ''}
<p id="message" role="status"></p><button type="submit">${s('button')}</button></form>
<script>
const call=${JSON.stringify(call)};
document.getElementById('action').addEventListener('submit',async e=>{e.preventDefault();
const body=call.body===null?undefined:JSON.stringify(Object.assign({},call.body,${action.password ? "{password:new FormData(e.target).get('password')}" : '{}'}));
const r=await fetch('/api/'+call.path,{method:call.method,credentials:'include',headers:body?{'Content-Type':'application/json','X-Client-Type':'auth'}:{'X-Client-Type':'auth'},body});
const answer=await r.json().catch(()=>({}));
const m=document.getElementById('message');
if(!r.ok){m.textContent=answer.error||${JSON.stringify(t('failed'))};return}
if(answer.token)localStorage.setItem('token',answer.token);
e.target.querySelector('button').hidden=true;m.textContent=${JSON.stringify(s('done'))}});
</script>`,
  )
}

export function accountPages() {
  const router = express.Router()
  for (const [name, action] of Object.entries(ACTIONS)) {
    router.get(`/${name}`, (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store')
      res.setHeader('Referrer-Policy', 'no-referrer') // the key is in the address
      const key = typeof req.query[action.param] === 'string' ? (req.query[action.param] as string) : ''
      const { status, html } = key
        ? render(name, action, key)
        : page(t('failed'), `<h1>${t('failed')}</h1><p>${t('missing')}</p><a class="button" href="/">${t('home')}</a>`, 400)
      res.status(status).type('html').send(html)
    })
  }
  return router
}

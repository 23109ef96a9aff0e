/**
 * The session on the page (spec 2.3 and 4): Sign In or the avatar menu, both server-rendered, whichever
 * fits the session; sibling-product links through the auth site's access-token page once signed in; Sign
 * In and the Login route's button returning to this page on the visitor's own origin; and the Logout
 * route signing out on arrival.
 */
import { isTeacher } from '../behaviour/session-rules'
import { accessTokenUrl } from '../chrome/products'
import { showAvatar } from './avatar'
import { openDialog } from './dialogs'
import { logout, sessionStore, startSession } from './session'

const all = <T extends Element>(selector: string) => [...document.querySelectorAll<T>(selector)]

function draw() {
  const session = sessionStore.getSnapshot()
  const user = session.status === 'signed-in' ? session.user : null
  for (const link of all<HTMLAnchorElement>('a[data-sign-in]')) {
    link.href = accessTokenUrl(location.origin + location.pathname)
    link.dataset.session = session.status
    link.hidden = Boolean(user)
  }
  for (const link of all<HTMLAnchorElement>('a[data-product-app]')) {
    const plain = (link.dataset.href ??= link.getAttribute('href')!)
    link.setAttribute('href', user ? accessTokenUrl(location.origin + plain) : plain)
  }
  for (const menu of all<HTMLDetailsElement>('details[data-avatar-menu]')) {
    menu.hidden = !user
    if (!user) {
      menu.open = false
      continue
    }
    const name = user.name ?? ''
    const summary = menu.querySelector('summary')!
    summary.setAttribute('aria-label', summary.dataset.label!.replace('{{name}}', name))
    menu.querySelector('.avatar-name')!.textContent = name
    for (const item of menu.querySelectorAll<HTMLElement>('[data-teacher-only]')) item.hidden = !isTeacher(user)
    showAvatar(menu.querySelector('img.avatar')!, user)
  }
}

export function wireSession(localeHome: string) {
  for (const link of all<HTMLAnchorElement>('a[data-login-return]')) link.href = accessTokenUrl(location.origin + link.dataset.loginReturn)
  sessionStore.subscribe(draw)
  draw()
  const { tokenFailedTitle, labels } = document.querySelector<HTMLElement>('dialog[data-dialog="generic"]')!.dataset
  const ok = JSON.parse(labels!).ok as string
  void startSession({
    localeHome,
    onTokenError: (message) =>
      void openDialog({ title: tokenFailedTitle!, message, buttons: [{ key: 'ok', type: 'primary', label: ok, autoFocus: true }] }),
  })
  const logoutState = document.querySelector<HTMLElement>('[data-logout-state]')
  if (logoutState) {
    void logout().then(() => {
      logoutState.textContent = logoutState.dataset.signedOut!
      logoutState.dataset.logoutState = 'done'
    })
  }
}

'use client'
/**
 * Sign In, or the avatar menu once signed in (spec 2.3 and 4). Sign In goes to the auth site's
 * access-token page with this page as the return address; the menu's products go through it too.
 */
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { isTeacher } from '../behaviour/session-rules'
import { accessTokenUrl, PRODUCTS, TEACHER_APPS } from '../chrome/products'
import { AvatarImage } from './avatar-image'
import { openDialog } from './dialogs'
import { sessionStore, startSession } from './session-store'

export type SessionMenuLabels = {
  signIn: string
  logout: string
  accountMenu: string
  hub: string
  game: string
  spelling: string
  maths: string
  tokenFailedTitle: string
  ok: string
}

type Props = { labels: SessionMenuLabels; prefix: string; localeHome: string; serverOrigin: string; variant: 'desktop' | 'touch' }

export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot)
}

/** This page's origin: the server's idea of it until the browser says. */
export function useOrigin(serverOrigin: string) {
  const [origin, setOrigin] = useState(serverOrigin)
  useEffect(() => setOrigin(location.origin), [])
  return origin
}

export function SessionMenu({ labels, prefix, localeHome, serverOrigin, variant }: Props) {
  const session = useSession()
  const pathname = usePathname()
  const origin = useOrigin(serverOrigin)

  useEffect(() => {
    void startSession({
      localeHome,
      onTokenError: (message) => void openDialog({ title: labels.tokenFailedTitle, message, buttons: [{ key: 'ok', type: 'primary', label: labels.ok, autoFocus: true }] }),
    })
  }, [localeHome, labels])

  const user = session.status === 'signed-in' ? session.user : null
  if (!user) {
    return (
      <a className={`button small sign-in sign-in-${variant}`} href={accessTokenUrl(origin + pathname)} data-session={session.status}>
        {labels.signIn}
      </a>
    )
  }
  const through = (href: string) => accessTokenUrl(origin + href)
  const name = user.name ?? ''
  return (
    <details className={`avatar-menu avatar-menu-${variant}`} data-menu data-session="signed-in">
      <summary aria-label={labels.accountMenu.replace('{{name}}', name)}>
        <AvatarImage user={user} size={1} />
        <span className="avatar-name">{name}</span>
      </summary>
      <ul className="menu-list">
        <li>
          <a href={through(PRODUCTS.hub.href)}>{labels.hub}</a>
        </li>
        <li>
          <a href={through(PRODUCTS.game.href)}>{labels.game}</a>
        </li>
        {isTeacher(user) && (
          <>
            <li>
              <a href={through(TEACHER_APPS.spelling)}>{labels.spelling}</a>
            </li>
            <li>
              <a href={through(TEACHER_APPS.maths)}>{labels.maths}</a>
            </li>
          </>
        )}
        <li>
          <a href={`${prefix}/logout`} data-logout>
            {labels.logout}
          </a>
        </li>
      </ul>
    </details>
  )
}

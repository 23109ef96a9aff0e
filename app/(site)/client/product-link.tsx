'use client'
/** A sibling product: straight there when signed out, through the auth site's access-token page when signed in. */
import type { ReactNode } from 'react'
import { accessTokenUrl } from '../chrome/products'
import { useOrigin, useSession } from './session-menu'

export function ProductLink({ href, app, serverOrigin, className, children }: { href: string; app: boolean; serverOrigin: string; className?: string; children: ReactNode }) {
  const session = useSession()
  const origin = useOrigin(serverOrigin)
  const signedIn = session.status === 'signed-in'
  return (
    <a className={className} href={app && signedIn ? accessTokenUrl(origin + href) : href} data-product-app={app ? '' : undefined}>
      {children}
    </a>
  )
}

/**
 * A sibling product. Apps are marked so the browser script can send signed-in visitors through the auth
 * site's access-token page (site/client/session.ts); signed out, the link goes straight there.
 */
import type { ReactNode } from 'react'

export function ProductLink({ href, app, className, children }: { href: string; app: boolean; className?: string; children: ReactNode }) {
  return (
    <a className={className} href={href} data-product-app={app ? '' : undefined}>
      {children}
    </a>
  )
}

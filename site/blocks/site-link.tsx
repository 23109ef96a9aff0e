/** A link an editor typed: site paths stay under the reader's prefix; others are left as they are. */
import type { ReactNode } from 'react'
import { localiseHref } from '../routing/site-path'

export function SiteLink({ href, prefix, className, children }: { href: string; prefix: string; className?: string; children: ReactNode }) {
  const external = /^(https?:)?\/\//.test(href)
  return (
    <a className={className} href={external ? href : localiseHref(href, prefix)} {...(external ? { rel: 'noopener' } : {})}>
      {children}
    </a>
  )
}

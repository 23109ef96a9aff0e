/** A link an editor typed: site paths become client navigations under the reader's prefix; others stay plain. */
import Link from 'next/link'
import type { ReactNode } from 'react'
import { localiseHref } from '../routing/site-path'

export function SiteLink({ href, prefix, className, children, prefetch }: { href: string; prefix: string; className?: string; children: ReactNode; prefetch?: boolean }) {
  const external = /^(https?:)?\/\//.test(href)
  if (!href.startsWith('/') || external) {
    return (
      <a className={className} href={href} {...(external ? { rel: 'noopener' } : {})}>
        {children}
      </a>
    )
  }
  return (
    <Link className={className} href={localiseHref(href, prefix)} prefetch={false} {...(prefetch ? { 'data-prefetch': '' } : {})}>
      {children}
    </Link>
  )
}

'use client'
/** A link to the auth site's access-token page that returns to `path` on this origin. */
import type { ReactNode } from 'react'
import { accessTokenUrl } from '../chrome/products'
import { useOrigin } from './session-menu'

export function SignInLink({ path, serverOrigin, className, children }: { path: string; serverOrigin: string; className?: string; children: ReactNode }) {
  const origin = useOrigin(serverOrigin)
  return (
    <a className={className} href={accessTokenUrl(origin + path)} data-login-return={path}>
      {children}
    </a>
  )
}

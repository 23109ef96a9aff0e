import type { ReactNode } from 'react'
import './site.css'

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}

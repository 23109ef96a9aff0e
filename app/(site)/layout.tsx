/**
 * The marketing site's root layout: the chrome around every page, in the locale of the address (the
 * proxy passes the path in a header, as a root layout has no params). Server-rendered; the client
 * components are the session menu, the loading bar, dialogs, the South African modal and the menus.
 */
import type { Metadata, Viewport } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { SITE_LOCALE_INFO } from '../../lib/locales/site-locales'
import { BrandBar } from './chrome/brand-bar'
import { EXTERNAL_LINKS } from './chrome/links'
import { SiteFooter } from './chrome/site-footer'
import { SiteHeader } from './chrome/site-header'
import { ChromeBehaviour } from './client/chrome-behaviour'
import { DialogHost } from './client/dialogs'
import { LoadingBar } from './client/loading-bar'
import { SouthAfricaModal } from './client/south-africa-modal'
import { siteT } from './i18n'
import { publicOrigin } from './routing/alternates'
import { SITE_PATH_HEADER } from './routing/headers'
import { parsePathname, routePath, withPrefix } from './routing/site-path'
import './site.css'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  metadataBase: new URL(publicOrigin()),
  applicationName: 'Inkwell',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d2a5b' }

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const site = parsePathname((await headers()).get(SITE_PATH_HEADER) ?? '/')
  const { locale, prefix } = site
  const info = SITE_LOCALE_INFO[locale]
  const t = siteT(locale)
  const serverOrigin = publicOrigin()
  return (
    <html lang={info.iso} data-locale={locale} data-inkwell-site="">
      <body>
        <a className="skip-link" href="#main">
          {t('skipLink')}
        </a>
        <LoadingBar label={t('loading')} />
        <BrandBar t={t} prefix={prefix} serverOrigin={serverOrigin} />
        <SiteHeader t={t} locale={locale} prefix={prefix} path={routePath(site.route)} serverOrigin={serverOrigin} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter t={t} locale={locale} prefix={prefix} serverOrigin={serverOrigin} />
        <DialogHost
          labels={{ ok: t('dialogs.ok'), cancel: t('dialogs.cancel'), delete: t('dialogs.delete'), deleteTitle: t('dialogs.deleteTitle'), deleteMessage: t('dialogs.deleteMessage', { name: '{{name}}' }) }}
        />
        {locale === 'en-za' && (
          <SouthAfricaModal title={t('zaModal.title')} message={t('zaModal.body')} stay={t('zaModal.stay')} go={t('zaModal.go')} siteUrl={EXTERNAL_LINKS.southAfrica} />
        )}
        <ChromeBehaviour localeHome={withPrefix(prefix, '/')} />
      </body>
    </html>
  )
}

/**
 * The whole HTML document of a marketing-site page: the head (title, description, canonical and hreflang
 * links, Open Graph, the stylesheet and the one deferred module script) and the chrome around the page.
 * Rendered to static markup on the server; the browser script (site/client) wires the behaviour to it.
 */
import fs from 'node:fs'
import type { ReactNode } from 'react'
import { SITE_LOCALE_INFO, type SiteLocale } from '../../lib/locales/site-locales'
import { messageLines } from '../behaviour/dialog-rules'
import { BrandBar } from '../chrome/brand-bar'
import { EXTERNAL_LINKS } from '../chrome/links'
import { SiteFooter } from '../chrome/site-footer'
import { SiteHeader } from '../chrome/site-header'
import type { SiteT } from '../i18n'
import { publicOrigin } from '../routing/alternates'
import { withPrefix } from '../routing/site-path'

export type DocumentHead = {
  title: string
  description: string
  /** Canonical path and hreflang → path, absent on pages search engines should not index. */
  canonical?: string
  alternates?: Record<string, string>
  openGraph?: { title: string; description?: string }
  noIndex?: boolean
}

export type SiteAssets = { script: string; styles: string[] }

const ICON = `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(new URL('../icon.svg', import.meta.url), 'utf8').trim())}`

type Props = { t: SiteT; locale: SiteLocale; prefix: string; path: string; head: DocumentHead; assets: SiteAssets; children: ReactNode }

export function SiteDocument({ t, locale, prefix, path, head, assets, children }: Props) {
  const info = SITE_LOCALE_INFO[locale]
  const origin = publicOrigin()
  const dialogLabels = {
    ok: t('dialogs.ok'),
    cancel: t('dialogs.cancel'),
    delete: t('dialogs.delete'),
    deleteTitle: t('dialogs.deleteTitle'),
    deleteMessage: t('dialogs.deleteMessage', { name: '{{name}}' }),
  }
  return (
    <html lang={info.iso} data-locale={locale} data-locale-home={withPrefix(prefix, '/')} data-loading-label={t('loading')}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d2a5b" />
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        <meta name="application-name" content="Inkwell" />
        {head.noIndex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={origin + head.canonical} />}
        {Object.entries(head.alternates ?? {}).map(([hreflang, href]) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={origin + href} />
        ))}
        {head.openGraph && (
          <>
            <meta property="og:title" content={head.openGraph.title} />
            {head.openGraph.description && <meta property="og:description" content={head.openGraph.description} />}
            <meta property="og:site_name" content={t('brand')} />
            <meta property="og:locale" content={info.underscored} />
            <meta property="og:type" content="website" />
          </>
        )}
        <link rel="icon" href={ICON} type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.script} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipLink')}
        </a>
        <BrandBar t={t} prefix={prefix} />
        <SiteHeader t={t} locale={locale} prefix={prefix} path={path} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter t={t} locale={locale} prefix={prefix} />
        <dialog
          className="dialog"
          data-dialog="generic"
          aria-labelledby="dialog-title"
          aria-describedby="dialog-message"
          data-labels={JSON.stringify(dialogLabels)}
          data-token-failed-title={t('auth.tokenFailedTitle')}
        >
          <form method="dialog">
            <h2 id="dialog-title" />
            <div id="dialog-message" />
            <div className="dialog-buttons" />
          </form>
        </dialog>
        {locale === 'en-za' && (
          <dialog
            className="dialog"
            data-dialog="south-africa"
            data-site-url={EXTERNAL_LINKS.southAfrica}
            aria-labelledby="za-dialog-title"
            aria-describedby="za-dialog-message"
          >
            <form method="dialog">
              <h2 id="za-dialog-title">{t('zaModal.title')}</h2>
              <div id="za-dialog-message">
                {messageLines(t('zaModal.body')).map((line, index) => (
                  <p key={index}>{line}</p>
                ))}
              </div>
              <div className="dialog-buttons">
                <button type="button" className="button secondary" data-dialog-button="stay">
                  {t('zaModal.stay')}
                </button>
                <button type="button" className="button primary" data-dialog-button="go" autoFocus>
                  {t('zaModal.go')}
                </button>
              </div>
            </form>
          </dialog>
        )}
      </body>
    </html>
  )
}

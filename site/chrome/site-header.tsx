/**
 * The fixed top navigation (spec 2.3): logo, the region's navigation (desktop), the region menu, Sign In
 * or the avatar menu; under 1024 px a burger menu holds the same navigation and its own login entry.
 */
import type { SiteLocale } from '../../lib/locales/site-locales'
import type { SiteT } from '../i18n'
import { localiseHref, withPrefix } from '../routing/site-path'
import { Icon } from './icons'
import { LogoMark } from './logo'
import { navigationFor, type NavLink } from './navigation'
import { RegionMenu } from './region-menu'
import { SessionMenu } from './session-menu'

/** `path` is the page's path without its locale prefix. */
type Props = { t: SiteT; locale: SiteLocale; prefix: string; path: string }

function NavAnchor({ link, t, prefix }: { link: NavLink; t: SiteT; prefix: string }) {
  if (link.external) {
    return (
      <a href={link.href} rel="noopener">
        {t(`nav.${link.key}`)}
        <Icon name="external" size={14} className="icon-external" />
        <span className="visually-hidden"> {t('nav.external')}</span>
      </a>
    )
  }
  return <a href={localiseHref(link.href, prefix)}>{t(`nav.${link.key}`)}</a>
}

export function SiteHeader({ t, locale, prefix, path }: Props) {
  const items = navigationFor(locale)
  const localeHome = withPrefix(prefix, '/')
  const session = (variant: 'desktop' | 'touch') => <SessionMenu t={t} prefix={prefix} path={withPrefix(prefix, path)} variant={variant} />

  return (
    <header className="site-header">
      <div className="header-inner">
        <a href={localeHome} className="logo" aria-label={t('nav.home')}>
          <LogoMark />
          <span aria-hidden="true">{t('brand')}</span>
        </a>
        <nav className="main-nav desktop-only" aria-label={t('nav.label')}>
          <ul className="nav-list">
            {items.map((item) =>
              item.kind === 'menu' ? (
                <li key={item.key}>
                  <details className="nav-menu" data-menu data-nav={item.key}>
                    <summary>{t(`nav.${item.key}`)}</summary>
                    <ul className="menu-list">
                      {item.items.map((link) => (
                        <li key={link.key}>
                          <NavAnchor link={link} t={t} prefix={prefix} />
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.key} data-nav={item.key}>
                  <NavAnchor link={item} t={t} prefix={prefix} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="header-actions">
          <RegionMenu t={t} locale={locale} path={path} />
          <div className="desktop-only">{session('desktop')}</div>
          <details className="burger touch-only" data-menu>
            <summary aria-label={t('nav.menu')}>
              <Icon name="menu" size={28} />
            </summary>
            <nav className="touch-nav" aria-label={t('nav.label')}>
              <div className="touch-session">{session('touch')}</div>
              {items.map((item) =>
                item.kind === 'menu' ? (
                  <section key={item.key} data-nav={item.key} aria-labelledby={`touch-${item.key}`}>
                    <h2 id={`touch-${item.key}`}>{t(`nav.${item.key}`)}</h2>
                    <ul>
                      {item.items.map((link) => (
                        <li key={link.key}>
                          <NavAnchor link={link} t={t} prefix={prefix} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null,
              )}
              <ul className="touch-links">
                {items
                  .filter((item) => item.kind === 'link')
                  .map((item) => (
                    <li key={item.key} data-nav={item.key}>
                      <NavAnchor link={item as NavLink} t={t} prefix={prefix} />
                    </li>
                  ))}
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  )
}

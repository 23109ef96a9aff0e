/**
 * The footer (spec 2.3): logo and badges, quick links, products, contact details of the locale, social
 * links and Get Help; the US office for en-us, the UK company registration and VAT note elsewhere.
 */
import { SITE_LOCALE_INFO, type SiteLocale } from '../../lib/locales/site-locales'
import { Badge } from '../blocks/badges'
import { ProductLink } from './product-link'
import type { SiteT } from '../i18n'
import { localiseHref, withPrefix } from '../routing/site-path'
import { badgesFor } from './footer-badges'
import { Icon } from './icons'
import { EXTERNAL_LINKS, SITE_VERSION, SOCIAL_LINKS } from './links'
import { LogoMark } from './logo'
import { quickLinksFor } from './navigation'
import { PRODUCTS, type ProductKey } from './products'

const FOOTER_PRODUCTS: ProductKey[] = ['phonics', 'spelling', 'maths', 'quiz', 'literacyPlus', 'literacy', 'hub', 'game']

export function SiteFooter({ t, locale, prefix }: { t: SiteT; locale: SiteLocale; prefix: string }) {
  const info = SITE_LOCALE_INFO[locale]
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section className="footer-brand" aria-label={t('footer.badges')}>
          <a href={withPrefix(prefix, '/')} className="logo on-dark" aria-label={t('nav.home')}>
            <LogoMark onDark />
            <span aria-hidden="true">{t('brand')}</span>
          </a>
          <p>{t('footer.blurb')}</p>
          <ul className="badge-list small">
            {badgesFor(locale).map((badge) => (
              <li key={badge.title}>
                <Badge badge={badge} />
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick">{t('footer.quickLinks')}</h2>
          <ul>
            {quickLinksFor(locale).map((link) => (
              <li key={link.key}>
                {link.external ? (
                  <a href={link.href} rel="noopener">
                    {t(`nav.${link.key}`)}
                  </a>
                ) : (
                  <a href={localiseHref(link.href, prefix)}>{t(`nav.${link.key}`)}</a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-products">
          <h2 id="footer-products">{t('footer.products')}</h2>
          <ul>
            {FOOTER_PRODUCTS.map((key) => (
              <li key={key}>
                <ProductLink
                  href={PRODUCTS[key].app ? PRODUCTS[key].href : localiseHref(PRODUCTS[key].href, prefix)}
                  app={PRODUCTS[key].app}
                >
                  {t(`products.${key}`)}
                </ProductLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact" className="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <p>
            <Icon name="mail" size={18} />
            <span className="visually-hidden">{t('footer.email')}: </span>
            <a href={`mailto:${info.contact.email}`}>{info.contact.email}</a>
          </p>
          <p>
            <Icon name="phone" size={18} />
            <span className="visually-hidden">{t('footer.phone')}: </span>
            <a href={`tel:${info.contact.phone.replace(/[^+\d]/g, '')}`}>{info.contact.phone}</a>
          </p>
          <a className="button small" href={EXTERNAL_LINKS.helpCentre} rel="noopener">
            <Icon name="help" size={18} /> {t('footer.getHelp')}
          </a>
          <h2 className="social-heading">{t('footer.social')}</h2>
          <ul className="social">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} rel="noopener" aria-label={link.label}>
                  <Icon name={link.key} size={22} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="footer-legal">
        {info.footerAddress === 'us' ? (
          <address data-address="us">{t('footer.usAddress')}</address>
        ) : (
          <p data-address="uk">
            {t('footer.companyUk')} {t('footer.vatNote')}
          </p>
        )}
        <p>
          <a href={EXTERNAL_LINKS.terms}>{t('footer.terms')}</a> · <a href={EXTERNAL_LINKS.privacy}>{t('footer.privacy')}</a> ·{' '}
          {t('footer.copyright')} · {t('footer.version', { version: SITE_VERSION })}
        </p>
      </div>
    </footer>
  )
}

/** The brand bar (desktop only, 44 px): the sibling products and Play Game (spec 2.3). */
import { ProductLink } from './product-link'
import type { SiteT } from '../i18n'
import { localiseHref } from '../routing/site-path'
import { PRODUCTS, type ProductKey } from './products'

const BAR: ProductKey[] = ['account', 'quiz', 'spelling', 'phonics', 'maths', 'literacyPlus', 'literacy']

export function BrandBar({ t, prefix }: { t: SiteT; prefix: string }) {
  const href = (key: ProductKey) => (PRODUCTS[key].app ? PRODUCTS[key].href : localiseHref(PRODUCTS[key].href, prefix))
  return (
    <nav className="brand-bar" aria-label={t('brandBar.label')}>
      <ul>
        {BAR.map((key) => (
          <li key={key}>
            <ProductLink href={href(key)} app={PRODUCTS[key].app}>
              {t(`brandBar.${key}`)}
            </ProductLink>
          </li>
        ))}
      </ul>
      <ProductLink href={PRODUCTS.game.href} app className="button small play-game">
        {t('brandBar.playGame')}
      </ProductLink>
    </nav>
  )
}

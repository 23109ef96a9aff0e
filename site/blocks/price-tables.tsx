/** The Pricing page's tables: every figure from the region's constants and the price rules (lib/pricing). */
import { SITE_LOCALE_INFO } from '../../lib/locales/site-locales'
import { formatMoney } from '../../lib/pricing/format-money'
import { priceSheet, type ProductSheet } from '../../lib/pricing/price-sheet'
import type { Currency } from '../../lib/pricing/regional-prices'
import type { BlockData } from '../data/pages'
import type { BlockContext } from './context'

const CURRENCY_NAMES: Record<Currency, string> = {
  gbp: 'pounds sterling',
  usd: 'US dollars',
  aud: 'Australian dollars',
  eur: 'euro',
  nzd: 'New Zealand dollars',
  zar: 'rand',
}

export function PriceTables({ block, ctx }: { block: BlockData; ctx: BlockContext }) {
  const { t, locale } = ctx
  const { iso, priceRegion } = SITE_LOCALE_INFO[locale]
  const sheet = priceSheet(priceRegion)
  const money = (amount: number, currency: Currency = sheet.currency) => formatMoney(amount, currency, iso)
  const products = (block.products ?? ['spelling', 'maths', 'phonics']) as ('spelling' | 'maths' | 'phonics')[]

  const productCards = (key: 'spelling' | 'maths', prices: ProductSheet) => {
    const pupils = sheet.pupilsPerClassroom
    const plans = [
      { plan: 'personal', amount: prices.personal, unit: t('pricing.perYear'), lead: t('pricing.plans.personalLead') },
      { plan: 'teacher', amount: prices.teacher, unit: t('pricing.perYear'), lead: t('pricing.plans.teacherLead', { count: pupils }) },
      { plan: 'premium', amount: prices.premium, unit: t('pricing.perPupilPerYear'), lead: t('pricing.plans.premiumLead') },
      { plan: 'app', amount: prices.app, unit: t('pricing.oneOff'), lead: t('pricing.plans.appLead') },
    ]
    return (
      <section className="price-product" id={key} key={key} aria-labelledby={`${key}-title`}>
        <h2 id={`${key}-title`}>{t(`pricing.${key}.title`)}</h2>
        <p className="intro">{t(`pricing.${key}.lead`)}</p>
        <ul className="price-cards">
          {plans.map(({ plan, amount, unit, lead }) => (
            <li className="price-card" key={plan} data-plan={plan}>
              <h3>{t(`pricing.plans.${plan}`)}</h3>
              <p className="price">
                <span className="amount" data-amount={amount}>
                  {money(amount)}
                </span>{' '}
                <span className="unit">{unit}</span>
              </p>
              <p>{lead}</p>
            </li>
          ))}
        </ul>
        <p className="price-example">
          {t('pricing.classroomExample', { count: pupils, total: money(prices.premiumClassroom), perPupil: money(prices.premium) })}{' '}
          {t('pricing.teacherPerPupil', { count: pupils, perPupil: money(prices.teacherPerPupil) })}
        </p>
      </section>
    )
  }

  const phonics = () => (
    <section className="price-product" id="phonics" key="phonics" aria-labelledby="phonics-title">
      <h2 id="phonics-title">{t('pricing.phonics.title')}</h2>
      <p className="intro">{t('pricing.phonics.lead')}</p>
      <table className="price-table">
        <thead>
          <tr>
            <th scope="col">{t('pricing.item')}</th>
            <th scope="col">{t('pricing.price')}</th>
          </tr>
        </thead>
        <tbody>
          {sheet.phonics.items.map(({ key, amount }) => (
            <tr key={key} data-item={key}>
              <th scope="row">
                {key === 'digital' && sheet.phonics.digitalPer === 'school'
                  ? t('pricing.phonicsItems.digitalSchool')
                  : t(`pricing.phonicsItems.${key}`)}
              </th>
              <td>
                {money(amount, sheet.phonics.currency)}
                {sheet.phonics.plusVat && <span className="vat"> {t('pricing.plusVat')}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="price-example">{sheet.phonics.plusVat ? t('pricing.vatNote') : t('pricing.noVatNote')}</p>
    </section>
  )

  return (
    <div className="price-tables" data-currency={sheet.currency}>
      <p className="currency-note">{t('pricing.currencyNote', { currency: CURRENCY_NAMES[sheet.currency] })}</p>
      {products.map((product) => (product === 'phonics' ? phonics() : productCards(product, sheet[product])))}
    </div>
  )
}

import type { Metadata } from 'next'
import { siteTranslator } from './i18n'

export async function generateMetadata(): Promise<Metadata> {
  const t = await siteTranslator()
  return { title: t('home.title'), description: t('home.description') }
}

type Feature = { title: string; body: string }

/** The home page in the default locale (en-gb), rendered on the server with no client JavaScript of its own. */
export default async function HomePage() {
  const t = await siteTranslator()
  const features = t('home.features', { returnObjects: true }) as Feature[]
  return (
    <>
      <header className="top">
        <a className="logo" href="/">
          {t('brand')}
        </a>
        <nav aria-label="Main">
          <a href="/pricing">{t('nav.pricing')}</a>
          <a href="/browse">{t('nav.resources')}</a>
          <a className="button small" href="/console">
            {t('nav.signIn')}
          </a>
        </nav>
      </header>
      <main>
        <section className="hero">
          <h1>{t('home.heroTitle')}</h1>
          <p>{t('home.heroLead')}</p>
          <div className="actions">
            <a className="button" href="/console">
              {t('home.ctaTrial')}
            </a>
            <a className="button secondary" href="/pricing">
              {t('home.ctaPricing')}
            </a>
          </div>
        </section>
        <section className="features" aria-label="What Inkwell does">
          {features.map((feature) => (
            <article key={feature.title}>
              <h2>{feature.title}</h2>
              <p>{feature.body}</p>
            </article>
          ))}
        </section>
        <p className="schools">{t('home.schoolsLine')}</p>
      </main>
      <footer>
        <p>{t('footer.company')}</p>
        <p>
          <a href={`mailto:${t('footer.contact')}`}>{t('footer.contact')}</a>
        </p>
      </footer>
    </>
  )
}

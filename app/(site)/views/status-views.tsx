/**
 * The error page of spec 2.2, rendered on the server: 'This page could not be found' with a way home for
 * a 404, 'Error' for anything else. The `data-inkwell-status` attribute tells the proxy which HTTP status
 * to answer with (a page cannot set its own status in Next without losing its layout; see proxy.ts).
 */
import Link from 'next/link'
import type { SiteT } from '../i18n'

export function NotFoundView({ t, home }: { t: SiteT; home: string }) {
  return (
    <section className="hero narrow error-page" data-inkwell-status="404">
      <div className="hero-text">
        <p className="eyebrow">{t('errors.status', { status: 404 })}</p>
        <h1>{t('errors.notFound')}</h1>
        <p className="lead">{t('errors.notFoundLead')}</p>
        <div className="actions">
          <Link className="button" href={home} prefetch={false}>
            {t('errors.backHome')}
          </Link>
        </div>
      </div>
    </section>
  )
}

export function ServerErrorView({ t, reference }: { t: SiteT; reference?: string }) {
  return (
    <section className="hero narrow error-page" data-inkwell-status="500">
      <div className="hero-text">
        <p className="eyebrow">{t('errors.status', { status: 500 })}</p>
        <h1>{t('errors.generic')}</h1>
        <p className="lead">{t('errors.genericLead')}</p>
        {reference && <p className="note">Reference {reference}</p>}
      </div>
    </section>
  )
}

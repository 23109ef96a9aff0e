/**
 * The error pages of spec 2.2: 'This page could not be found' with a way home for a 404, 'Error' (with the
 * reference support can find in the log) for anything else, and, should rendering the error page fail
 * too, a fallback that needs nothing but a string. `data-status` tells the browser script the page is an
 * error (the loading bar ends in its failed style).
 */
import site from '../../locales/en-GB/site.json'
import type { SiteT } from '../i18n'

export function NotFoundView({ t, home }: { t: SiteT; home: string }) {
  return (
    <section className="hero narrow error-page" data-status="404">
      <div className="hero-text">
        <p className="eyebrow">{t('errors.status', { status: 404 })}</p>
        <h1>{t('errors.notFound')}</h1>
        <p className="lead">{t('errors.notFoundLead')}</p>
        <div className="actions">
          <a className="button" href={home}>
            {t('errors.backHome')}
          </a>
        </div>
      </div>
    </section>
  )
}

export function ServerErrorView({ t, reference }: { t: SiteT; reference: string }) {
  return (
    <section className="hero narrow error-page" data-status="500">
      <div className="hero-text">
        <p className="eyebrow">{t('errors.status', { status: 500 })}</p>
        <h1>{t('errors.generic')}</h1>
        <p className="lead">{t('errors.genericLead')}</p>
        <p className="note">Reference {reference}</p>
      </div>
    </section>
  )
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** When the error page itself cannot be rendered: the failures' messages and a link home, in en-GB. */
export function errorPageFailedHtml(reference: string, failures: unknown[]): string {
  const text = site.errors
  const details = failures.map((failure) => (failure as Error)?.message ?? String(failure)).join('\n')
  return `<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(text.generic)}</title></head>
<body><main><section data-status="error-page-failed"><h1>${escapeHtml(text.errorPageFailedTitle)}</h1><p>${escapeHtml(text.errorPageFailedBody)}</p>
<details><summary>${escapeHtml(text.details)}</summary><pre>${escapeHtml(details)}</pre></details><p>Reference ${escapeHtml(reference)}</p>
<a href="/">${escapeHtml(text.goHome)}</a></section></main></body></html>`
}

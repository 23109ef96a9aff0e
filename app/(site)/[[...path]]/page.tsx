/**
 * Every route of the marketing site: `/`, `/{locale}`, `/{page}` and `/{locale}/{page}` (pages of the
 * pages collection, including `resource/{key}` and `browse/…`), plus the Login and Logout routes.
 * Rendered on request from the CMS (the proxy's page cache keeps the result until content changes).
 */
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { SITE_LOCALE_INFO } from '../../../lib/locales/site-locales'
import { RenderBlocks } from '../blocks/render-blocks'
import { LogoutNow } from '../client/logout-now'
import { SignInLink } from '../client/sign-in-link'
import { findPage, isSignedIn, type PageDoc } from '../data/pages'
import { siteT } from '../i18n'
import { alternatePaths, canonicalPath, publicOrigin } from '../routing/alternates'
import { parseSitePath, routePath, withPrefix, type SitePath } from '../routing/site-path'
import { NotFoundView, ServerErrorView } from '../views/status-views'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

type Resolved = { site: SitePath; page: PageDoc | null; failure?: 'not-found' | 'error' }

/** The route and its page; a missing page or an unreachable database is shown, not thrown (see status-views). */
async function resolve(props: Props): Promise<Resolved> {
  const { path = [] } = await props.params
  const site = parseSitePath(path)
  const { route } = site
  if (route.kind === 'not-found') return { site, page: null, failure: 'not-found' }
  if (route.kind === 'login' || route.kind === 'logout') return { site, page: null }
  try {
    const page = await findPage(route.kind === 'home' ? 'home' : route.slug, site.locale)
    return page ? { site, page } : { site, page: null, failure: 'not-found' }
  } catch (err) {
    console.error(`site: could not read page ${routePath(route)}:`, (err as Error).message)
    return { site, page: null, failure: 'error' }
  }
}

/** The page's metadata; when there is no page (or no database), the page itself shows the 404 or error. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page, failure } = await resolve(props)
  const t = siteT(site.locale)
  if (failure) return { title: `${failure === 'not-found' ? t('errors.notFound') : t('errors.generic')} · ${t('brand')}`, robots: { index: false } }
  const address = routePath(site.route)
  const title = page?.title ?? (site.route.kind === 'login' ? t('auth.loginTitle') : t('auth.signedOutTitle'))
  const isHome = site.route.kind === 'home'
  return {
    title: isHome ? `${t('brand')} – ${title}` : `${title} · ${t('brand')}`,
    description: page?.description ?? t('tagline'),
    alternates: { canonical: canonicalPath(site.locale, address), languages: page && !page.requiresSignIn ? alternatePaths(address) : undefined },
    openGraph: { title, description: page?.description ?? undefined, siteName: t('brand'), locale: SITE_LOCALE_INFO[site.locale].underscored, type: 'website' },
    robots: page && !page.requiresSignIn ? undefined : { index: false },
  }
}

export default async function SitePage(props: Props) {
  const { site, page, failure } = await resolve(props)
  const t = siteT(site.locale)
  const ctx = { locale: site.locale, prefix: site.prefix, t }
  if (failure === 'not-found') return <NotFoundView t={t} home={withPrefix(site.prefix, '/')} />
  if (failure === 'error') return <ServerErrorView t={t} />

  if (site.route.kind === 'logout') {
    return (
      <section className="hero narrow">
        <div className="hero-text">
          <h1>{t('auth.signedOutTitle')}</h1>
          <LogoutNow signingOut={t('auth.signingOut')} signedOut={t('auth.signedOut')} />
          <a className="button" href={withPrefix(site.prefix, '/')}>
            {t('errors.backHome')}
          </a>
        </div>
      </section>
    )
  }

  if (site.route.kind === 'login') {
    const wanted = (await props.searchParams).redirect
    const target = typeof wanted === 'string' && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : withPrefix(site.prefix, '/')
    return (
      <section className="hero narrow" data-inkwell-cache="private">
        <div className="hero-text">
          <h1>{t('auth.loginTitle')}</h1>
          <p className="lead">{t('auth.loginBody')}</p>
          <div className="actions">
            <SignInLink className="button" path={target} serverOrigin={publicOrigin()}>
              {t('auth.loginButton')}
            </SignInLink>
          </div>
        </div>
      </section>
    )
  }

  if (page!.requiresSignIn && !(await isSignedIn(await headers()))) {
    redirect(`${withPrefix(site.prefix, '/login')}?redirect=${encodeURIComponent(withPrefix(site.prefix, routePath(site.route)))}`)
  }

  const blocks = page!.layout ?? []
  return (
    <article className="page" data-page={page!.slug} {...(page!.requiresSignIn ? { 'data-inkwell-cache': 'private' } : {})}>
      {blocks[0]?.blockType !== 'hero' && <h1 className="page-title">{page!.title}</h1>}
      <RenderBlocks blocks={blocks} ctx={ctx} />
      {page!.slug.startsWith('resource/') && (
        <p className="print-actions">
          <button type="button" className="button secondary" data-print>
            {t('resources.print')}
          </button>
        </p>
      )}
    </article>
  )
}

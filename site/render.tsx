/**
 * Renders one marketing-site address to HTML with React on the server (no hydration): `/`, `/{locale}`,
 * `/{page}` and `/{locale}/{page}` (pages of the pages collection, including `resource/{key}` and
 * `browse/…`), the Login and Logout routes, and the 404 and error pages. The middleware
 * (site/middleware.ts) keeps public 200 answers in the page cache until the content changes.
 */
import type { Payload } from 'payload'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { newErrorReference } from '../lib/api/errors'
import { logger } from '../lib/http/logger'
import { currentRequestContext } from '../lib/http/request-context'
import { RenderBlocks } from './blocks/render-blocks'
import type { CachedPage } from './cache/page-cache'
import { accessTokenUrl } from './chrome/products'
import { findPage, isSignedIn, listResources, type PageDoc } from './data/pages'
import { siteT, type SiteT } from './i18n'
import { alternatePaths, canonicalPath, publicOrigin } from './routing/alternates'
import { parsePathname, routePath, withPrefix, type SitePath } from './routing/site-path'
import { SiteDocument, type DocumentHead, type SiteAssets } from './views/document'
import { errorPageFailedHtml, NotFoundView, ServerErrorView } from './views/status-views'

export type SiteRequest = { url: URL; headers: Headers; assets: SiteAssets }

type Body = { status: number; head: DocumentHead; content: ReactNode; private?: boolean }

const html = (site: SitePath, request: SiteRequest, t: SiteT, body: Body) =>
  '<!DOCTYPE html>' +
  renderToStaticMarkup(
    <SiteDocument t={t} locale={site.locale} prefix={site.prefix} path={routePath(site.route)} head={body.head} assets={request.assets}>
      {body.content}
    </SiteDocument>,
  )

const notFound = (site: SitePath, t: SiteT): Body => ({
  status: 404,
  head: { title: `${t('errors.notFound')} · ${t('brand')}`, description: t('tagline'), noIndex: true },
  content: <NotFoundView t={t} home={withPrefix(site.prefix, '/')} />,
})

export async function renderSitePage(payload: Payload, request: SiteRequest): Promise<CachedPage> {
  const site = parsePathname(request.url.pathname)
  const t = siteT(site.locale)
  try {
    const body = await pageBody(payload, request, site, t)
    if ('html' in body) return body
    return { status: body.status, html: html(site, request, t, body), private: Boolean(body.private) }
  } catch (err) {
    const reference = newErrorReference()
    const context = currentRequestContext()
    if (context) Object.assign(context, { errorReference: reference, error: err })
    logger.error({ err: (err as Error).message, path: request.url.pathname, errorReference: reference }, 'site: could not render a page')
    const failed = { status: 500, private: true, reference }
    try {
      const head = { title: `${t('errors.generic')} · ${t('brand')}`, description: t('tagline'), noIndex: true }
      return { ...failed, html: html(site, request, t, { status: 500, head, content: <ServerErrorView t={t} reference={reference} /> }) }
    } catch (again) {
      return { ...failed, html: errorPageFailedHtml(reference, [err, again]) }
    }
  }
}

async function pageBody(payload: Payload, request: SiteRequest, site: SitePath, t: SiteT): Promise<Body | CachedPage> {
  const { route, prefix, locale } = site
  if (route.kind === 'not-found') return notFound(site, t)
  const address = routePath(route)

  if (route.kind === 'logout') {
    return {
      status: 200,
      head: {
        title: `${t('auth.signedOutTitle')} · ${t('brand')}`,
        description: t('tagline'),
        canonical: canonicalPath(locale, address),
        noIndex: true,
      },
      content: (
        <section className="hero narrow">
          <div className="hero-text">
            <h1>{t('auth.signedOutTitle')}</h1>
            <p role="status" className="lead" data-logout-state="pending" data-signed-out={t('auth.signedOut')}>
              {t('auth.signingOut')}
            </p>
            <a className="button" href={withPrefix(prefix, '/')}>
              {t('errors.backHome')}
            </a>
          </div>
        </section>
      ),
    }
  }

  if (route.kind === 'login') {
    const wanted = request.url.searchParams.get('redirect')
    const target = wanted && wanted.startsWith('/') && !wanted.startsWith('//') ? wanted : withPrefix(prefix, '/')
    return {
      status: 200,
      private: true,
      head: {
        title: `${t('auth.loginTitle')} · ${t('brand')}`,
        description: t('tagline'),
        canonical: canonicalPath(locale, address),
        noIndex: true,
      },
      content: (
        <section className="hero narrow">
          <div className="hero-text">
            <h1>{t('auth.loginTitle')}</h1>
            <p className="lead">{t('auth.loginBody')}</p>
            <div className="actions">
              {/* The browser script puts the visitor's own origin in front of the return path. */}
              <a className="button" href={accessTokenUrl(publicOrigin() + target)} data-login-return={target}>
                {t('auth.loginButton')}
              </a>
            </div>
          </div>
        </section>
      ),
    }
  }

  const page = await findPage(payload, route.kind === 'home' ? 'home' : route.slug, locale)
  if (!page) return notFound(site, t)
  if (page.requiresSignIn && !(await isSignedIn(payload, request.headers))) {
    const location = `${withPrefix(prefix, '/login')}?redirect=${encodeURIComponent(withPrefix(prefix, address))}`
    return { status: 307, html: '', private: true, location }
  }
  return {
    status: 200,
    private: Boolean(page.requiresSignIn),
    head: pageHead(site, page, t),
    content: await pageContent(payload, site, page, t),
  }
}

function pageHead(site: SitePath, page: PageDoc, t: SiteT): DocumentHead {
  const address = routePath(site.route)
  const indexed = !page.requiresSignIn
  return {
    title: site.route.kind === 'home' ? `${t('brand')} – ${page.title}` : `${page.title} · ${t('brand')}`,
    description: page.description ?? t('tagline'),
    canonical: canonicalPath(site.locale, address),
    alternates: indexed ? alternatePaths(address) : undefined,
    openGraph: { title: page.title, description: page.description ?? undefined },
    noIndex: !indexed,
  }
}

async function pageContent(payload: Payload, site: SitePath, page: PageDoc, t: SiteT) {
  // Blocks that list other pages read them first: rendering to static markup cannot wait.
  const blocks = await Promise.all(
    (page.layout ?? []).map(async (block) =>
      block.blockType === 'resourceList' ? { ...block, resources: await listResources(payload, site.locale, block.category) } : block,
    ),
  )
  return (
    <article className="page" data-page={page.slug}>
      {blocks[0]?.blockType !== 'hero' && <h1 className="page-title">{page.title}</h1>}
      <RenderBlocks blocks={blocks} ctx={{ locale: site.locale, prefix: site.prefix, t }} />
      {page.slug.startsWith('resource/') && (
        <p className="print-actions">
          <button type="button" className="button secondary" data-print>
            {t('resources.print')}
          </button>
        </p>
      )}
    </article>
  )
}

/**
 * Resources from the pages collection (`resource/…`), optionally of one subject, with links to browse by
 * subject. The list is read before rendering (site/render.tsx) and arrives as `block.resources`.
 */
import { RESOURCE_CATEGORIES } from '../../collections/Pages/fields'
import type { BlockData, ResourceSummary } from '../data/pages'
import type { BlockContext } from './context'
import { SiteLink } from './site-link'

export function ResourceList({ block, ctx }: { block: BlockData; ctx: BlockContext }) {
  const { t, prefix } = ctx
  const resources = (block.resources ?? []) as ResourceSummary[]
  return (
    <section className="resources" aria-labelledby="resources-heading">
      <h2 id="resources-heading">
        {block.heading || (block.category ? t(`resources.categories.${block.category}`) : t('resources.heading'))}
      </h2>
      <nav className="chips" aria-label={t('resources.browseBy')}>
        <ul>
          <li>
            <SiteLink href="/browse" prefix={prefix} className={block.category ? 'chip' : 'chip current'}>
              {t('resources.all')}
            </SiteLink>
          </li>
          {RESOURCE_CATEGORIES.map((category) => (
            <li key={category}>
              <SiteLink href={`/browse/${category}`} prefix={prefix} className={block.category === category ? 'chip current' : 'chip'}>
                {t(`resources.categories.${category}`)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      {resources.length === 0 ? (
        <p>{t('resources.empty')}</p>
      ) : (
        <ul className="cards resource-cards">
          {resources.map((resource) => (
            <li className="card" key={resource.slug}>
              <p className="eyebrow">{resource.resourceCategory ? t(`resources.categories.${resource.resourceCategory}`) : ''}</p>
              <h3>
                <SiteLink href={`/${resource.slug}`} prefix={prefix}>
                  {resource.title}
                </SiteLink>
              </h3>
              <p>{resource.description}</p>
              {resource.requiresSignIn && <p className="note">{t('resources.signInNote')}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

import type { BlockData } from '../data/pages'

export type BadgeData = {
  id?: string | null
  title: string
  detail?: string | null
  url?: string | null
  img?: string | null
  style?: string | null
}

/** An award, partner or accreditation badge: the editor's image when there is one, else drawn from its words. */
export function Badge({ badge }: { badge: BadgeData }) {
  const style = badge.style ?? 'award'
  const face = badge.img ? (
    <img src={badge.img} alt={badge.title} className="badge-img" loading="lazy" height={72} />
  ) : (
    <span className={`badge badge-${style}`}>
      <span className="badge-title">{badge.title}</span>
      {badge.detail && <span className="badge-detail">{badge.detail}</span>}
    </span>
  )
  return badge.url ? (
    <a href={badge.url} className="badge-link" rel="noopener">
      {face}
    </a>
  ) : (
    face
  )
}

export function Badges({ block }: { block: BlockData }) {
  const items = (block.items ?? []) as BadgeData[]
  return (
    <section className="badges-block" aria-label={block.heading ?? items.map((b) => b.title).join(', ')}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="badge-list">
        {items.map((badge, index) => (
          <li key={badge.id ?? index}>
            <Badge badge={badge} />
          </li>
        ))}
      </ul>
    </section>
  )
}

import type { BlockData } from '../data/pages'

export function Testimonials({ block }: { block: BlockData }) {
  const items = (block.items ?? []) as { id?: string; quote: string; name: string; role?: string; school?: string }[]
  return (
    <section className="testimonials" aria-label={block.heading ?? undefined}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className="quotes">
        {items.map((item, index) => (
          <li key={item.id ?? index}>
            <figure>
              <blockquote>
                <p>{item.quote}</p>
              </blockquote>
              <figcaption>
                <strong>{item.name}</strong>
                {[item.role, item.school].filter(Boolean).length > 0 && <span>{[item.role, item.school].filter(Boolean).join(', ')}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  )
}

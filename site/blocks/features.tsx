import { Icon } from '../chrome/icons'
import type { BlockData } from '../data/pages'

export function Features({ block }: { block: BlockData }) {
  const items = (block.items ?? []) as { id?: string; title: string; body: string; icon?: string }[]
  const ItemHeading = block.heading ? 'h3' : 'h2'
  return (
    <section className="features-block" aria-label={block.heading ? undefined : items.map((i) => i.title).join(', ')}>
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="intro">{block.intro}</p>}
      <ul className="cards">
        {items.map((item, index) => (
          <li className="card" key={item.id ?? index}>
            <span className="card-icon">
              <Icon name={item.icon ?? 'star'} />
            </span>
            <ItemHeading>{item.title}</ItemHeading>
            <p>{item.body}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

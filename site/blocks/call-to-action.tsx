import type { BlockData } from '../data/pages'
import type { BlockContext } from './context'
import { SiteLink } from './site-link'

export function CallToAction({ block, ctx }: { block: BlockData; ctx: BlockContext }) {
  return (
    <section className="cta">
      <h2>{block.heading}</h2>
      {block.body && <p>{block.body}</p>}
      <div className="actions">
        {block.action?.href && (
          <SiteLink className="button" href={block.action.href} prefix={ctx.prefix}>
            {block.action.label}
          </SiteLink>
        )}
        {block.secondaryAction?.href && (
          <SiteLink className="button secondary on-dark" href={block.secondaryAction.href} prefix={ctx.prefix}>
            {block.secondaryAction.label}
          </SiteLink>
        )}
      </div>
    </section>
  )
}

import type { BlockData } from '../data/pages'
import type { BlockContext } from './context'
import { Illustration } from './illustrations'
import { SiteLink } from './site-link'

export function Hero({ block, ctx, level }: { block: BlockData; ctx: BlockContext; level: 1 | 2 }) {
  const Heading = level === 1 ? 'h1' : 'h2'
  const art = block.illustration && block.illustration !== 'none'
  return (
    <section className={`hero${art ? ' with-art' : ''}`}>
      <div className="hero-text">
        {block.eyebrow && <p className="eyebrow">{block.eyebrow}</p>}
        <Heading>{block.heading}</Heading>
        {block.lead && <p className="lead">{block.lead}</p>}
        {(block.primaryAction?.href || block.secondaryAction?.href) && (
          <div className="actions">
            {block.primaryAction?.href && (
              <SiteLink className="button" href={block.primaryAction.href} prefix={ctx.prefix}>
                {block.primaryAction.label}
              </SiteLink>
            )}
            {block.secondaryAction?.href && (
              <SiteLink className="button secondary" href={block.secondaryAction.href} prefix={ctx.prefix}>
                {block.secondaryAction.label}
              </SiteLink>
            )}
          </div>
        )}
      </div>
      {art && <Illustration name={block.illustration} />}
    </section>
  )
}

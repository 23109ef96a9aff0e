/** A page's blocks, top to bottom. The first block's heading is the page's h1 when it is a hero. */
import type { BlockData } from '../data/pages'
import { Badges } from './badges'
import { CallToAction } from './call-to-action'
import type { BlockContext } from './context'
import { Features } from './features'
import { Hero } from './hero'
import { PriceTables } from './price-tables'
import { ResourceList } from './resource-list'
import { RichTextBlock } from './rich-text'
import { Testimonials } from './testimonials'

export function RenderBlocks({ blocks, ctx }: { blocks: BlockData[]; ctx: BlockContext }) {
  return (
    <>
      {blocks.map((block, index) => {
        const key = block.id ?? `${block.blockType}-${index}`
        switch (block.blockType) {
          case 'hero':
            return <Hero key={key} block={block} ctx={ctx} level={index === 0 ? 1 : 2} />
          case 'features':
            return <Features key={key} block={block} />
          case 'testimonials':
            return <Testimonials key={key} block={block} />
          case 'badges':
            return <Badges key={key} block={block} />
          case 'callToAction':
            return <CallToAction key={key} block={block} ctx={ctx} />
          case 'content':
            return <RichTextBlock key={key} block={block} ctx={ctx} />
          case 'priceTables':
            return <PriceTables key={key} block={block} ctx={ctx} />
          case 'resourceList':
            return <ResourceList key={key} block={block} ctx={ctx} />
          default:
            // A block type this site does not know yet: leave it out rather than fail the page.
            console.warn(`site: no renderer for block type "${block.blockType}"`)
            return null
        }
      })}
    </>
  )
}

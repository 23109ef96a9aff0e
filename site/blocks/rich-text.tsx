/** Lexical rich text through Payload's JSX converters; site links keep the reader's locale prefix. */
import { RichText as PayloadRichText } from '@payloadcms/richtext-lexical/react'
import type { BlockData } from '../data/pages'
import { localiseHref } from '../routing/site-path'
import type { BlockContext } from './context'

export function RichTextBlock({ block, ctx }: { block: BlockData; ctx: BlockContext }) {
  if (!block.richText?.root) return null
  return (
    <section className="prose">
      <PayloadRichText
        data={block.richText}
        disableContainer
        converters={({ defaultConverters }) => ({
          ...defaultConverters,
          link: ({ node, nodesToJSX }: any) => {
            const url: string = node.fields?.url ?? '#'
            const external = /^https?:\/\//.test(url)
            return (
              <a href={localiseHref(url, ctx.prefix)} {...(node.fields?.newTab || external ? { rel: 'noopener noreferrer' } : {})}>
                {nodesToJSX({ nodes: node.children })}
              </a>
            )
          },
        })}
      />
    </section>
  )
}

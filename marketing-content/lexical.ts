/**
 * A little Markdown to Lexical editor state, for seed copy: paragraphs, ## and ### headings, > quotes,
 * - and 1. lists, **bold**, *italic* and [links](/path). The output is the JSON Payload's Lexical field stores.
 */
type LexicalNode = Record<string, unknown>

const FORMAT_BOLD = 1
const FORMAT_ITALIC = 2

const element = (type: string, children: LexicalNode[], extra: Record<string, unknown> = {}): LexicalNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

const text = (value: string, format = 0): LexicalNode => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })

/** Inline text: links, then bold and italic runs inside and between them. */
export function inline(source: string): LexicalNode[] {
  const nodes: LexicalNode[] = []
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*|\*([^*]+)\*/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index! > last) nodes.push(text(source.slice(last, match.index)))
    if (match[1] !== undefined) {
      const url = match[2]
      nodes.push(element('link', inline(match[1]), { fields: { linkType: 'custom', url, newTab: /^https?:/.test(url) } }))
    } else if (match[3] !== undefined) nodes.push(text(match[3], FORMAT_BOLD))
    else nodes.push(text(match[4], FORMAT_ITALIC))
    last = match.index! + match[0].length
  }
  if (last < source.length) nodes.push(text(source.slice(last)))
  return nodes
}

const paragraph = (source: string) => element('paragraph', inline(source), { textFormat: 0, textStyle: '' })

export function markdownToLexical(markdown: string) {
  const children: LexicalNode[] = []
  const blocks = markdown.trim().split(/\n\s*\n/)
  for (const block of blocks) {
    const lines = block.split('\n').map((line) => line.trim())
    const heading = /^(#{2,4})\s+(.*)$/.exec(lines[0])
    if (heading && lines.length === 1) {
      children.push(element('heading', inline(heading[2]), { tag: `h${heading[1].length}` }))
    } else if (lines.every((line) => /^[-*]\s+/.test(line))) {
      children.push(list('bullet', lines.map((line) => line.replace(/^[-*]\s+/, ''))))
    } else if (lines.every((line) => /^\d+\.\s+/.test(line))) {
      children.push(list('number', lines.map((line) => line.replace(/^\d+\.\s+/, ''))))
    } else if (lines.every((line) => line.startsWith('>'))) {
      children.push(element('quote', inline(lines.map((line) => line.replace(/^>\s?/, '')).join(' '))))
    } else {
      children.push(paragraph(lines.join(' ')))
    }
  }
  return { root: element('root', children) }
}

function list(listType: 'bullet' | 'number', items: string[]): LexicalNode {
  return element(
    'list',
    items.map((item, index) => element('listitem', inline(item), { value: index + 1 })),
    { listType, start: 1, tag: listType === 'bullet' ? 'ul' : 'ol' },
  )
}

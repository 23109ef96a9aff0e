/**
 * Finds the dictionary form of an inflected word (abilities → ability, stopped → stop) with the suffix
 * rules of English spelling, so an inflection can borrow its lemma's definition. Pure: `isLemma` says which
 * candidate forms exist.
 */
export type Inflection = { base: string; form: string }

/** What part of speech the base must have for the suffix to be an inflection (news is not the plural of new). */
export type BaseKind = 'noun-or-verb' | 'verb' | 'adjective'

const RULES: [suffix: RegExp, replacement: string, form: string, base: BaseKind][] = [
  [/ies$/, 'y', 'plural or third-person form', 'noun-or-verb'],
  [/([sxz]|[cs]h)es$/, '$1', 'plural or third-person form', 'noun-or-verb'],
  [/oes$/, 'o', 'plural or third-person form', 'noun-or-verb'],
  [/s$/, '', 'plural or third-person form', 'noun-or-verb'],
  [/ied$/, 'y', 'past tense', 'verb'],
  [/([b-df-hj-np-tv-z])\1ed$/, '$1', 'past tense', 'verb'],
  [/ed$/, 'e', 'past tense', 'verb'],
  [/ed$/, '', 'past tense', 'verb'],
  [/([b-df-hj-np-tv-z])\1ing$/, '$1', '-ing form', 'verb'],
  [/ing$/, 'e', '-ing form', 'verb'],
  [/ing$/, '', '-ing form', 'verb'],
  [/ier$/, 'y', 'comparative', 'adjective'],
  [/iest$/, 'y', 'superlative', 'adjective'],
  [/([b-df-hj-np-tv-z])\1er$/, '$1', 'comparative', 'adjective'],
  [/([b-df-hj-np-tv-z])\1est$/, '$1', 'superlative', 'adjective'],
  [/er$/, 'e', 'comparative', 'adjective'],
  [/er$/, '', 'comparative', 'adjective'],
  [/est$/, 'e', 'superlative', 'adjective'],
  [/est$/, '', 'superlative', 'adjective'],
]

export function findLemma(word: string, isLemma: (candidate: string, kind: BaseKind) => boolean): Inflection | null {
  for (const [suffix, replacement, form, kind] of RULES) {
    if (!suffix.test(word)) continue
    const base = word.replace(suffix, replacement)
    if (base.length >= 2 && base !== word && isLemma(base, kind)) return { base, form }
  }
  return null
}

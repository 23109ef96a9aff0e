/**
 * Sentence and definition hints, pure. A hint must help without giving the spelling away, so the word (and
 * its plain inflections: cats, jumped, running) is hidden behind a blank in the text shown. The sentence is
 * still spoken in full: hearing the word in use is the point.
 */

export const BLANK = '_____'

const SUFFIXES = ['', 's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'est', 'ly', "'s"]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Replaces each whole-word occurrence of `word` (any case, straight or curly apostrophes) and of the word with
 * a common suffix by a blank. The suffix stays visible ("cats" → "_____s"), which helps without spelling.
 * A doubled final consonant (running) and a dropped final e (making) count as the word too.
 */
export function hideWord(text: string, word: string): string {
  const target = word.trim()
  if (!target || !text) return text
  const stems = new Set([target])
  const last = target.slice(-1)
  if (/[bcdfghjklmnpqrstvwxz]/i.test(last)) stems.add(target + last) // run → runn(ing)
  if (/e$/i.test(target) && target.length > 2) stems.add(target.slice(0, -1)) // make → mak(ing)
  const stemPattern = [...stems]
    .sort((a, b) => b.length - a.length)
    .map((stem) => escapeRegExp(stem).replace(/'/g, "['\u2019]"))
    .join('|')
  const suffixPattern = SUFFIXES.map((s) => escapeRegExp(s).replace(/'/g, "['\u2019]")).join('|')
  const pattern = new RegExp(`(?<![\\p{L}'\u2019-])(${stemPattern})(${suffixPattern})(?![\\p{L}])`, 'giu')
  const same = (a: string, b: string) => a.replace(/\u2019/g, "'").toLowerCase() === b.replace(/\u2019/g, "'").toLowerCase()
  return text.replace(pattern, (match, stem: string, suffix: string) => {
    // A shortened stem only counts with a suffix that needs it: "mak" alone is not "make".
    if (!same(stem, target) && !/^(ing|ed|er|ers|est)$/i.test(suffix)) return match
    // The plain suffixes of the word itself are kept to help; those of a changed stem are hidden with it.
    return same(stem, target) ? BLANK + suffix : BLANK
  })
}

/** Whether a hint is worth offering: present and not just the word itself. */
export function usableHint(text: string | null | undefined, word: string): string | null {
  const trimmed = text?.trim()
  if (!trimmed) return null
  const hidden = hideWord(trimmed, word)
  return hidden.replace(new RegExp(BLANK, 'g'), '').replace(/[\s\p{P}]/gu, '') ? hidden : null
}

// The words a teacher types or pastes into a list, read as the API will take them.

/** The most words one list holds (the API's limit). */
export const MAX_LIST_WORDS = 100
/** A spelling a pupil can be asked to type: letters, with spaces, hyphens and apostrophes between them. */
export const WORD_PATTERN = /^\p{L}+(?:[ '’-]\p{L}+)*$/u

/**
 * Words from what a teacher typed or pasted: one per line or separated by commas or semicolons (a word may hold
 * a space: "ice cream"), trimmed, duplicates left out (ignoring case). Anything that is not a spelling is
 * returned in `invalid`.
 */
export const parseWords = (input: string): { words: string[]; invalid: string[]; duplicates: string[] } => {
  const words: string[] = []
  const invalid: string[] = []
  const duplicates: string[] = []
  const seen = new Set<string>()
  for (const raw of input.split(/[\n\r,;\t]+/)) {
    const word = raw.trim().replace(/\s+/g, ' ')
    if (!word) continue
    if (!WORD_PATTERN.test(word) || word.length > 40) {
      invalid.push(word)
      continue
    }
    const key = word.toLocaleLowerCase()
    if (seen.has(key)) {
      duplicates.push(word)
      continue
    }
    seen.add(key)
    words.push(word)
  }
  return { words, invalid, duplicates }
}

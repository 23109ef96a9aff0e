/**
 * Pupils' school usernames: unique within a school, lower case, and by default made from a safe word list
 * (adjective + animal) so that no real name is needed. Pure; the same index always gives the same name, so
 * seeds and imports are repeatable.
 */
export const ADJECTIVES = [
  'amber',
  'brave',
  'bright',
  'busy',
  'calm',
  'clever',
  'cosy',
  'daring',
  'eager',
  'fancy',
  'gentle',
  'giant',
  'golden',
  'happy',
  'jolly',
  'kind',
  'lively',
  'lucky',
  'merry',
  'mighty',
  'misty',
  'noble',
  'plucky',
  'proud',
  'quick',
  'quiet',
  'rapid',
  'rosy',
  'shiny',
  'silver',
  'sleepy',
  'smart',
  'snowy',
  'sunny',
  'swift',
  'tidy',
  'witty',
  'zesty',
] as const

export const ANIMALS = [
  'badger',
  'beaver',
  'bison',
  'camel',
  'cheetah',
  'dolphin',
  'eagle',
  'falcon',
  'ferret',
  'gecko',
  'giraffe',
  'hedgehog',
  'heron',
  'koala',
  'lemur',
  'llama',
  'lynx',
  'magpie',
  'meerkat',
  'moose',
  'newt',
  'otter',
  'owl',
  'panda',
  'parrot',
  'penguin',
  'puffin',
  'rabbit',
  'raven',
  'robin',
  'salmon',
  'seal',
  'sparrow',
  'squirrel',
  'tiger',
  'toucan',
  'turtle',
  'walrus',
  'wombat',
  'zebra',
] as const

/** The n-th username (0-based): adjective + animal, then a number once the pairs run out. */
export function schoolUsername(n: number): string {
  const pairs = ADJECTIVES.length * ANIMALS.length
  const pair = n % pairs
  // Step through animals with a stride coprime to their count so neighbours differ in both words.
  const adjective = ADJECTIVES[pair % ADJECTIVES.length]
  const animal = ANIMALS[(pair * 7 + Math.floor(pair / ADJECTIVES.length)) % ANIMALS.length]
  const round = Math.floor(n / pairs)
  return `${adjective}${animal}${round > 0 ? round + 1 : ''}`
}

export const SCHOOL_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,39}$/
export const SCHOOL_USERNAME_RULE = 'Use 3 to 40 letters, digits, dots, dashes or underscores, starting with a letter or digit'

export const normaliseSchoolUsername = (value: string) => value.trim().toLowerCase()

/** The first `count` safe-word usernames not in `taken`, in the list's order. */
export function freeSafeUsernames(taken: ReadonlySet<string>, count: number): string[] {
  const names: string[] = []
  for (let n = 0; names.length < count; n++) {
    const name = schoolUsername(n)
    if (!taken.has(name)) names.push(name)
  }
  return names
}

/** Letters of a name without accents, lower case: `Zoë O'Brien` → `zoe obrien`. */
const asciiWords = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean)

/**
 * A username for a pupil with this name, for teachers who want recognisable ones: first name and the
 * initial of the last (`Ada Lovelace` → `adal`), then 2, 3 … when taken. Without a usable name, the next
 * free safe-word username.
 */
export function usernameFromName(name: string | undefined, taken: ReadonlySet<string>): string {
  const words = name ? asciiWords(name) : []
  if (words.length === 0) return freeSafeUsernames(taken, 1)[0]
  let base = (words[0] + (words.length > 1 ? words[words.length - 1][0] : '')).slice(0, 36)
  if (base.length < 3) base = base.padEnd(3, '0')
  if (!taken.has(base)) return base
  for (let i = 2; ; i++) if (!taken.has(`${base}${i}`)) return `${base}${i}`
}

const capital = (word: string) => word[0].toUpperCase() + word.slice(1)

/**
 * Pseudonymous display names (`Brave Otter`) not already used in the school (`takenNames`, compared
 * case-insensitively). `random` picks an index below its argument.
 */
export function displayNames(count: number, takenNames: ReadonlySet<string>, random: (below: number) => number): string[] {
  const taken = new Set([...takenNames].map((n) => n.toLowerCase()))
  const names: string[] = []
  const total = ADJECTIVES.length * ANIMALS.length
  // Start at a random pair and walk the pairs with a stride coprime to their count, so every pair is
  // visited once before any repeats.
  const stride = 7919 // prime, and larger than the pair count
  let index = random(total)
  for (let tries = 0; names.length < count && tries < total; tries++) {
    index = (index + stride) % total
    const name = `${capital(ADJECTIVES[index % ADJECTIVES.length])} ${capital(ANIMALS[Math.floor(index / ADJECTIVES.length)])}`
    if (!taken.has(name.toLowerCase())) {
      names.push(name)
      taken.add(name.toLowerCase())
    }
  }
  return names
}

/** The display name for a pupil made without one: `amberbadger` → `Amber Badger`. */
export function displayNameForUsername(username: string): string {
  const adjective = ADJECTIVES.find((a) => username.startsWith(a))
  const rest = adjective ? username.slice(adjective.length) : ''
  const animal = ANIMALS.find((a) => rest.startsWith(a))
  if (adjective && animal)
    return `${capital(adjective)} ${capital(animal)}${rest.slice(animal.length) ? ' ' + rest.slice(animal.length) : ''}`
  return capital(username)
}

/**
 * School usernames from a safe word list: pupils need no real names to sign in. Pure; the same index
 * always gives the same name, so seeds and imports are repeatable.
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

/**
 * The avatar of spec section 3: parts, colour slots, palettes and the items of each part with their price
 * in coins (0 = everyone has it). Pure data; the avatar editor and the server share it.
 */
export const AVATAR_PARTS = [
  'eyes',
  'mouth',
  'face',
  'hair',
  'shirt',
  'facialhair',
  'wings',
  'hat',
  'scarf',
  'jewellery',
  'hand',
  'pet',
  'extra',
  'background',
  'facepaint',
] as const
export type AvatarPart = (typeof AVATAR_PARTS)[number]

export const COLOUR_SLOTS = [
  'backgroundColor',
  'hairColor',
  'eyeColor',
  'skinColor',
  'shirtColor1',
  'shirtColor2',
  'headwearColor',
] as const
export type ColourSlot = (typeof COLOUR_SLOTS)[number]

/** Draw order, back to front. */
export const LAYERS = [
  'canvas',
  'background',
  'chairs',
  'hairback',
  'wings',
  'shirt',
  'body',
  'head',
  'face',
  'onface',
  'facialhair',
  'hairfront',
  'masks',
  'hat',
  'held',
  'pet',
  'effects',
] as const

export const SKIN_COLOURS = ['#ffe0bd', '#ffcd94', '#eac086', '#d8a772', '#c68642', '#a86b3c', '#8d5524', '#6b3e1e', '#4a2912'] as const
export const EYE_COLOURS = ['#3b2416', '#6b4423', '#2e6f9e', '#3f7d3a', '#7a7f86'] as const
export const HAIR_COLOURS = [
  '#090806',
  '#2c222b',
  '#3b3024',
  '#4e433f',
  '#504444',
  '#6a4e42',
  '#a7856a',
  '#b89778',
  '#dcd0ba',
  '#debc99',
  '#977961',
  '#e6cea8',
  '#e5c8a8',
  '#a56b46',
  '#91553d',
  '#533d32',
  '#71635a',
  '#b7a69e',
  '#d6c4c2',
  '#cabfb1',
] as const
export const CUSTOM_COLOURS = [
  '#e4572e',
  '#f3a712',
  '#ffd23f',
  '#a8c686',
  '#29bf12',
  '#0ead69',
  '#17bebb',
  '#3bceac',
  '#118ab2',
  '#1d3557',
  '#6a4c93',
  '#9d4edd',
  '#ff66c4',
  '#ef476f',
  '#8d99ae',
  '#2b2d42',
  '#ffffff',
  '#000000',
  '#f4a261',
  '#264653',
] as const

export const PALETTE_FOR: Record<ColourSlot, readonly string[]> = {
  skinColor: SKIN_COLOURS,
  eyeColor: EYE_COLOURS,
  hairColor: HAIR_COLOURS,
  backgroundColor: CUSTOM_COLOURS,
  shirtColor1: CUSTOM_COLOURS,
  shirtColor2: CUSTOM_COLOURS,
  headwearColor: CUSTOM_COLOURS,
}

type Items = Record<string, number>
const free = (...keys: string[]): Items => Object.fromEntries(keys.map((k) => [k, 0]))

/** Items of each part and their price in coins. */
export const AVATAR_ITEMS: Record<AvatarPart, Items> = {
  eyes: { ...free('round', 'happy', 'sleepy', 'wide', 'wink'), star: 20, heart: 20 },
  mouth: { ...free('smile', 'grin', 'open', 'flat', 'tongue'), fangs: 15 },
  face: free('round', 'oval', 'square', 'heart', 'long'),
  hair: { ...free('short', 'curly', 'long', 'bun', 'braids', 'afro', 'bob', 'spiky', 'ponytail', 'shaved'), mohawk: 25, rainbow: 40 },
  shirt: { ...free('tshirt', 'hoodie', 'stripes', 'jumper'), football: 20, superhero: 35, astronaut: 50 },
  facialhair: { ...free('none'), moustache: 10, beard: 15 },
  wings: { fairy: 60, dragon: 80, angel: 60 },
  hat: { ...free('cap', 'beanie'), crown: 50, wizard: 45, pirate: 40 },
  scarf: { stripy: 15, knitted: 15 },
  jewellery: { earrings: 20, necklace: 25 },
  hand: { pencil: 10, book: 10, wand: 30, trophy: 50 },
  pet: { cat: 60, dog: 60, owl: 70, dragon: 100 },
  extra: { glasses: 0, sunglasses: 15, eyepatch: 20 },
  background: { ...free('sky', 'meadow', 'classroom'), space: 30, beach: 25, castle: 40 },
  facepaint: { tiger: 20, butterfly: 20, stars: 15 },
}

/**
 * An item's price in coins, or undefined when the part or the item does not exist. Own keys only: a name such
 * as `constructor` or `__proto__` is no item, whatever plain objects inherit.
 */
export function priceOf(part: string, key: string): number | undefined {
  const items = Object.hasOwn(AVATAR_ITEMS, part) ? (AVATAR_ITEMS as Record<string, Items>)[part] : undefined
  const price = items && Object.hasOwn(items, key) ? items[key] : undefined
  return typeof price === 'number' ? price : undefined
}

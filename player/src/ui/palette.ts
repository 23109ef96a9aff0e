/**
 * Colours for the player. Tile faces are bright but light enough that the
 * dark ink letters keep a contrast ratio well above 7:1 on every face.
 */
export const INK = 0x1e2a4a

export interface TileColours {
  face: number
  /** The darker side that gives the tile its thickness. */
  edge: number
}

export const TILE_COLOURS: readonly TileColours[] = [
  { face: 0xff8a7a, edge: 0xd9574a }, // coral
  { face: 0xffd25a, edge: 0xd9a21f }, // sunshine
  { face: 0x6ee0a8, edge: 0x2fae73 }, // mint
  { face: 0x7cc8ff, edge: 0x3d94d6 }, // sky
  { face: 0xc3a6ff, edge: 0x8a67d9 }, // lilac
  { face: 0xffb26b, edge: 0xd97f2f }, // peach
  { face: 0xff9fd0, edge: 0xd9609f }, // bubblegum
]

export const SCENE_COLOURS = {
  sky: 0xcdebff,
  skyLow: 0xe8f6ff,
  sun: 0xffe27a,
  sunGlow: 0xfff1b8,
  cloud: 0xffffff,
  hillBack: 0x9ad98a,
  hillFront: 0x74c46a,
  shelf: 0xc98b4f,
  shelfEdge: 0x8e5a2e,
  shelfHighlight: 0xe0a96f,
} as const

export const TILE_FONT_FAMILY = ['Nunito', 'Verdana', 'DejaVu Sans', 'Arial', 'sans-serif']

// Login cards as data: which details go on each card and how cards fall onto
// printed sheets. Pure, so the layout rules are tested without a browser.

/** What one card shows. Either a password (just set, shown once) or a sign-in address for a QR code. */
export interface LoginCard {
  id: number
  name: string
  schoolId: number
  username: string
  className?: string
  password?: string
  /** `/play/#key=…`: the QR code's content. */
  signInUrl?: string
}

/** Anything the API answers with a pupil's login details: class passwords or keys, or new pupils. */
export interface LoginDetails {
  id: number
  name: string | null
  school_username: string | null
  school_id: number
  password?: string
  url?: string
  groups?: Array<{ name: string; parent: number | null }>
}

/**
 * Two columns of four: 2 × 90 mm plus a 6 mm gap fits the 190 mm between 10 mm margins of A4 and the
 * 195.9 mm of US Letter; 4 × 58 mm plus three 5 mm gaps (247 mm) fits Letter's 259.4 mm as well as A4.
 */
export const CARDS_PER_SHEET = 8
export const CARD_WIDTH_MM = 90
export const CARD_HEIGHT_MM = 58
export const CARD_COLUMN_GAP_MM = 6
export const CARD_ROW_GAP_MM = 5
export const SHEET_MARGIN_MM = 10

/** Cards in the order given; a pupil without a username has nothing to sign in with and gets no card. */
export const toLoginCards = (details: readonly LoginDetails[], className?: string): LoginCard[] =>
  details.flatMap((pupil) => {
    if (!pupil.school_username) return []
    const ownClass = className ?? pupil.groups?.find((group) => group.parent === null)?.name
    return [
      {
        id: pupil.id,
        name: pupil.name?.trim() || pupil.school_username,
        schoolId: pupil.school_id,
        username: pupil.school_username,
        ...(ownClass ? { className: ownClass } : {}),
        ...(pupil.password ? { password: pupil.password } : {}),
        ...(pupil.url ? { signInUrl: pupil.url } : {}),
      },
    ]
  })

/** Cards grouped into printed sheets of `perSheet` (the last one may be part full). */
export const sheetsOf = <T>(cards: readonly T[], perSheet = CARDS_PER_SHEET): T[][] => {
  const size = Math.max(1, Math.floor(perSheet))
  const sheets: T[][] = []
  for (let start = 0; start < cards.length; start += size) sheets.push(cards.slice(start, start + size))
  return sheets
}

/** Where a pupil signs in by typing: the player on this site, shown without the scheme (`school.example/play`). */
export const playAddress = (origin: string): string => `${origin.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/play`

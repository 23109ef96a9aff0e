/** Parsing, validating and hashing an avatar (JSON text of parts and colours). Pure. */
import { createHash } from 'node:crypto'
import type { FieldError } from '../api/errors'
import { AVATAR_ITEMS, AVATAR_PARTS, COLOUR_SLOTS, PALETTE_FOR, priceOf, type AvatarPart, type ColourSlot } from './catalogue'

export type Avatar = Partial<Record<AvatarPart, string | null> & Record<ColourSlot, string>>

export type AvatarCheck = { avatar: Avatar; errors: FieldError[]; lockedItems: { type: string; key: string }[] }

/** Checks the JSON text: known parts with known items, colours from their palette; lists the paid items used. */
export function checkAvatar(text: string, owned: ReadonlySet<string>): AvatarCheck {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { avatar: {}, errors: [{ path: 'avatar', message: 'The avatar is not valid JSON' }], lockedItems: [] }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    return { avatar: {}, errors: [{ path: 'avatar', message: 'The avatar must be an object of parts and colours' }], lockedItems: [] }
  }
  const errors: FieldError[] = []
  const lockedItems: { type: string; key: string }[] = []
  const avatar: Avatar = {}
  for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
    if ((AVATAR_PARTS as readonly string[]).includes(name)) {
      if (value === null) {
        avatar[name as AvatarPart] = null
        continue
      }
      const price = typeof value === 'string' ? priceOf(name, value) : undefined
      if (price === undefined) {
        errors.push({ path: `avatar.${name}`, message: `Choose one of: ${Object.keys(AVATAR_ITEMS[name as AvatarPart]).join(', ')}` })
        continue
      }
      if (price > 0 && !owned.has(`${name}:${value}`)) lockedItems.push({ type: name, key: value as string })
      avatar[name as AvatarPart] = value as string
    } else if ((COLOUR_SLOTS as readonly string[]).includes(name)) {
      const palette = PALETTE_FOR[name as ColourSlot]
      if (typeof value !== 'string' || !palette.includes(value.toLowerCase())) {
        errors.push({ path: `avatar.${name}`, message: 'Choose a colour from the palette' })
        continue
      }
      avatar[name as ColourSlot] = value.toLowerCase()
    } else {
      errors.push({ path: `avatar.${name}`, message: 'Unknown avatar part or colour' })
    }
  }
  return { avatar, errors, lockedItems }
}

/** The same avatar always hashes the same, whatever the key order: the pre-rendered image's name. */
export function avatarHash(avatar: Avatar): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(avatar).sort(([a], [b]) => a.localeCompare(b))))
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32)
}

/** Spec section 9: size 1 is 56x64, 2 is 160x184, anything else 320x368. */
export const avatarSize = (size: number) =>
  size === 1 ? { width: 56, height: 64 } : size === 2 ? { width: 160, height: 184 } : { width: 320, height: 368 }

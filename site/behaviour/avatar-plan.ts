/**
 * How the avatar menu finds its picture (spec 4 and 9): a pre-rendered image named by the hash of the
 * avatar's parts (or the user's avatar_hash); if that fails, or no hashing is available, the server
 * generates one after 500 ms; without a user id, or if generation fails, the default avatar.
 */
export const AVATAR_GENERATION_DELAY_MS = 500

export type AvatarSize = { width: number; height: number }

/** Size 1 is 56×64, 2 is 160×184 and anything else 320×368, times the scale (default 1). */
export function avatarSize(size: number, scale = 1): AvatarSize {
  const base = size === 1 ? { width: 56, height: 64 } : size === 2 ? { width: 160, height: 184 } : { width: 320, height: 368 }
  return { width: Math.round(base.width * scale), height: Math.round(base.height * scale) }
}

export type AvatarUser = { id?: number | string | null; avatar?: string | null; avatar_hash?: string | null }

export type AvatarPlan =
  { step: 'default'; reason: 'no-user' | 'no-avatar' } | { step: 'prerendered'; hash: string | null } | { step: 'generate' }

export function avatarPlan(user: AvatarUser | null | undefined, canHash: boolean): AvatarPlan {
  if (!user?.id) return { step: 'default', reason: 'no-user' }
  if (user.avatar_hash) return { step: 'prerendered', hash: user.avatar_hash }
  if (!user.avatar) return { step: 'default', reason: 'no-avatar' }
  return canHash ? { step: 'prerendered', hash: null } : { step: 'generate' }
}

/** The avatar's parts in a stable order, so the same avatar always hashes the same. */
export function canonicalAvatar(avatar: string): string {
  try {
    const parsed = JSON.parse(avatar)
    return JSON.stringify(parsed, Object.keys(parsed).sort())
  } catch {
    return avatar
  }
}

export const prerenderedAvatarUrl = (base: string, hash: string, size: number) => `${base.replace(/\/$/, '')}/${hash}_${size}.png`

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 64">${body}</svg>`)}`
/** Shown while the picture is found. */
export const AVATAR_PLACEHOLDER = svg('<rect width="56" height="64" rx="12" fill="#e7e1d6"/>')
export const DEFAULT_AVATAR = svg(
  '<rect width="56" height="64" rx="12" fill="#1d2a5b"/><circle cx="28" cy="24" r="12" fill="#fffaf2"/><path d="M8 60c2-14 10-20 20-20s18 6 20 20z" fill="#fffaf2"/>',
)

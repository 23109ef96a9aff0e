/**
 * `X-Client-Type` and `X-Client-Version` name the client (console, player, marketing site) and its build.
 * Anyone can send any value, of any length: wherever one is stored or logged it goes through here first,
 * trimmed to one line of at most CLIENT_HEADER_MAX_LENGTH characters.
 */
export const CLIENT_HEADER_MAX_LENGTH = 100

export function clientHeader(value: string | string[] | null | undefined): string | undefined {
  const raw = Array.isArray(value) ? value.join(', ') : value
  if (raw === null || raw === undefined) return undefined
  const clean = raw
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()
    .slice(0, CLIENT_HEADER_MAX_LENGTH)
  return clean || undefined
}

/**
 * Sign-in credentials a link can carry, pure: a login card's QR code opens `/play/#key=…` (in the hash, so
 * the key never reaches a server log or a Referer), and the auth site's access-token page returns with
 * `?access_token=…`. Both are removed from the address once read.
 */
export type SignInLink = { kind: 'key'; key: string } | { kind: 'access-token'; token: string }

export function readSignInLink(hash: string, search: string): SignInLink | null {
  const fromHash = new URLSearchParams(hash.replace(/^#/, ''))
  const key = fromHash.get('key')?.trim()
  if (key) return { kind: 'key', key }
  const token = new URLSearchParams(search).get('access_token')?.trim()
  if (token) return { kind: 'access-token', token }
  return null
}

/** The address without the credentials, keeping everything else (`?lang=`, `?renderer=`). */
export function addressWithoutSignIn(pathname: string, hash: string, search: string): string {
  const params = new URLSearchParams(search)
  params.delete('access_token')
  const hashParams = new URLSearchParams(hash.replace(/^#/, ''))
  hashParams.delete('key')
  const query = params.toString()
  const rest = hashParams.toString()
  return `${pathname}${query ? `?${query}` : ''}${rest ? `#${rest}` : ''}`
}

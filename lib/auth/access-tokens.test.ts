import { describe, expect, it } from 'vitest'
import { env } from '../env'
import { allowedReturnUrl } from './access-tokens'

describe('return URLs for cross-product sign-in', () => {
  const own = new URL(env.publicUrl).origin
  it('accepts this server and the request origin', () => {
    expect(allowedReturnUrl(`${own}/pricing`, null)?.pathname).toBe('/pricing')
    expect(allowedReturnUrl('http://127.0.0.1:4000/x', 'http://127.0.0.1:4000')?.host).toBe('127.0.0.1:4000')
  })
  it('refuses other hosts, other schemes, credentials in the URL and relative or malformed URLs', () => {
    for (const url of [
      'https://evil.example/',
      'javascript:alert(1)',
      `${own.replace('//', '//user:pw@')}/`,
      '/relative',
      'not a url',
      '',
    ]) {
      expect(allowedReturnUrl(url, null)).toBeNull()
    }
  })
  it('is not fooled by look-alike hosts', () => {
    expect(allowedReturnUrl(`${own}.evil.example/`, null)).toBeNull()
    expect(allowedReturnUrl(`https://evil.example/?next=${own}`, null)).toBeNull()
  })
})

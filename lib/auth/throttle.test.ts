import { describe, expect, it } from 'vitest'
import { attemptsRemaining, backoffMs, FREE_ATTEMPTS, MAX_BACKOFF_MS, sourceOf } from './throttle'

describe('sign-in backoff', () => {
  it('lets the first attempts through without waiting', () => {
    for (let failures = 0; failures < FREE_ATTEMPTS; failures++) expect(backoffMs(failures)).toBe(0)
  })
  it('doubles the wait after each further failure, up to 15 minutes', () => {
    expect(backoffMs(FREE_ATTEMPTS)).toBe(1000)
    expect(backoffMs(FREE_ATTEMPTS + 1)).toBe(2000)
    expect(backoffMs(FREE_ATTEMPTS + 2)).toBe(4000)
    expect(backoffMs(FREE_ATTEMPTS + 30)).toBe(MAX_BACKOFF_MS)
  })
  it('counts down the attempts left', () => {
    expect(attemptsRemaining(0)).toBe(FREE_ATTEMPTS)
    expect(attemptsRemaining(FREE_ATTEMPTS - 1)).toBe(1)
    expect(attemptsRemaining(FREE_ATTEMPTS + 3)).toBe(0)
  })
})

describe('the source a throttle counts', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64 network', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7')
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(sourceOf('2001:db8:0:1:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:0:1::/64')
    expect(sourceOf('2001:db8:0:1::42')).toBe('2001:db8:0:1::/64')
    expect(sourceOf('2001:DB8::1')).toBe('2001:db8:0:0::/64')
    expect(sourceOf('::1')).toBe('0:0:0:0::/64')
    expect(sourceOf(undefined)).toBe('unknown')
  })
})

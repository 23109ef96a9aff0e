import { describe, expect, it } from 'vitest'
import { attemptsRemaining, backoffMs, FREE_ATTEMPTS, MAX_BACKOFF_MS } from './throttle'

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

import { describe, expect, it } from 'vitest'
import { createFrameTimings, recordFrame } from './frame-timings'

describe('frame timings ring buffer', () => {
  it('keeps samples in order until full', () => {
    const timings = createFrameTimings(3)
    recordFrame(timings, 16)
    recordFrame(timings, 17)
    expect(timings.samples).toEqual([16, 17])
  })

  it('keeps only the last N samples, overwriting the oldest in place', () => {
    const timings = createFrameTimings(3)
    const samples = timings.samples
    for (const ms of [10, 11, 12, 13, 14]) recordFrame(timings, ms)
    expect(timings.samples).toBe(samples) // same array, so window.__inkwellFrames stays live
    expect([...timings.samples].sort()).toEqual([12, 13, 14])
    expect(timings.total).toBe(5)
  })

  it('ignores nonsense durations', () => {
    const timings = createFrameTimings(3)
    recordFrame(timings, Number.NaN)
    recordFrame(timings, -1)
    recordFrame(timings, Number.POSITIVE_INFINITY)
    expect(timings.samples).toEqual([])
  })

  it('refuses an empty buffer', () => {
    expect(() => createFrameTimings(0)).toThrow(RangeError)
  })
})

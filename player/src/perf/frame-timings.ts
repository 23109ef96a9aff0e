/**
 * A fixed-size ring buffer of recent frame durations, kept in a plain array so
 * that performance checks (Playwright, the browser console) can read
 * `window.__inkwellFrames` directly. Once full, each new sample overwrites the
 * oldest one, so after wrapping the array is not in time order: read it as a
 * set of samples (for percentiles and maxima), not as a timeline.
 */

/** About four seconds at 60 frames a second. */
export const FRAME_SAMPLE_CAPACITY = 240

export interface FrameTimings {
  /** Frame durations in milliseconds; at most `capacity` of them. */
  readonly samples: number[]
  readonly capacity: number
  /** Where the next sample goes once the buffer is full. */
  next: number
  /** Frames recorded since creation, including overwritten ones. */
  total: number
}

export function createFrameTimings(capacity = FRAME_SAMPLE_CAPACITY): FrameTimings {
  if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer')
  return { samples: [], capacity, next: 0, total: 0 }
}

export function recordFrame(timings: FrameTimings, durationMs: number): void {
  if (!Number.isFinite(durationMs) || durationMs < 0) return
  if (timings.samples.length < timings.capacity) {
    timings.samples.push(durationMs)
  } else {
    timings.samples[timings.next] = durationMs
  }
  timings.next = (timings.next + 1) % timings.capacity
  timings.total++
}

declare global {
  interface Window {
    /** Last frame durations in ms from the player's Pixi ticker (see perf/frame-timings.ts). */
    __inkwellFrames?: number[]
  }
}

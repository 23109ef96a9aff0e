/**
 * The loading bar's timings (spec 4 and 9): it appears only after a 200 ms throttle, creeps towards the
 * end over 5000 ms in 100 ms ticks without reaching it, jumps to 100 % when the page arrives and hides
 * 500 ms later; a failed navigation keeps it visible in the failed style until then.
 */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 } as const

/** Percent shown `elapsedMs` after the bar appeared: eased, and never 100 until the page has arrived. */
export function creepPercent(elapsedMs: number): number {
  const t = Math.min(Math.max(elapsedMs, 0) / LOADING_BAR.durationMs, 1)
  return Math.round((1 - (1 - t) * (1 - t)) * 95 * 10) / 10
}

export type LoadingBarState = { phase: 'hidden' | 'waiting' | 'creeping' | 'finishing' | 'failed'; percent: number }

export const HIDDEN: LoadingBarState = { phase: 'hidden', percent: 0 }

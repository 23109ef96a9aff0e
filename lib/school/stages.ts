/**
 * Pupils' stages (spelling and number), one per subject, roughly a school year each. Teachers set them
 * per pupil or per class, and move everyone up one at the end of the year. Pure.
 */
export const STAGE_MIN = 1
export const STAGE_MAX = 6

export const STAGE_SUBJECTS = ['spelling', 'number'] as const
export type StageSubject = (typeof STAGE_SUBJECTS)[number]

/** The stage after this one (the top stage stays). */
export const nextStage = (stage: number | null) => (stage === null ? null : Math.min(STAGE_MAX, stage + 1))

/** The stage most of a class's pupils are at (the lower one on a tie); null when none has a stage. */
export function predictStage(stages: (number | null | undefined)[]): number | null {
  const counts = new Map<number, number>()
  for (const s of stages) if (typeof s === 'number') counts.set(s, (counts.get(s) ?? 0) + 1)
  let best: number | null = null
  for (const [stage, count] of counts) {
    if (best === null || count > counts.get(best)! || (count === counts.get(best)! && stage < best)) best = stage
  }
  return best
}

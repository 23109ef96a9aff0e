import type { TranslateFunction } from 'react-admin'

/** Stages run from 1 to 6 (lib/school/stages.ts); a pupil may have none yet. */
export const STAGES = [1, 2, 3, 4, 5, 6] as const

export const stageChoices = (translate: TranslateFunction) =>
  STAGES.map((stage) => ({ id: stage, name: translate('hub.pupils.stage', { stage }) }))

/** A select's empty choice as "no stage" (null), which the API takes; react-admin selects use ''. */
export const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

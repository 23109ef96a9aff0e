/** What the words-spelled reports answer: a page of spellings with their totals, about a pupil or a class. */
import { z } from 'zod'
import { ZAccuracy, ZReportPupil } from '../groups/spelling-reports.schema'
import { pageOf, ZCount, ZGroupRef, ZTime } from '../school/common.schema'

/** One spelling the pupil or class attempted in the range. */
const ZWordSpelled = z.object({
  word: z.string().describe('Lower case'),
  attempted: ZCount,
  correct: ZCount,
  accuracy: ZAccuracy,
  pupils: ZCount.describe('How many pupils attempted it'),
  lastAttemptAt: ZTime,
})

const ZWordsSpelled = pageOf(ZWordSpelled).extend({
  totals: z.object({ words: ZCount, attempted: ZCount, correct: ZCount, accuracy: ZAccuracy }).describe('Over every page'),
})

export const ZPupilWordsSpelled = ZWordsSpelled.extend({ pupil: ZReportPupil })

export const ZGroupWordsSpelled = ZWordsSpelled.extend({ group: ZGroupRef })

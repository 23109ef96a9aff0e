/** What the spelling reports share: date ranges in the query, and the pieces of their answers. */
import { z } from 'zod'
import * as ids from '../../lib/api/ids'
import { DIFFICULTIES, GAME_TYPES, MODES } from '../../player/games/spelling/rules'
import { ZStage } from '../pupils/pupils.schema'
import { pageOf, ZCount, ZGroupRef, ZId, ZTime } from '../school/common.schema'

const DAY_MS = 24 * 60 * 60_000

/** A date (2025-03-07, the whole day) or an ISO date-time; `to` is exclusive, so a date alone for `to` includes that day. */
const ZWhen = (end: boolean) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: 'Give a date (2025-03-07) or a date and time (2025-03-07T15:30:00Z)',
    })
    .transform((value) => {
      const at = new Date(value)
      return end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(at.getTime() + DAY_MS) : at
    })

export const range = { from: ZWhen(false).optional(), to: ZWhen(true).optional() }

export const ZGroupReportParams = z.strictObject({ id: ids.idParam('a class') })
export const ZPupilReportParams = z.strictObject({ id: ids.idParam('a pupil') })

/** A whole percentage of words right; null when nothing was attempted. */
export const ZAccuracy = z.number().int().min(0).max(100).nullable().describe('A whole percentage; null when nothing was attempted')

/** A competency score: the share of the last five attempts right, 0–1. */
export const ZScore = z.number().min(0).max(1).describe('The share of the last five attempts at each word that were right, 0–1')

/** Plays, words attempted and right, with their accuracy: what every report row counts. */
const plays = { plays: ZCount, attempted: ZCount, correct: ZCount, accuracy: ZAccuracy }

/** A pupil named in a report row. */
export const ZReportPupilRef = z.object({ id: ZId, name: z.string().nullable(), school_username: z.string().nullable() })

/** The pupil a pupil report is about. */
export const ZReportPupil = ZReportPupilRef.extend({
  stage_spelling: ZStage,
  accuracyOnly: z.boolean().describe('The teacher’s setting: spelling without time pressure or speed bonus'),
})

/** A list named in a report. */
export const ZReportList = z.object({ id: ZId, title: z.string() })

/** A list with its number of words. */
export const ZReportListHead = ZReportList.extend({ wordCount: ZCount })

const ZDifficulty = z.union(DIFFICULTIES.map((d) => z.literal(d))).describe('1 shows the word first … 4 is the full keyboard')

/** A spelling game session as the reports list it (lib/reports/scope.ts `SessionSummary`). */
export const ZSessionSummary = z.object({
  id: ZId,
  user: z.object({ id: ZId, name: z.string().nullable() }),
  list: ZReportList,
  difficulty: ZDifficulty,
  gameType: z.enum(GAME_TYPES),
  mode: z.enum(MODES),
  testMode: z.boolean().describe('A spelling test (mode `test`)'),
  freeplay: z.boolean(),
  status: z.enum(['active', 'finished']),
  score: ZCount,
  correct: ZCount,
  attempted: ZCount,
  words: ZCount.describe('Words the session was given'),
  accuracy: ZAccuracy.describe('Words right of the words given, a whole percentage; null for a session of no words'),
  honeypots: ZCount,
  timeMs: ZCount.describe('Typing time the attempts claimed'),
  startedAt: ZTime,
  finishedAt: ZTime.nullable(),
})

/** A page of sessions, newest first. */
export const ZSessionPage = pageOf(ZSessionSummary)

/** GET …/groups/{id}/spelling_plays. */
export const ZSpellingPlays = z.object({
  group: ZGroupRef,
  from: ZTime.nullable(),
  to: ZTime.nullable(),
  pupils: z.array(
    ZReportPupilRef.extend({
      ...plays,
      finished: ZCount,
      lists: ZCount.describe('Different lists played'),
      score: ZCount,
      honeypots: ZCount,
      timeMs: ZCount,
      lastPlayedAt: ZTime.nullable(),
    }),
  ),
  totals: z.object({
    ...plays,
    pupils: ZCount,
    pupilsPlayed: ZCount,
    finished: ZCount,
    score: ZCount,
  }),
})

/** GET …/groups/{id}/history/lists: a list the class played. */
export const ZListPlays = z.object({
  list: ZReportListHead,
  ...plays,
  pupils: ZCount.describe('Pupils who played it'),
  pupilsMastered: ZCount.describe('Pupils of the class with every word of it mastered now'),
  lastPlayedAt: ZTime.nullable(),
})

/** GET …/groups/{id}/spelling/termly_progression. */
export const ZTermlyProgression = z.object({
  group: ZGroupRef,
  year: z.number().int().describe('The school year, by the year its autumn term starts'),
  terms: z.array(
    z.object({
      term: z.enum(['autumn', 'spring', 'summer']),
      start: ZTime,
      end: ZTime.describe('Exclusive'),
      started: z.boolean().describe('Whether the term has begun; the mastery figures of one not begun are null'),
      class: z.object({
        ...plays,
        averageMastered: z.number().nullable().describe('Words mastered at the term’s end (or now), the mean over the pupils'),
        averageNewlyMastered: z.number().nullable(),
      }),
      pupils: z.array(
        ZReportPupilRef.extend({
          ...plays,
          masteredAtStart: ZCount.nullable(),
          masteredAtEnd: ZCount.nullable(),
          newlyMastered: z.number().int().nullable(),
        }),
      ),
    }),
  ),
})

/** A pupil's competency on one list. */
const ZListCompetency = z.object({
  list: ZId,
  words: ZCount,
  mastered: ZCount,
  nearly: ZCount,
  learning: ZCount,
  notStarted: ZCount,
  score: ZScore,
  listMastered: z.boolean().describe('Every word mastered'),
})

/** GET …/groups/{id}/spelling_competency. */
export const ZSpellingCompetency = z.object({
  group: ZGroupRef,
  lists: z.array(ZReportListHead),
  pupils: z.array(ZReportPupilRef.extend({ lists: z.array(ZListCompetency) })),
  summary: z.array(z.object({ list: ZId, pupilsMastered: ZCount, averageScore: ZScore.nullable() })),
})

/** Attempts and accuracy for one way of playing. */
const gameplay = { pupils: ZCount, attempted: ZCount, correct: ZCount, accuracy: ZAccuracy }

/** GET …/groups/{id}/spelling-competency/gameplay. */
export const ZCompetencyByGameplay = z.object({
  group: ZGroupRef,
  from: ZTime.nullable(),
  to: ZTime.nullable(),
  byDifficulty: z.array(z.object({ difficulty: ZDifficulty, ...gameplay })),
  byGameType: z.array(z.object({ gameType: z.enum(GAME_TYPES), ...gameplay })),
  byMode: z.array(z.object({ mode: z.enum(MODES), ...gameplay })),
  pupils: z.array(
    ZReportPupilRef.extend({
      byDifficulty: z.array(z.object({ difficulty: ZDifficulty, attempted: ZCount, correct: ZCount, accuracy: ZAccuracy })),
    }),
  ),
})

/** GET …/groups/{id}/recent_spelling_assessment_breakdown. */
export const ZAssessmentBreakdown = z.object({
  group: ZGroupRef,
  pupils: z.array(
    ZReportPupilRef.extend({
      assessment: z
        .object({
          session: ZId,
          list: ZReportList,
          words: ZCount,
          correct: ZCount,
          accuracy: ZAccuracy,
          finishedAt: ZTime.nullable(),
          wrong: z.array(z.string()).describe('The words spelt wrong or left unanswered'),
        })
        .nullable()
        .describe('The pupil’s latest finished spelling test in the range, or null'),
    }),
  ),
  words: z
    .array(
      z.object({
        word: z.string(),
        pupils: ZCount.describe('Pupils tested on it'),
        correct: ZCount,
        accuracy: ZAccuracy,
        wrongBy: z.array(ZId).describe('The pupils who got it wrong'),
      }),
    )
    .describe('Hardest first'),
  summary: z.object({ assessed: ZCount, averageAccuracy: ZAccuracy }),
})

/** GET …/groups/{id}/game_play_type_history. */
export const ZGamePlayTypeHistory = z.object({
  group: ZGroupRef,
  interval: z.enum(['week', 'month']),
  from: ZTime,
  to: ZTime,
  periods: z.array(
    z.object({
      start: ZTime,
      total: ZCount,
      gameTypes: z.record(z.enum(GAME_TYPES), ZCount),
      modes: z.record(z.enum(MODES), ZCount),
      freeplay: ZCount,
    }),
  ),
})

/** GET …/groups/{id}/schemecompetence. */
export const ZSchemeCompetence = z.object({
  group: ZGroupRef,
  scheme: z.literal('inkwell-spelling'),
  variant: z.enum(['gb', 'us']),
  stage: z.number().int().min(1).max(6),
  lists: z.array(ZReportListHead.extend({ week: z.number().int().nullable() })),
  pupils: z.array(
    ZReportPupilRef.extend({
      stage_spelling: ZStage,
      lists: z.array(z.object({ list: ZId, mastered: z.boolean(), wordsMastered: ZCount, score: ZScore })),
      listsMastered: ZCount,
      wordsMastered: ZCount,
      words: ZCount,
      score: ZScore,
    }),
  ),
})

/** GET …/pupils/{id}/history. */
export const ZPupilHistory = ZSessionPage.extend({
  pupil: ZReportPupil,
  summary: z.object({
    ...plays,
    finished: ZCount,
    score: ZCount,
    honeypots: ZCount,
    wordsMastered: ZCount.describe('Spellings mastered now, on any list'),
    lastPlayedAt: ZTime.nullable(),
  }),
})

/** GET …/pupils/{id}/history/list/{ident}. */
export const ZPupilListHistory = z.object({
  pupil: ZReportPupil,
  list: ZReportListHead,
  summary: z.object({
    plays: ZCount,
    finished: ZCount,
    bestScore: ZCount.nullable(),
    bestAccuracy: ZAccuracy,
    mastered: z.boolean().describe('Every word of the list mastered'),
    wordsMastered: ZCount,
    score: ZScore,
  }),
  words: z.array(
    z.object({
      id: ZId,
      word: z.string(),
      attempts: ZCount.describe('Attempts counted, at most the last five'),
      correct: ZCount,
      score: ZScore,
      level: z.enum(['not-started', 'learning', 'nearly', 'mastered']),
      recent: z.array(z.boolean()).describe('The last five outcomes at the spelling, on any list, oldest first'),
    }),
  ),
  sessions: z.array(ZSessionSummary).describe('Newest first, at most 200'),
})

/** GET …/pupils/{id}/history/{sid}: one session with every attempt as the server scored it. */
export const ZPupilSession = ZSessionSummary.extend({
  attempts: z.array(
    z.object({
      wordId: ZId,
      word: z.string(),
      typed: z.string(),
      correct: z.boolean(),
      points: ZCount,
      timeMs: ZCount,
      at: ZTime,
    }),
  ),
  notAttempted: z.array(z.object({ id: ZId, word: z.string() })),
})

/** GET …/pupils/{id}/monthly_spelling_competency. */
export const ZMonthlyCompetency = z.object({
  pupil: ZReportPupil,
  months: z.array(
    z.object({
      month: z
        .string()
        .regex(/^\d{4}-\d{2}$/)
        .describe('2025-01'),
      start: ZTime,
      ...plays,
      wordsMastered: ZCount.describe('Spellings mastered at the month’s end (or now)'),
      newlyMastered: z.number().int(),
    }),
  ),
})

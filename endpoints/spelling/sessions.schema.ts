import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { DIFFICULTIES, GAME_TYPES, MODES, TIMING } from '../../player/games/spelling/rules'
import * as ids from '../../lib/api/ids'
import { ZScore } from '../groups/spelling-reports.schema'
import { ZCount, ZId, ZTime } from '../school/common.schema'

export const ZDifficulty = z.union(
  DIFFICULTIES.map((d) => z.literal(d)) as [z.ZodLiteral<1>, z.ZodLiteral<2>, z.ZodLiteral<3>, z.ZodLiteral<4>],
  {
    error: 'Choose difficulty 1 (easy), 2 (medium), 3 (hard) or 4 (extreme)',
  },
)
export const ZGameType = z.enum(GAME_TYPES, { error: `Choose one of ${GAME_TYPES.join(', ')}` })

export const ZGameSession = input({
  difficulty: ZDifficulty,
  gameType: ZGameType.default('spelling'),
  phonics: z.boolean().default(false),
  freeplay: z.boolean().default(false),
}).refine((v) => !v.freeplay || v.difficulty === 4, { message: 'Free play is played at difficulty 4', path: ['difficulty'] })

export const ZAttempt = input({
  wordId: ids.id('a word of the session'),
  typed: z.string().max(60, 'At most 60 characters'),
  timeMs: z
    .number()
    .int('Whole milliseconds')
    .min(0)
    .max(TIMING.maxAttemptMs * 10),
})

export const ZGameplay = input({ sessionId: ids.id('a game session'), ...ZAttempt.shape })

export const ZSessionUpdate = input({
  attempts: z.array(ZAttempt).max(200).optional(),
  finished: z.boolean().optional(),
}).refine((v) => v.attempts?.length || v.finished !== undefined, { message: 'Send attempts, finished, or both' })

// ——— answers ———

/** What one round offers: letter (or grapheme) tiles, or the whole keyboard at difficulty 4. */
const ZRoundInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('tiles'),
    tiles: z
      .array(z.object({ id: z.number().int().min(0), text: z.string(), distractor: z.boolean() }))
      .describe('Jumbled; distractors at difficulty 3'),
    showWordMs: z.number().int().min(0).describe('How long the word is shown first (difficulty 1), else 0'),
  }),
  z.object({ kind: z.literal('keyboard'), rows: z.array(z.array(z.string())), showWordMs: z.number().int().min(0) }),
])

const ZScoreState = {
  score: ZCount,
  streak: ZCount.describe('Right in a row now'),
  bestStreak: ZCount,
  correct: ZCount,
  attempted: ZCount,
  honeypots: ZCount.describe('Earned in this session (a finished perfect game’s extra one included)'),
  remaining: ZCount.describe('Words not yet attempted'),
}

/** A game or test session as the player gets it (lib/spelling/sessions.ts `sessionBody`). */
export const ZSession = z.object({
  id: ZId,
  list: ZId,
  user: ZId,
  status: z.enum(['active', 'finished']),
  difficulty: ZDifficulty,
  gameType: ZGameType,
  theme: z.object({ scene: z.enum(['hive', 'football', 'van', 'horses']) }).describe('The scene the game type is played in'),
  mode: z.enum(MODES).describe('game; accuracy (the pupil’s accuracy-only setting: no speed bonus); test (one mark a word)'),
  accuracyOnly: z.boolean(),
  testMode: z.boolean(),
  phonics: z.boolean().describe('Tiles are graphemes rather than letters'),
  freeplay: z.boolean(),
  seed: z.number().int().describe('The seed each round’s tiles are drawn from'),
  startedAt: ZTime,
  finishedAt: ZTime.nullable(),
  words: z.array(
    z.object({
      id: ZId.describe('The list word: what an attempt names as wordId'),
      word: z.string(),
      dictionary_id: ZId.nullable(),
      definition: z.string().nullable(),
      sentence: z.string().nullable(),
      audio: z.string().nullable().describe('Where to fetch the word spoken (relative to /api); null: use speech synthesis'),
      input: ZRoundInput,
    }),
  ),
  attempts: z
    .array(z.object({ wordId: ZId, correct: z.boolean(), points: ZCount, typed: z.string() }))
    .describe('The attempts made, in order'),
  score: z
    .object({
      ...ZScoreState,
      accuracy: z.number().int().min(0).max(100).describe('Whole percent of the session’s words spelt right'),
      perfect: z.boolean().describe('Every word right'),
    })
    .describe('The server’s score: clients never send one'),
})

/** POST lists/{id}/gamesession and testmodegamesession: the session, and whether it is new (false: resumed). */
export const ZGameStart = z.object({ created: z.boolean(), session: ZSession })

/** POST lists/{id}/gameplay: one attempt as the server scored it, and the session’s score after it. */
export const ZAttemptScored = z.object({
  attempt: z.object({
    wordId: ZId,
    correct: z.boolean(),
    points: ZCount.describe('(basePoints + speedBonus) × multiplier, rounded'),
    basePoints: ZCount.describe('10, 20, 30 or 40 by difficulty; 0 when wrong'),
    speedBonus: ZCount.describe('At most half the base points; none in accuracy-only and test modes'),
    multiplier: z.number().describe('The streak multiplier: 1, 1.5 from 3 in a row, 2 from 5, 3 from 10'),
    honeypotEarned: z.boolean().describe('Every 5 in a row earns a honeypot'),
  }),
  session: z.object({ id: ZId, status: z.enum(['active', 'finished']).describe('finished after the last word'), ...ZScoreState }),
})

/** PUT …gamesession/{sid} and testmodegamesession/{id}: the result screen, with the words to practise (wrong or not attempted). */
export const ZSessionResult = ZSession.extend({
  wordsToPractise: z.array(z.object({ id: ZId, word: z.string(), dictionary_id: ZId.nullable() })),
})

/** POST lists/{id}/beekeeper. */
export const ZBanked = z.object({
  session: ZId,
  banked: ZCount.describe('Honeypots banked by this call (0 when they already were)'),
  alreadyBanked: z.boolean(),
  totalHoneypots: ZCount.describe('Everything the player has banked'),
})

/** POST lists/{id}/competency/words: competency per word from the last five attempts at its spelling. */
export const ZListCompetency = z.object({
  list: ZId,
  user: ZId,
  mastered: z.boolean().describe('Every word of the list (it has words) is mastered'),
  words: z.array(
    z.object({
      id: ZId,
      word: z.string(),
      dictionary_id: ZId.nullable(),
      attempts: z.number().int().min(0).max(5).describe('Attempts counted: the last five at most'),
      correct: z.number().int().min(0).max(5),
      score: ZScore,
      level: z
        .enum(['not-started', 'learning', 'nearly', 'mastered'])
        .describe('mastered: four of the last five right and the latest; nearly: three'),
    }),
  ),
})

/** GET quiz/session/user/{id}: a session in a user's history. */
export const ZUserSession = z.object({
  id: ZId,
  list: ZId,
  listTitle: z.string(),
  status: z.enum(['active', 'finished']),
  difficulty: ZDifficulty,
  gameType: ZGameType,
  mode: z.enum(MODES),
  testMode: z.boolean(),
  freeplay: z.boolean(),
  score: ZCount,
  correct: ZCount,
  attempted: ZCount,
  words: ZCount,
  honeypots: ZCount,
  startedAt: ZTime,
  finishedAt: ZTime.nullable(),
})

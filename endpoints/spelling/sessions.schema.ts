import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { DIFFICULTIES, GAME_TYPES, TIMING } from '../../player/games/spelling/rules'
import * as ids from '../../lib/api/ids'

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

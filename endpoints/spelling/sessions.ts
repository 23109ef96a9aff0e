/** Spelling sessions (spec section 7.5). The server scores: clients send attempts, never scores. */
import { z } from 'zod'
import { authenticated } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { listCompetency } from '../../lib/spelling/competency'
import {
  bankHoneypots,
  gameStartRead,
  ownSessionRead,
  recordAttempt,
  sessionsOf,
  startSession,
  updateSession,
  type GameStartJson,
  type SessionJson,
} from '../../lib/spelling/sessions'
import { pageOf, paging } from '../school/common.schema'
import {
  ZAttemptScored,
  ZBanked,
  ZDifficulty,
  ZGameStart,
  ZGameType,
  ZGameSession,
  ZGameplay,
  ZListCompetency,
  ZSessionResult,
  ZUserSession,
  ZSessionUpdate,
} from './sessions.schema'
import * as ids from '../../lib/api/ids'

const ZListId = ids.idParams('a list')

/**
 * POST lists/{id}/gamesession {difficulty, gameType, phonics, freeplay?}: resumes or starts a game on a list
 * the caller may read. 201 `{ created: true, session }` for a new one, 200 `{ created: false, session }` when
 * resumed. The session carries the words and, for each, the tiles or keyboard its round offers.
 */
export const startGameSession = defineEndpoint({
  id: 'spelling.gamesession.create',
  method: 'post',
  path: 'lists/{id}/gamesession',
  access: authenticated,
  params: ZListId,
  body: ZGameSession,
  example: { body: { difficulty: 2, gameType: 'spelling', phonics: false } },
  // One INSERT is the only write (the rest are reads), so no transaction: a school's burst of 900 stays light.
  // The list check and the session to resume are read with the session-token lookup.
  transaction: false,
  firstRead: ({ params, body }) => gameStartRead(params.id, body),
  response: {
    status: 201,
    schema: ZGameStart,
    description: '201 with `created: true` for a new session; 200 with `created: false` when an unfinished one is resumed',
  },
  description:
    'Resumes the caller’s unfinished session of the same kind (difficulty, game type, phonics, free play) on this list if it began in the last two hours, else starts one with the list’s words. A pupil with the accuracy-only setting plays in accuracy mode. 404 for a list the caller cannot read; 422 for a list without words.',
  handler: async ({ payload, req, user, params, body, first }) => {
    const answer = await startSession({ payload, req, user }, params.id, body, first as GameStartJson | null)
    return answer.created ? created(answer) : answer
  },
})

/**
 * POST lists/{id}/gameplay {sessionId, wordId, typed, timeMs}: one attempt, scored by the server.
 * `{ attempt: { wordId, correct, points, basePoints, speedBonus, multiplier, honeypotEarned }, session: { score, streak, … } }`;
 * 422 for a word not in the session or an impossible time, 409 for a replay or a finished session.
 */
export const postGameplay = defineEndpoint({
  id: 'spelling.gameplay',
  method: 'post',
  path: 'lists/{id}/gameplay',
  access: authenticated,
  params: ZListId,
  body: ZGameplay,
  example: { body: { sessionId: 1, wordId: 1, typed: 'cat', timeMs: 2500 } },
  // The hot path: the session read together with the session-token lookup, then one atomic write, no
  // transaction around them (see recordAttempt).
  transaction: false,
  firstRead: ({ params, body }) => ownSessionRead(params.id, body.sessionId),
  response: ZAttemptScored,
  description:
    'The server scores: clients send what was typed and how long it took, never a score. 422 for a word not in the session or an impossible time (faster than 300 ms + 60 ms a letter, longer than ten minutes, or more typing time in the session than has passed since it began); 409 for a word already attempted or a finished session. The last word finishes the session.',
  handler: ({ payload, req, user, params, body, first }) =>
    recordAttempt(
      { payload, req, user },
      params.id,
      body.sessionId,
      { wordId: body.wordId, typed: body.typed, timeMs: body.timeMs },
      first as SessionJson | null,
    ),
})

/** PUT lists/{id}/gamesession/{sid} {attempts?, finished?}: attempts made offline, and finishing; the result with words to practise. */
export const updateGameSession = defineEndpoint({
  id: 'spelling.gamesession.update',
  method: 'put',
  path: 'lists/{id}/gamesession/{sid}',
  access: authenticated,
  params: input({ id: ids.idParam('a list'), sid: ids.idParam('a game session') }),
  body: ZSessionUpdate,
  example: { body: { finished: true } },
  response: ZSessionResult,
  description:
    'Attempts made offline, scored in order as by POST lists/{id}/gameplay (field errors name them: `attempts.2.timeMs`); `finished` ends the session, the words left unattempted counting as wrong.',
  handler: ({ payload, req, user, params, body }) =>
    updateSession({ payload, req, user }, params.sid, body, { listId: params.id, testMode: false }),
})

/** POST lists/{id}/beekeeper {sessionId}: banks the honeypots a finished session earned; `{ banked, alreadyBanked, totalHoneypots }`. */
export const beekeeper = defineEndpoint({
  id: 'spelling.beekeeper',
  method: 'post',
  path: 'lists/{id}/beekeeper',
  access: authenticated,
  params: ZListId,
  body: input({ sessionId: ids.id('a game session') }),
  example: { body: { sessionId: 1 } },
  response: ZBanked,
  description: 'Banks a finished session’s honeypots into the player’s hive, once (409 for an unfinished session).',
  handler: ({ payload, req, user, params, body }) => bankHoneypots({ payload, req, user }, params.id, body.sessionId),
})

/**
 * POST lists/{id}/competency/words {userId?, wordIds?}: competency per word from the last five attempts, and
 * whether the list is mastered, for the caller or (school staff) one of their school's pupils.
 */
export const competencyWords = defineEndpoint({
  id: 'spelling.competency_words',
  method: 'post',
  path: 'lists/{id}/competency/words',
  access: authenticated,
  params: ZListId,
  body: input({ userId: ids.id('a user').optional(), wordIds: ids.idList('a word', 200).optional() }).optional(),
  transaction: false,
  response: ZListCompetency,
  description:
    'Competency from the last five attempts at each spelling (any list, any session). `userId`: one of the caller’s school’s pupils (staff); someone the caller may not see answers 404. `wordIds` keeps those list words.',
  handler: ({ payload, req, user, params, body }) => listCompetency({ payload, req, user }, params.id, body ?? {}),
})

/** POST lists/{id}/testmodegamesession {difficulty?, gameType?}: a spelling test: one mark per word, no bonus; always a new session; 201. */
export const startTestSession = defineEndpoint({
  id: 'spelling.testmode.create',
  method: 'post',
  path: 'lists/{id}/testmodegamesession',
  access: authenticated,
  params: ZListId,
  body: input({ difficulty: ZDifficulty.default(4), gameType: ZGameType.default('spelling') }).optional(),
  response: { status: 201, schema: ZGameStart },
  description:
    'A spelling test: one mark a word, no speed bonus, streak multiplier or honeypots. Always a new session (`created: true`); difficulty 4 unless given.',
  handler: async ({ payload, req, user, params, body }) =>
    created(
      await startSession({ payload, req, user }, params.id, {
        difficulty: body?.difficulty ?? 4,
        gameType: body?.gameType ?? 'spelling',
        phonics: false,
        freeplay: false,
        mode: 'test',
      }),
    ),
})

/** PUT testmodegamesession/{id} {attempts?, finished?}: a test's answers, scored by the server, and finishing it. */
export const updateTestSession = defineEndpoint({
  id: 'spelling.testmode.update',
  method: 'put',
  path: 'testmodegamesession/{id}',
  access: authenticated,
  params: ids.idParams('a test session'),
  body: ZSessionUpdate,
  example: { body: { attempts: [{ wordId: 1, typed: 'cat', timeMs: 3000 }], finished: true } },
  response: ZSessionResult,
  description: 'As PUT lists/{id}/gamesession/{sid}, for a test-mode session (a game session answers 404).',
  handler: ({ payload, req, user, params, body }) => updateSession({ payload, req, user }, params.id, body, { testMode: true }),
})

/** GET quiz/session/user/{id}?testMode=&page=&limit=: a user's spelling sessions, tests and games, for them or their school's staff. */
export const userSessions = defineEndpoint({
  id: 'quiz.session.user',
  method: 'get',
  path: 'quiz/session/user/{id}',
  access: authenticated,
  params: ids.idParams('a user'),
  query: input({
    ...paging(25),
    testMode: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  }),
  response: pageOf(ZUserSession),
  description:
    'A user’s spelling sessions, tests and games, newest first: for themselves, their school’s staff and superusers (anyone else: 404). `testMode=true` keeps the tests, `false` the games.',
  handler: ({ payload, req, user, params, query }) => sessionsOf({ payload, req, user }, params.id, query),
})

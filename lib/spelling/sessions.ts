/**
 * Spelling game sessions. The server keeps the words a session was given and scores every attempt with the
 * rules module (player/games/spelling/rules.ts): the player sends what was typed and how long it took, never a
 * score. Attempts for words not in the session, replays and impossible timings are refused.
 */
import { getTableConfig } from '@payloadcms/db-postgres/drizzle/pg-core'
import { isStaffRole } from '../auth/types'
import { AppError } from '../api/errors'
import { schoolDb, systemDb, type Operation, type SystemDb } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { named, raw, SCHOOL, sql, type Statement } from '../data/sql'
import {
  roundInput,
  roundSeed,
  scoreAttempt,
  summarise,
  themeFor,
  timingProblem,
  type Difficulty,
  type GameType,
  type Mode,
  type ScoreState,
} from '../../player/games/spelling/rules'
import { readAlongside } from '../auth/sessions'
import { readable, readerIsMe } from './list-access'
import { offsetOf, toPage } from './pages'

/**
 * A player's own games. Every statement names the caller's own sessions (`user_id`): players without a school
 * (home learners) play too, so a game is the player's, not a school's.
 */
const gamesDb = (op: Operation) =>
  systemDb(op, 'a player’s own games, with or without a school: each statement names the caller’s sessions')

/** A session left unfinished this long is not resumed: a new one starts. */
export const RESUME_WITHIN_MS = 2 * 60 * 60_000

export type SessionWord = { id: number; word: string; dictionaryId: number | null; graphemes: string | null }

type Sessions = RowOf<typeof tables.spelling_sessions>

/** A session as SESSION_COLUMNS reads it: the counters cast to numbers, the JSON words and the rules' own types. */
export type SessionRow = Pick<Sessions, 'id' | 'list_id' | 'user_id' | 'status' | 'seed' | 'started_at' | 'finished_at'> & {
  difficulty: Difficulty
  game_type: GameType
  mode: Mode
  phonics: boolean
  freeplay: boolean
  words: SessionWord[]
  claimed_ms: number
  score: number
  streak: number
  best_streak: number
  correct: number
  attempted: number
  honeypots: number
  honeypots_banked: boolean
}

const SESSION_COLUMNS =
  raw(`id, list_id, user_id, status::text AS status, difficulty::int AS difficulty, game_type::text AS game_type, mode::text AS mode,
  phonics, freeplay, seed::float8 AS seed, words, started_at, finished_at, claimed_ms::float8 AS claimed_ms, score::int AS score, streak::int AS streak,
  best_streak::int AS best_streak, correct::int AS correct, attempted::int AS attempted, honeypots::int AS honeypots, honeypots_banked`)

const stateOf = (s: SessionRow): ScoreState => ({
  score: s.score,
  streak: s.streak,
  bestStreak: s.best_streak,
  correct: s.correct,
  attempted: s.attempted,
  honeypots: s.honeypots,
})

export type SessionOptions = { difficulty: Difficulty; gameType: GameType; phonics: boolean; freeplay: boolean; mode?: 'test' }

type WordDetails = Pick<RowOf<typeof tables.dictionary_words>, 'id' | 'definition' | 'sentence' | 'audio'>

type AttemptMade = Pick<RowOf<typeof tables.spelling_attempts>, 'correct' | 'typed'> & { wordId: number; points: number }

/** The session as the player gets it: the words with what each round offers, the score so far, the attempts made. */
async function sessionBody(db: SystemDb, session: SessionRow, known?: WordDetails[]) {
  const details =
    known ??
    (await db.rows<WordDetails>(
      sql`SELECT id, definition, sentence, audio FROM ${tables.dictionary_words}
          WHERE id = ANY(${session.words.map((w) => w.dictionaryId).filter((id) => id !== null)}::int[])`,
    ))
  const byId = new Map(details.map((d) => [d.id, d]))
  // A session nobody has played yet has no attempts to read.
  const attempts =
    session.attempted === 0 && session.status === 'active'
      ? []
      : await db.rows<AttemptMade>(
          sql`SELECT list_word::int AS "wordId", correct, points::int AS points, typed FROM ${tables.spelling_attempts}
              WHERE session_id = ${session.id} ORDER BY id`,
        )
  return {
    id: session.id,
    list: session.list_id,
    user: session.user_id,
    status: session.status,
    difficulty: session.difficulty,
    gameType: session.game_type,
    theme: themeFor(session.game_type),
    mode: session.mode,
    accuracyOnly: session.mode === 'accuracy',
    testMode: session.mode === 'test',
    phonics: session.phonics,
    freeplay: session.freeplay,
    seed: session.seed,
    startedAt: session.started_at,
    finishedAt: session.finished_at,
    words: session.words.map((w, index) => {
      const entry = w.dictionaryId ? byId.get(w.dictionaryId) : undefined
      return {
        id: w.id,
        word: w.word,
        dictionary_id: w.dictionaryId,
        definition: entry?.definition ?? null,
        sentence: entry?.sentence ?? null,
        audio: entry?.audio ?? null,
        input: roundInput(w.word, session.difficulty, roundSeed(session.seed, index), {
          graphemes: session.phonics && w.graphemes ? w.graphemes.split('|') : undefined,
        }),
      }
    }),
    attempts,
    // Stored honeypots already include a finished perfect game's extra one.
    score: {
      ...stateOf(session),
      ...summaryOf(session),
      honeypots: session.honeypots,
      remaining: session.words.length - session.attempted,
    },
  }
}

function summaryOf(session: SessionRow) {
  const { accuracy, perfect } = summarise(stateOf(session), session.words.length, session.mode)
  return { accuracy, perfect }
}

/**
 * A CTE that lets the statement's transaction commit without waiting for the write-ahead log to reach disk
 * (`synchronous_commit` off for that transaction only), for the game's own high-volume writes: starting a game
 * and storing an attempt. Should the database itself crash, what was acknowledged in its last moment (at most
 * three `wal_writer_delay`s, 0.6 s by default) is lost whole: a session that the pupil starts again, or an
 * attempt together with the session totals it moved, never one without the other. At a school's bell, commits
 * otherwise queued behind the disk (WALWrite and WalSync waits in npm run bench). Everything else the product
 * writes still waits for the disk.
 */
const ASYNCHRONOUS_COMMIT = raw(`asynchronous AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))`)

/** A game session as JSON, the way the session-token lookup brings it along (timestamps as strings). */
export type SessionJson = Omit<SessionRow, 'started_at' | 'finished_at'> & { started_at: string; finished_at: string | null }

/** What starting a game reads first: whether the list is readable (a row or none), the pupil's setting, a session to resume. */
export type GameStartJson = Partial<SessionJson> & { accuracy_only: boolean }

/** Whether the reader `u` has the accuracy-only setting (lib/school/pupil-settings.ts). */
const ACCURACY_ONLY = raw(`coalesce((u.settings->>'accuracyOnly')::bool, false)`)

/** The list rule for the caller `me`, built once: the game start names it on every call. */
const READABLE_BY_ME = readable(readerIsMe)

/**
 * The first statement of starting a game, for the caller `me` (see findSessionUserWith): whether they may read
 * the list, their accuracy-only setting, and the session to resume, in one.
 */
export const gameStartRead = (listId: number, options: SessionOptions): Statement<GameStartJson> =>
  named('spelling-start')<GameStartJson>`SELECT ${ACCURACY_ONLY} AS accuracy_only, s.*
   FROM ${tables.word_lists} l JOIN ${tables.users} u ON u.id = me.id
   LEFT JOIN LATERAL (
     SELECT ${SESSION_COLUMNS} FROM ${tables.spelling_sessions}
     WHERE NOT ${options.mode === 'test'}::bool AND user_id = u.id AND list_id = l.id AND status = 'active' AND difficulty = ${options.difficulty}
       AND game_type::text = ${options.gameType} AND phonics = ${options.phonics} AND freeplay = ${options.freeplay}
       AND mode::text = CASE WHEN ${ACCURACY_ONLY} THEN 'accuracy' ELSE 'game' END
       AND started_at > now() - make_interval(secs => ${RESUME_WITHIN_MS / 1000})
     ORDER BY id DESC LIMIT 1) s ON true
   WHERE l.id = ${listId} AND ${READABLE_BY_ME}`

/** A session read as JSON (timestamps as strings), as the rows read with the session-token lookup come. */
const fromJson = <T extends Partial<SessionJson>>(row: T) => ({
  ...row,
  started_at: row.started_at ? new Date(row.started_at) : row.started_at,
  finished_at: row.finished_at ? new Date(row.finished_at) : row.finished_at,
})

type Created = SessionRow & { details: WordDetails[] }

/**
 * POST lists/{id}/gamesession: resumes the user's unfinished session of the same kind on this list if there is
 * a recent one, else starts one. Test-mode sessions always start afresh. Answers `{ created, session }`.
 * A school starts hundreds of these at the bell (npm run bench), so it is two statements, each prepared once
 * per connection: gameStartRead (which the game-start endpoint runs with the session-token lookup, and which is
 * run here when not given), then the new session, made from the list's words in the database, with the
 * words' hints.
 */
export async function startSession(op: Operation, listId: number, options: SessionOptions, read?: GameStartJson | null) {
  const db = await gamesDb(op)
  const start = read === undefined ? await readAlongside(db, op.user.id, gameStartRead(listId, options)) : read
  if (!start) throw new AppError('LIST_NOT_FOUND', { message: 'No such list' })
  if (start.id) return { created: false, session: await sessionBody(db, fromJson(start) as SessionRow) }
  const mode: Mode = options.mode === 'test' ? 'test' : start.accuracy_only ? 'accuracy' : 'game'
  const created = await db.one<Created>(
    named('spelling-session-insert')`WITH w AS (
       SELECT w.id, w.word, w.dictionary_id, w.position, d.graphemes, d.definition, d.sentence, d.audio
       FROM ${tables.list_words} w LEFT JOIN ${tables.dictionary_words} d ON d.id = w.dictionary_id WHERE w.list_id = ${listId}),
     created AS (
       INSERT INTO ${tables.spelling_sessions} (user_id, school_id, list_id, difficulty, game_type, mode, phonics, freeplay, status, seed, words, started_at)
       SELECT ${op.user.id}, ${op.user.school?.id ?? null}, ${listId}, ${options.difficulty}, ${options.gameType}::${tables.enum_spelling_sessions_game_type},
         ${mode}::${tables.enum_spelling_sessions_mode}, ${options.phonics}, ${options.freeplay}, 'active', ${Math.floor(Math.random() * 2 ** 31)},
         jsonb_agg(jsonb_build_object('id', id, 'word', word, 'dictionaryId', dictionary_id, 'graphemes', graphemes) ORDER BY position, id), now()
       FROM w HAVING count(*) > 0
       RETURNING ${SESSION_COLUMNS}),
     ${ASYNCHRONOUS_COMMIT}
     SELECT created.*, coalesce((SELECT json_agg(json_build_object('id', dictionary_id, 'definition', definition, 'sentence', sentence, 'audio', audio))
       FROM w WHERE dictionary_id IS NOT NULL), '[]') AS details FROM created, asynchronous`,
  )
  if (!created) throw new AppError('INVALID_DATA', { fields: [{ path: 'list', message: 'This list has no words to play' }] })
  const { details, ...session } = created
  return { created: true, session: await sessionBody(db, session, details) }
}

export type AttemptInput = { wordId: number; typed: string; timeMs: number }

const attemptRefused = (path: string, message: string) => new AppError('INVALID_DATA', { fields: [{ path, message }] })

const noSuchSession = () => new AppError('GAME_SESSION_NOT_FOUND', { message: 'No such game session' })

/**
 * A player's own session by id, optionally locked. `+ 0` keeps the owner and list tests out of index choice:
 * for a pupil with many sessions of one list the planner otherwise walks (user, list, status) rather than the
 * primary key, a few ms per attempt (measured in npm run bench).
 */
async function readSession(
  db: SystemDb,
  userId: number,
  sessionId: number,
  listId: number | undefined,
  lock: boolean,
): Promise<SessionRow> {
  const session = await db.one<SessionRow>(
    named(lock ? 'spelling-session-locked' : 'spelling-session')`SELECT ${SESSION_COLUMNS} FROM ${tables.spelling_sessions}
      WHERE id = ${sessionId} AND user_id + 0 = ${userId} AND (${listId ?? null}::int IS NULL OR list_id + 0 = ${listId ?? null})${raw(lock ? ' FOR UPDATE' : '')}`,
  )
  if (!session) throw noSuchSession()
  return session
}

/** Locks the session: the batch of offline attempts and finishing are applied one session at a time. */
const lockSession = (db: SystemDb, userId: number, sessionId: number, listId?: number) => readSession(db, userId, sessionId, listId, true)

/** The unique index that refuses a second attempt at one word of a session: a replay. */
const ONE_ATTEMPT_A_WORD = getTableConfig(tables.spelling_attempts).indexes.find(
  (index) => index.config.unique && index.config.columns.map((c) => ('name' in c ? c.name : '')).join() === 'session_id,list_word',
)?.config.name

const isReplay = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  err.code === '23505' &&
  'constraint' in err &&
  err.constraint === ONE_ATTEMPT_A_WORD

/**
 * One attempt's writes as one statement: the session moves on only from the state it was scored against (still
 * at the attempt count it was read with, still active), and the attempt is stored only when it did. A replay
 * breaks the unique (session, word) index and changes nothing. No rows back means another attempt on this
 * session came first. It commits without waiting for the disk (ASYNCHRONOUS_COMMIT).
 */
const writeAttempt = (a: {
  session: number
  state: ScoreState
  honeypots: number
  timeMs: number
  last: boolean
  attemptedBefore: number
  word: SessionWord
  typed: string
  correct: boolean
  points: number
}) =>
  named('spelling-attempt')`WITH moved AS (
  UPDATE ${tables.spelling_sessions} SET score = ${a.state.score}, streak = ${a.state.streak}, best_streak = ${a.state.bestStreak},
    correct = ${a.state.correct}, attempted = ${a.state.attempted}, honeypots = ${a.honeypots}, claimed_ms = claimed_ms + ${a.timeMs},
    last_attempt_at = now(), status = CASE WHEN ${a.last}::bool THEN 'finished'::${tables.enum_spelling_sessions_status} ELSE status END,
    finished_at = CASE WHEN ${a.last}::bool THEN now() ELSE finished_at END
  WHERE id = ${a.session} AND status = 'active' AND attempted = ${a.attemptedBefore} RETURNING id, user_id),
${ASYNCHRONOUS_COMMIT}
INSERT INTO ${tables.spelling_attempts} (session_id, user_id, list_word, dictionary_id, word, typed, correct, time_ms, points)
SELECT id, user_id, ${a.word.id}, ${a.word.dictionaryId}, lower(${a.word.word}), ${a.typed}, ${a.correct}, ${a.timeMs}, ${a.points}
FROM moved, asynchronous RETURNING id`

/**
 * Scores one attempt against the session as read and stores it. Returns null when the session moved on
 * between the read and the write (the caller reads it again); finishes the session on its last word.
 */
async function scoreOne(db: SystemDb, session: SessionRow, attempt: AttemptInput, path = '') {
  if (session.status !== 'active') throw new AppError('CONFLICT', { message: 'This game session has finished' })
  const word = session.words.find((w) => w.id === attempt.wordId)
  if (!word) throw attemptRefused(`${path}wordId`, 'This word is not in the session')
  const elapsedMs = Date.now() - new Date(session.started_at).getTime()
  const problem = timingProblem(word.word, attempt.timeMs, session.claimed_ms + attempt.timeMs, elapsedMs)
  if (problem) {
    const message = {
      'too-fast': 'Faster than anyone can spell this word',
      'too-slow': 'Longer than an attempt can take',
      'ahead-of-clock': 'More time than has passed since the game began',
    }[problem]
    throw attemptRefused(`${path}timeMs`, message)
  }
  const scored = scoreAttempt(
    stateOf(session),
    { word: word.word, typed: attempt.typed, timeMs: attempt.timeMs },
    session.difficulty,
    session.mode,
  )
  const s = scored.state
  const last = s.attempted >= session.words.length
  const finishing = last ? summarise(s, session.words.length, session.mode) : null
  const honeypots = s.honeypots + (finishing?.perfectHoneypot ?? 0)
  const written = await db
    .run(
      writeAttempt({
        session: session.id,
        state: s,
        honeypots,
        timeMs: attempt.timeMs,
        last,
        attemptedBefore: session.attempted,
        word,
        typed: attempt.typed,
        correct: scored.correct,
        points: scored.points,
      }),
    )
    .catch((err: unknown) => {
      throw isReplay(err) ? new AppError('CONFLICT', { message: 'This word has already been attempted in this session' }) : err
    })
  if (!written) return null
  Object.assign(session, {
    score: s.score,
    streak: s.streak,
    best_streak: s.bestStreak,
    correct: s.correct,
    attempted: s.attempted,
    honeypots,
    claimed_ms: session.claimed_ms + attempt.timeMs,
  })
  if (last) session.status = 'finished'
  return {
    attempt: {
      wordId: word.id,
      correct: scored.correct,
      points: scored.points,
      basePoints: scored.basePoints,
      speedBonus: scored.speedBonus,
      multiplier: scored.multiplier,
      honeypotEarned: scored.honeypotEarned,
    },
    session: {
      id: session.id,
      status: session.status,
      score: s.score,
      streak: s.streak,
      bestStreak: s.bestStreak,
      correct: s.correct,
      attempted: s.attempted,
      honeypots,
      remaining: session.words.length - s.attempted,
    },
  }
}

/** The caller's own session of a list, read with the session-token lookup (defineEndpoint's `firstRead`); see readSession. */
export const ownSessionRead = (listId: number, sessionId: number): Statement<SessionJson> =>
  named('spelling-own-session')<SessionJson>`SELECT ${SESSION_COLUMNS} FROM ${tables.spelling_sessions}
    WHERE id = ${sessionId} AND user_id + 0 = me.id AND list_id + 0 = ${listId}`

/**
 * POST lists/{id}/gameplay: one attempt, outside any transaction: a read, the scoring, and one atomic write
 * that applies only if nothing moved the session in between (else read again). Two statements rather than a
 * locking transaction's five; this is the busiest call in the product (npm run bench).
 */
export async function recordAttempt(op: Operation, listId: number, sessionId: number, attempt: AttemptInput, read: SessionJson | null) {
  if (!read) throw noSuchSession()
  const db = await gamesDb(op)
  let session = fromJson(read) as SessionRow
  for (let tries = 0; tries < 5; tries++) {
    if (tries > 0) session = await readSession(db, op.user.id, sessionId, listId, false)
    const result = await scoreOne(db, session, attempt)
    if (result) return result
  }
  throw new AppError('CONFLICT', { message: 'This game session is busy: send the attempt again' })
}

/**
 * PUT lists/{id}/gamesession/{sid} and PUT testmodegamesession/{id}: attempts made offline, in order, then
 * optionally finishing (a pupil who stops early finishes with the words left unattempted).
 */
export async function updateSession(
  op: Operation,
  sessionId: number,
  body: { attempts?: AttemptInput[]; finished?: boolean },
  expect: { listId?: number; testMode: boolean },
) {
  const db = await gamesDb(op)
  const session = await lockSession(db, op.user.id, sessionId, expect.listId)
  if ((session.mode === 'test') !== expect.testMode)
    throw new AppError('GAME_SESSION_NOT_FOUND', { message: expect.testMode ? 'No such test-mode session' : 'No such game session' })
  for (const [i, attempt] of (body.attempts ?? []).entries()) {
    // The session is locked, so nothing else can move it between the scoring and the write.
    if (!(await scoreOne(db, session, attempt, `attempts.${i}.`))) throw new Error('a locked game session moved')
  }
  if (body.finished && session.status === 'active') {
    const summary = summarise(stateOf(session), session.words.length, session.mode)
    session.honeypots += summary.perfectHoneypot
    await db.run(
      sql`UPDATE ${tables.spelling_sessions} SET status = 'finished', finished_at = now(), honeypots = ${session.honeypots}
          WHERE id = ${session.id} AND user_id = ${op.user.id}`,
    )
    session.status = 'finished'
  }
  const fresh = await lockSession(db, op.user.id, sessionId)
  return sessionResult(db, fresh)
}

/** The result screen: the session, the server's score, and the words to practise (wrong or not attempted). */
async function sessionResult(db: SystemDb, session: SessionRow) {
  const body = await sessionBody(db, session)
  const right = new Set(body.attempts.filter((a) => a.correct).map((a) => a.wordId))
  return {
    ...body,
    wordsToPractise: session.words.filter((w) => !right.has(w.id)).map((w) => ({ id: w.id, word: w.word, dictionary_id: w.dictionaryId })),
  }
}

/** POST lists/{id}/beekeeper {sessionId}: banks a finished session's honeypots into the pupil's hive, once. */
export async function bankHoneypots(op: Operation, listId: number, sessionId: number) {
  const db = await gamesDb(op)
  const session = await lockSession(db, op.user.id, sessionId, listId)
  if (session.status !== 'finished') throw new AppError('CONFLICT', { message: 'Finish the game before banking its honeypots' })
  const banked = session.honeypots_banked ? 0 : session.honeypots
  if (!session.honeypots_banked) {
    await db.run(sql`UPDATE ${tables.spelling_sessions} SET honeypots_banked = true WHERE id = ${session.id} AND user_id = ${op.user.id}`)
  }
  const hive = await db.one<{ total: number }>(
    sql`SELECT coalesce(sum(honeypots), 0)::int AS total FROM ${tables.spelling_sessions} WHERE user_id = ${op.user.id} AND honeypots_banked`,
  )
  return { session: session.id, banked, alreadyBanked: session.honeypots_banked, totalHoneypots: hive?.total ?? 0 }
}

/**
 * Whether the caller may see `userId`'s spelling results: themselves, staff of the user's school (checked on
 * the caller's school connection), superusers.
 */
export async function canSeeResultsOf(op: Operation, userId: number): Promise<boolean> {
  if (op.user.id === userId || op.user.role === 'superuser') return true
  if (!isStaffRole(op.user.role) || !op.user.school) return false
  const db = await schoolDb(op)
  return (await db.one(sql`SELECT 1 FROM ${tables.users} WHERE id = ${userId} AND school_id = ${SCHOOL}`)) !== undefined
}

/** A user's results, read once canSeeResultsOf has let the caller see them (404 otherwise, as for no such user). */
export async function resultsDb(op: Operation, userId: number): Promise<SystemDb> {
  if (!(await canSeeResultsOf(op, userId))) throw new AppError('NOT_FOUND', { message: 'No such user' })
  return systemDb(
    op,
    'a user’s spelling results, which canSeeResultsOf has let the caller see: theirs, their pupil’s, or anyone’s for support',
  )
}

/** A user's session as their history lists it. */
type HistoryRow = Pick<Sessions, 'id' | 'freeplay'> & {
  list: number
  listTitle: string
  status: string
  difficulty: number
  gameType: string
  mode: string
  testMode: boolean
  score: number
  correct: number
  attempted: number
  words: number
  honeypots: number
  startedAt: Date
  finishedAt: Date | null
}

/** GET quiz/session/user/{id}: a user's spelling sessions (tests and games), newest first, paged. */
export async function sessionsOf(op: Operation, userId: number, query: { page: number; limit: number; testMode?: boolean }) {
  const db = await resultsDb(op, userId)
  const where = sql`s.user_id = ${userId} AND (${query.testMode ?? null}::bool IS NULL OR (s.mode = 'test') = ${query.testMode ?? null})`
  const total = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${tables.spelling_sessions} s WHERE ${where}`)
  const rows = await db.rows<HistoryRow>(
    sql`SELECT s.id, s.list_id AS list, l.title AS "listTitle", s.status::text AS status, s.difficulty::int AS difficulty, s.game_type::text AS "gameType",
       s.mode::text AS mode, s.mode = 'test' AS "testMode", s.freeplay, s.score::int AS score, s.correct::int AS correct, s.attempted::int AS attempted,
       jsonb_array_length(s.words) AS words, s.honeypots::int AS honeypots, s.started_at AS "startedAt", s.finished_at AS "finishedAt"
     FROM ${tables.spelling_sessions} s JOIN ${tables.word_lists} l ON l.id = s.list_id WHERE ${where}
     ORDER BY s.started_at DESC, s.id DESC LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
  )
  return toPage(rows, total?.count ?? 0, query.page, query.limit)
}

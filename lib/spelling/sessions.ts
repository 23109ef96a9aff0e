/**
 * Spelling game sessions. The server keeps the words a session was given and scores every attempt with the
 * rules module (player/games/spelling/rules.ts): the player sends what was typed and how long it took, never a
 * score. Attempts for words not in the session, replays and impossible timings are refused.
 */
import type { AuthUser } from '../auth/types'
import { isStaffRole } from '../auth/types'
import { AppError } from '../api/errors'
import type { NamedStatement, Sql } from '../data/connection'
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
import { readableCondition, readerIsMe } from './list-access'
import { offsetOf, toPage } from './pages'

/** A session left unfinished this long is not resumed: a new one starts. */
export const RESUME_WITHIN_MS = 2 * 60 * 60_000

export type SessionWord = { id: number; word: string; dictionaryId: number | null; graphemes: string | null }

export type SessionRow = {
  id: number
  list_id: number
  user_id: number
  status: 'active' | 'finished'
  difficulty: Difficulty
  game_type: GameType
  mode: Mode
  phonics: boolean
  freeplay: boolean
  seed: number
  words: SessionWord[]
  started_at: Date
  finished_at: Date | null
  claimed_ms: number
  score: number
  streak: number
  best_streak: number
  correct: number
  attempted: number
  honeypots: number
  honeypots_banked: boolean
}

const SESSION_COLUMNS = `id, list_id, user_id, status::text AS status, difficulty::int AS difficulty, game_type::text AS game_type, mode::text AS mode,
  phonics, freeplay, seed::float8 AS seed, words, started_at, finished_at, claimed_ms::float8 AS claimed_ms, score::int AS score, streak::int AS streak,
  best_streak::int AS best_streak, correct::int AS correct, attempted::int AS attempted, honeypots::int AS honeypots, honeypots_banked`

const stateOf = (s: SessionRow): ScoreState => ({
  score: s.score,
  streak: s.streak,
  bestStreak: s.best_streak,
  correct: s.correct,
  attempted: s.attempted,
  honeypots: s.honeypots,
})

export type SessionOptions = { difficulty: Difficulty; gameType: GameType; phonics: boolean; freeplay: boolean; mode?: 'test' }

type WordDetails = { id: number; definition: string | null; sentence: string | null; audio: string | null }

/** The session as the player gets it: the words with what each round offers, the score so far, the attempts made. */
export async function sessionBody(sql: Sql, session: SessionRow, known?: WordDetails[]) {
  const details =
    known ??
    (
      await sql.query<WordDetails>(`SELECT id, definition, sentence, audio FROM dictionary_words WHERE id = ANY($1::int[])`, [
        session.words.map((w) => w.dictionaryId).filter((id) => id !== null),
      ])
    ).rows
  const byId = new Map(details.map((d) => [d.id, d]))
  // A session nobody has played yet has no attempts to read.
  const attempts =
    session.attempted === 0 && session.status === 'active'
      ? { rows: [] as { wordId: number; correct: boolean; points: number; typed: string }[] }
      : await sql.query<{ wordId: number; correct: boolean; points: number; typed: string }>(
          `SELECT list_word::int AS "wordId", correct, points::int AS points, typed FROM spelling_attempts WHERE session_id = $1 ORDER BY id`,
          [session.id],
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
    attempts: attempts.rows,
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
const ASYNCHRONOUS_COMMIT = `asynchronous AS MATERIALIZED (SELECT set_config('synchronous_commit', 'off', true))`

/** What starting a game reads first: whether the list is readable (a row or none), the pupil's setting, a session to resume. */
export type GameStartJson = Partial<SessionJson> & { accuracy_only: boolean }

/**
 * The first statement of starting a game, for the caller `me` (see findSessionUserWith): whether they may read
 * the list, their accuracy-only setting, and the session to resume, in one.
 */
export const gameStartRead = (listId: number, options: SessionOptions): NamedStatement => ({
  name: 'spelling-start',
  text: `SELECT coalesce((u.settings->>'accuracyOnly')::bool, false) AS accuracy_only, s.*
   FROM word_lists l JOIN users u ON u.id = me.id
   LEFT JOIN LATERAL (
     SELECT ${SESSION_COLUMNS} FROM spelling_sessions
     WHERE NOT $3::bool AND user_id = u.id AND list_id = l.id AND status = 'active' AND difficulty = $4 AND game_type::text = $5 AND phonics = $6
       AND freeplay = $7 AND mode::text = CASE WHEN coalesce((u.settings->>'accuracyOnly')::bool, false) THEN 'accuracy' ELSE 'game' END
       AND started_at > now() - make_interval(secs => $8)
     ORDER BY id DESC LIMIT 1) s ON true
   WHERE l.id = $2 AND ${readableCondition(readerIsMe)}`,
  values: [
    listId,
    options.mode === 'test',
    options.difficulty,
    options.gameType,
    options.phonics,
    options.freeplay,
    RESUME_WITHIN_MS / 1000,
  ],
})

/** A session read as JSON (timestamps as strings), as the rows read with the session-token lookup come. */
const fromJson = <T extends Partial<SessionJson>>(row: T) => ({
  ...row,
  started_at: row.started_at ? new Date(row.started_at) : row.started_at,
  finished_at: row.finished_at ? new Date(row.finished_at) : row.finished_at,
})

/**
 * POST lists/{id}/gamesession: resumes the user's unfinished session of the same kind on this list if there is
 * a recent one, else starts one. Test-mode sessions always start afresh. Answers `{ created, session }`.
 * A school starts hundreds of these at the bell (npm run bench), so it is two statements, each prepared once
 * per connection: gameStartRead (which the game-start endpoint runs with the session-token lookup, and which is
 * run here when not given), then the new session, made from the list's words in the database, with the
 * words' hints.
 */
export async function startSession(sql: Sql, user: AuthUser, listId: number, options: SessionOptions, read?: GameStartJson | null) {
  const start = read === undefined ? await readAlongside<GameStartJson>(sql, user.id, gameStartRead(listId, options)) : read
  if (!start) throw new AppError('NOT_FOUND', { message: 'No such list' })
  if (start.id) return { created: false, session: await sessionBody(sql, fromJson(start) as SessionRow) }
  const mode: Mode = options.mode === 'test' ? 'test' : start.accuracy_only ? 'accuracy' : 'game'
  const { rows } = await sql.query<SessionRow & { details: WordDetails[] }>({
    name: 'spelling-session-insert',
    text: `WITH w AS (
       SELECT w.id, w.word, w.dictionary_id, w.position, d.graphemes, d.definition, d.sentence, d.audio
       FROM list_words w LEFT JOIN dictionary_words d ON d.id = w.dictionary_id WHERE w.list_id = $3),
     created AS (
       INSERT INTO spelling_sessions (user_id, school_id, list_id, difficulty, game_type, mode, phonics, freeplay, status, seed, words, started_at)
       SELECT $1, $2, $3, $4, $5::enum_spelling_sessions_game_type, $6::enum_spelling_sessions_mode, $7, $8, 'active', $9,
         jsonb_agg(jsonb_build_object('id', id, 'word', word, 'dictionaryId', dictionary_id, 'graphemes', graphemes) ORDER BY position, id), now()
       FROM w HAVING count(*) > 0
       RETURNING ${SESSION_COLUMNS}),
     ${ASYNCHRONOUS_COMMIT}
     SELECT created.*, coalesce((SELECT json_agg(json_build_object('id', dictionary_id, 'definition', definition, 'sentence', sentence, 'audio', audio))
       FROM w WHERE dictionary_id IS NOT NULL), '[]') AS details FROM created, asynchronous`,
    values: [
      user.id,
      user.school?.id ?? null,
      listId,
      options.difficulty,
      options.gameType,
      mode,
      options.phonics,
      options.freeplay,
      Math.floor(Math.random() * 2 ** 31),
    ],
  })
  if (!rows[0]) throw new AppError('INVALID_DATA', { fields: [{ path: 'list', message: 'This list has no words to play' }] })
  const { details, ...session } = rows[0]
  return { created: true, session: await sessionBody(sql, session, details) }
}

export type AttemptInput = { wordId: number; typed: string; timeMs: number }

const attemptRefused = (path: string, message: string) => new AppError('INVALID_DATA', { fields: [{ path, message }] })

/**
 * A pupil's session by id, optionally locked. `+ 0` keeps the owner and list tests out of index choice: for a
 * pupil with many sessions of one list the planner otherwise walks (user, list, status) rather than the primary
 * key, a few ms per attempt (measured in npm run bench).
 */
async function readSession(sql: Sql, user: AuthUser, sessionId: number, listId: number | undefined, lock: boolean): Promise<SessionRow> {
  const { rows } = await sql.query<SessionRow>({
    name: lock ? 'spelling-session-locked' : 'spelling-session',
    text: `SELECT ${SESSION_COLUMNS} FROM spelling_sessions WHERE id = $1 AND user_id + 0 = $2 AND ($3::int IS NULL OR list_id + 0 = $3)${lock ? ' FOR UPDATE' : ''}`,
    values: [sessionId, user.id, listId ?? null],
  })
  if (!rows[0]) throw new AppError('NOT_FOUND', { message: 'No such game session' })
  return rows[0]
}

/** Locks the session: the batch of offline attempts and finishing are applied one session at a time. */
const lockSession = (sql: Sql, user: AuthUser, sessionId: number, listId?: number) => readSession(sql, user, sessionId, listId, true)

/**
 * One attempt's writes as one statement: the session moves on only from the state it was scored against
 * (`attempted = $10`, still active), and the attempt is stored only when it did. A replay breaks the unique
 * (session, word) index and changes nothing. No rows back means another attempt on this session came first.
 * It commits without waiting for the disk (ASYNCHRONOUS_COMMIT).
 */
const WRITE_ATTEMPT = `WITH moved AS (
  UPDATE spelling_sessions SET score = $2, streak = $3, best_streak = $4, correct = $5, attempted = $6, honeypots = $7, claimed_ms = claimed_ms + $8,
    last_attempt_at = now(), status = CASE WHEN $9::bool THEN 'finished'::enum_spelling_sessions_status ELSE status END,
    finished_at = CASE WHEN $9::bool THEN now() ELSE finished_at END
  WHERE id = $1 AND status = 'active' AND attempted = $10 RETURNING id, user_id),
${ASYNCHRONOUS_COMMIT}
INSERT INTO spelling_attempts (session_id, user_id, list_word, dictionary_id, word, typed, correct, time_ms, points)
SELECT id, user_id, $11, $12, lower($13), $14, $15, $8, $16 FROM moved, asynchronous RETURNING id`

const isReplay = (err: any) => err?.code === '23505' && err?.constraint === 'session_listWord_idx'

/**
 * Scores one attempt against the session as read and stores it. Returns null when the session moved on
 * between the read and the write (the caller reads it again); finishes the session on its last word.
 */
async function scoreOne(sql: Sql, session: SessionRow, attempt: AttemptInput, path = '') {
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
  const written = await sql
    .query({
      name: 'spelling-attempt',
      text: WRITE_ATTEMPT,
      values: [
        session.id,
        s.score,
        s.streak,
        s.bestStreak,
        s.correct,
        s.attempted,
        honeypots,
        attempt.timeMs,
        last,
        session.attempted,
        word.id,
        word.dictionaryId,
        word.word,
        attempt.typed,
        scored.correct,
        scored.points,
      ],
    })
    .catch((err) => {
      throw isReplay(err) ? new AppError('CONFLICT', { message: 'This word has already been attempted in this session' }) : err
    })
  if (!written.rowCount) return null
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

/** A game session as JSON, the way the session-token lookup brings it along (timestamps as strings). */
export type SessionJson = Omit<SessionRow, 'started_at' | 'finished_at'> & { started_at: string; finished_at: string | null }

/** The caller's own session of a list, read with the session-token lookup (defineEndpoint's `firstRead`); see readSession. */
export const ownSessionRead = (listId: number, sessionId: number): NamedStatement => ({
  name: 'spelling-own-session',
  text: `SELECT ${SESSION_COLUMNS} FROM spelling_sessions WHERE id = $2 AND user_id + 0 = me.id AND list_id + 0 = $3`,
  values: [sessionId, listId],
})

/**
 * POST lists/{id}/gameplay: one attempt, outside any transaction: a read, the scoring, and one atomic write
 * that applies only if nothing moved the session in between (else read again). Two statements rather than a
 * locking transaction's five; this is the busiest call in the product (npm run bench).
 */
export async function recordAttempt(
  sql: Sql,
  user: AuthUser,
  listId: number,
  sessionId: number,
  attempt: AttemptInput,
  read: SessionJson | null,
) {
  if (!read) throw new AppError('NOT_FOUND', { message: 'No such game session' })
  let session = fromJson(read) as SessionRow
  for (let tries = 0; tries < 5; tries++) {
    if (tries > 0) session = await readSession(sql, user, sessionId, listId, false)
    const result = await scoreOne(sql, session, attempt)
    if (result) return result
  }
  throw new AppError('CONFLICT', { message: 'This game session is busy: send the attempt again' })
}

/**
 * PUT lists/{id}/gamesession/{sid} and PUT testmodegamesession/{id}: attempts made offline, in order, then
 * optionally finishing (a pupil who stops early finishes with the words left unattempted).
 */
export async function updateSession(
  sql: Sql,
  user: AuthUser,
  sessionId: number,
  body: { attempts?: AttemptInput[]; finished?: boolean },
  expect: { listId?: number; testMode: boolean },
) {
  const session = await lockSession(sql, user, sessionId, expect.listId)
  if ((session.mode === 'test') !== expect.testMode)
    throw new AppError('NOT_FOUND', { message: expect.testMode ? 'No such test-mode session' : 'No such game session' })
  for (const [i, attempt] of (body.attempts ?? []).entries()) {
    // The session is locked, so nothing else can move it between the scoring and the write.
    if (!(await scoreOne(sql, session, attempt, `attempts.${i}.`))) throw new Error('a locked game session moved')
  }
  if (body.finished && session.status === 'active') {
    const summary = summarise(stateOf(session), session.words.length, session.mode)
    session.honeypots += summary.perfectHoneypot
    await sql.query(`UPDATE spelling_sessions SET status = 'finished', finished_at = now(), honeypots = $2 WHERE id = $1`, [
      session.id,
      session.honeypots,
    ])
    session.status = 'finished'
  }
  const fresh = await lockSession(sql, user, sessionId)
  return sessionResult(sql, fresh)
}

/** The result screen: the session, the server's score, and the words to practise (wrong or not attempted). */
export async function sessionResult(sql: Sql, session: SessionRow) {
  const body = await sessionBody(sql, session)
  const right = new Set(body.attempts.filter((a) => a.correct).map((a) => a.wordId))
  return {
    ...body,
    wordsToPractise: session.words.filter((w) => !right.has(w.id)).map((w) => ({ id: w.id, word: w.word, dictionary_id: w.dictionaryId })),
  }
}

/** POST lists/{id}/beekeeper {sessionId}: banks a finished session's honeypots into the pupil's hive, once. */
export async function bankHoneypots(sql: Sql, user: AuthUser, listId: number, sessionId: number) {
  const session = await lockSession(sql, user, sessionId, listId)
  if (session.status !== 'finished') throw new AppError('CONFLICT', { message: 'Finish the game before banking its honeypots' })
  const banked = session.honeypots_banked ? 0 : session.honeypots
  if (!session.honeypots_banked) await sql.query(`UPDATE spelling_sessions SET honeypots_banked = true WHERE id = $1`, [session.id])
  const { rows } = await sql.query<{ total: number }>(
    `SELECT coalesce(sum(honeypots), 0)::int AS total FROM spelling_sessions WHERE user_id = $1 AND honeypots_banked`,
    [user.id],
  )
  return { session: session.id, banked, alreadyBanked: session.honeypots_banked, totalHoneypots: rows[0].total }
}

/** Whether `viewer` may see `userId`'s spelling results: themselves, staff of the same school, superusers. */
export async function canSeeResultsOf(sql: Sql, viewer: AuthUser, userId: number): Promise<boolean> {
  if (viewer.id === userId || viewer.role === 'superuser') return true
  if (!isStaffRole(viewer.role) || !viewer.school) return false
  const { rows } = await sql.query(`SELECT 1 FROM users WHERE id = $1 AND school_id = $2`, [userId, viewer.school.id])
  return rows.length > 0
}

/** GET quiz/session/user/{id}: a user's spelling sessions (tests and games), newest first, paged. */
export async function sessionsOf(sql: Sql, viewer: AuthUser, userId: number, query: { page: number; limit: number; testMode?: boolean }) {
  if (!(await canSeeResultsOf(sql, viewer, userId))) throw new AppError('NOT_FOUND', { message: 'No such user' })
  const where = `s.user_id = $1 AND ($2::bool IS NULL OR (s.mode = 'test') = $2)`
  const values = [userId, query.testMode ?? null]
  const total = await sql.query<{ count: number }>(`SELECT count(*)::int AS count FROM spelling_sessions s WHERE ${where}`, values)
  const { rows } = await sql.query(
    `SELECT s.id, s.list_id AS list, l.title AS "listTitle", s.status::text AS status, s.difficulty::int AS difficulty, s.game_type::text AS "gameType",
       s.mode::text AS mode, s.mode = 'test' AS "testMode", s.freeplay, s.score::int AS score, s.correct::int AS correct, s.attempted::int AS attempted,
       jsonb_array_length(s.words) AS words, s.honeypots::int AS honeypots, s.started_at AS "startedAt", s.finished_at AS "finishedAt"
     FROM spelling_sessions s JOIN word_lists l ON l.id = s.list_id WHERE ${where}
     ORDER BY s.started_at DESC, s.id DESC LIMIT ${query.limit} OFFSET ${offsetOf(query.page, query.limit)}`,
    values,
  )
  return toPage(rows, total.rows[0].count, query.page, query.limit)
}

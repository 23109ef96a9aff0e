/**
 * The hand-written baseline for posting one spelling attempt (`POST /api/lists/{id}/gameplay`): plain Express +
 * pg doing the same work: the same validation, the token → session user lookup in the same statement as the
 * session read (findSessionUserWith, ownSessionRead), the same rules module scoring, the same single guarded
 * update-and-insert statement, the same JSON answer.
 */
import express from 'express'
import pg from 'pg'
import { findSessionUserWith } from '../lib/auth/sessions'
import { SystemDb } from '../lib/data/db'
import { ownSessionRead, type SessionJson } from '../lib/spelling/sessions'
import { scoreAttempt, timingProblem, type Difficulty, type Mode } from '../player/games/spelling/rules'

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 })
pool.on('error', () => {})
const sessions = new SystemDb(pool, 'the baseline’s session lookup')
const app = express()
app.disable('x-powered-by')
app.use(express.json({ limit: '1mb' }))

const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0

app.post('/baseline/lists/:id/gameplay', async (req, res) => {
  const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1]
  if (!token) return res.status(401).json({ error: 'Unauthorised' })
  const listId = Number(req.params.id)
  const body = req.body ?? {}
  const unknown = Object.keys(body).filter((k) => !['sessionId', 'wordId', 'typed', 'timeMs'].includes(k))
  if (
    !isId(listId) ||
    !isId(body.sessionId) ||
    !isId(body.wordId) ||
    typeof body.typed !== 'string' ||
    body.typed.length > 60 ||
    !Number.isInteger(body.timeMs) ||
    body.timeMs < 0 ||
    unknown.length
  ) {
    return res.status(422).json({ error: 'Failed - Invalid data' })
  }
  try {
    const found = await findSessionUserWith<SessionJson>(sessions, token, ownSessionRead(listId, body.sessionId))
    if (!found) return res.status(401).json({ error: 'Unauthorised' })
    let s: any = found.row
    for (let tries = 0; tries < 5; tries++) {
      if (tries > 0) {
        const { rows } = await pool.query({
          name: 'baseline-session',
          text: `SELECT id, user_id, status::text AS status, difficulty::int AS difficulty, mode::text AS mode, words, started_at, claimed_ms::float8 AS claimed_ms,
             score::int AS score, streak::int AS streak, best_streak::int AS best_streak, correct::int AS correct, attempted::int AS attempted, honeypots::int AS honeypots
           FROM spelling_sessions WHERE id = $1 AND user_id + 0 = $2 AND list_id + 0 = $3`,
          values: [body.sessionId, found.user.id, listId],
        })
        s = rows[0]
      }
      if (!s) throw Object.assign(new Error(), { status: 404 })
      if (s.status !== 'active') throw Object.assign(new Error(), { status: 409 })
      const word = (s.words as { id: number; word: string; dictionaryId: number | null }[]).find((w) => w.id === body.wordId)
      if (!word) throw Object.assign(new Error(), { status: 422 })
      if (timingProblem(word.word, body.timeMs, s.claimed_ms + body.timeMs, Date.now() - new Date(s.started_at).getTime()))
        throw Object.assign(new Error(), { status: 422 })
      const scored = scoreAttempt(
        { score: s.score, streak: s.streak, bestStreak: s.best_streak, correct: s.correct, attempted: s.attempted, honeypots: s.honeypots },
        { word: word.word, typed: body.typed, timeMs: body.timeMs },
        s.difficulty as Difficulty,
        s.mode as Mode,
      )
      const n = scored.state
      const last = n.attempted >= s.words.length
      const written = await pool
        .query({
          name: 'baseline-attempt',
          text: `WITH moved AS (
            UPDATE spelling_sessions SET score = $2, streak = $3, best_streak = $4, correct = $5, attempted = $6, honeypots = $7, claimed_ms = claimed_ms + $8,
              last_attempt_at = now(), status = CASE WHEN $9::bool THEN 'finished'::enum_spelling_sessions_status ELSE status END,
              finished_at = CASE WHEN $9::bool THEN now() ELSE finished_at END
            WHERE id = $1 AND status = 'active' AND attempted = $10 RETURNING id, user_id),
          asynchronous AS (SELECT set_config('synchronous_commit', 'off', true))
          INSERT INTO spelling_attempts (session_id, user_id, list_word, dictionary_id, word, typed, correct, time_ms, points)
          SELECT id, user_id, $11, $12, lower($13), $14, $15, $8, $16 FROM moved, asynchronous RETURNING id`,
          values: [
            s.id,
            n.score,
            n.streak,
            n.bestStreak,
            n.correct,
            n.attempted,
            n.honeypots,
            body.timeMs,
            last,
            s.attempted,
            word.id,
            word.dictionaryId,
            word.word,
            body.typed,
            scored.correct,
            scored.points,
          ],
        })
        .catch((err) => {
          throw err.code === '23505' ? Object.assign(new Error(), { status: 409 }) : err
        })
      if (!written.rowCount) continue
      return res.set('Cache-Control', 'no-store').json({
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
          id: s.id,
          status: last ? 'finished' : 'active',
          score: n.score,
          streak: n.streak,
          bestStreak: n.bestStreak,
          correct: n.correct,
          attempted: n.attempted,
          honeypots: n.honeypots,
          remaining: s.words.length - n.attempted,
        },
      })
    }
    throw Object.assign(new Error(), { status: 409 })
  } catch (err: any) {
    res.status(err.status ?? 500).json({ error: err.status ? 'Refused' : 'Internal error' })
  }
})
app.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('baseline ready'))

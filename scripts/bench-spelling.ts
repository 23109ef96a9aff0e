/**
 * The spelling figures of `npm run bench` (issue 5):
 *   posting one attempt (POST /api/lists/{id}/gameplay) against a hand-written Express + pg baseline doing the
 *   same validation, scoring and insert (scripts/bench-attempt-baseline.ts), at 50 connections;
 *   a school burst: 900 pupils of one school each starting a game session within 10 s.
 * Data is arranged straight in the bench database: a 30-word list, 900 pupils with session tokens, and thousands
 * of game sessions shared among 50 of them, a class playing at once (each attempt needs a word not yet attempted,
 * as replays are refused).
 */
import autocannon from 'autocannon'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { hashToken } from '../lib/auth/sessions'

const SESSIONS = 4000
const WORDS = 30
const PUPILS = 900
/** Pupils posting attempts at once, one per connection's turn. */
const PLAYERS = 50

export type SpellingBenchData = {
  listId: number
  playerTokens: string[]
  ours: number[]
  baseline: number[]
  words: number[]
  burstTokens: string[]
  schemeListId: number
}

async function tokensFor(db: pg.Client, userIds: number[]) {
  const tokens = userIds.map(() => randomBytes(32).toString('base64url'))
  await db.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) SELECT u, h, now() + interval '1 day' FROM unnest($1::int[], $2::text[]) AS t(u, h)`,
    [userIds, tokens.map(hashToken)],
  )
  return tokens
}

export async function prepareSpellingBench(databaseUrl: string, schoolCode: string): Promise<SpellingBenchData> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const [school] = (await db.query(`SELECT id FROM schools WHERE code = $1`, [schoolCode])).rows
    const [pupil] = (
      await db.query(`SELECT password_hash FROM users WHERE school_id = $1 AND role = 'pupil' ORDER BY id LIMIT 1`, [school.id])
    ).rows
    const [list] = (
      await db.query(
        `INSERT INTO word_lists (title, locale, visibility, school_id, suggested) VALUES ('Bench list', 'en_GB', 'public', $1, false) RETURNING id`,
        [school.id],
      )
    ).rows
    await db.query(
      `INSERT INTO list_words (list_id, word, dictionary_id, position)
       SELECT $1, d.word, d.id, row_number() OVER (ORDER BY d.frequency DESC, d.id) - 1 FROM (
         SELECT DISTINCT ON (word) id, word, frequency FROM dictionary_words WHERE locale = 'en_GB' AND length(word) BETWEEN 4 AND 8 ORDER BY word, frequency DESC) d
       ORDER BY d.frequency DESC, d.id LIMIT $2`,
      [list.id, WORDS],
    )
    const words = (
      await db.query(
        `SELECT id, word, dictionary_id AS "dictionaryId", null AS graphemes FROM list_words WHERE list_id = $1 ORDER BY position`,
        [list.id],
      )
    ).rows
    const pupils = (
      await db.query(
        `INSERT INTO users (name, role, school_id, school_username, password_hash, permissions, locale, settings, tester, has_number, has_phonics, email_verified)
         SELECT 'Bench pupil ' || g, 'pupil', $1, 'benchpupil' || g, $2, '["spelling"]', 'en_GB', '{}', false, false, false, false FROM generate_series(1, $3) g RETURNING id`,
        [school.id, pupil.password_hash, PUPILS],
      )
    ).rows.map((r) => r.id as number)
    // A class playing at once: the game sessions belong in turn to PLAYERS pupils (session i to player i % PLAYERS),
    // started a day ago, so that a day's worth of claimed typing time is plausible.
    const players = pupils.slice(0, PLAYERS)
    const sessions = (
      await db.query(
        `INSERT INTO spelling_sessions (user_id, school_id, list_id, difficulty, game_type, mode, phonics, freeplay, status, seed, words, started_at)
         SELECT ($5::int[])[1 + (g - 1) % $6], $1, $2, 4, 'spelling', 'game', false, false, 'active', g, $3::jsonb, now() - interval '1 day'
         FROM generate_series(1, $4) g RETURNING id, seed::int AS turn`,
        [school.id, list.id, JSON.stringify(words), SESSIONS * 2, players, PLAYERS],
      )
    ).rows
      .sort((a, b) => a.turn - b.turn)
      .map((r) => r.id as number)
    const [scheme] = (await db.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL ORDER BY id LIMIT 1`)).rows
    return {
      listId: list.id,
      playerTokens: await tokensFor(db, players),
      ours: sessions.slice(0, SESSIONS),
      baseline: sessions.slice(SESSIONS),
      words: words.map((w) => w.id),
      burstTokens: await tokensFor(db, pupils),
      schemeListId: scheme.id,
    }
  } finally {
    await db.end()
  }
}

export type LoadResult = { name: string; rps: number; p50: number; p99: number; errors: number; requests: number; seconds: number }

function summarise(name: string, result: autocannon.Result, started: number): LoadResult {
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    requests: result.requests.total,
    seconds: (Date.now() - started) / 1000,
  }
}

/** Seconds of the same load before each measured run: the figure is for a warmed-up server, as in school hours. */
const WARM_UP_SECONDS = 3

/**
 * Posts attempts at 50 connections, after a warm-up: each request a word not yet attempted, sessions taken in
 * turn so that no two requests wait on one session.
 */
export async function loadAttempts(
  name: string,
  url: (listId: number) => string,
  data: SpellingBenchData,
  sessions: number[],
  duration: number,
): Promise<LoadResult> {
  let n = 0
  const run = (seconds: number) =>
    autocannon({
      url: url(data.listId),
      connections: 50,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            const k = n++
            const turn = k % sessions.length
            const wordId = data.words[Math.floor(k / sessions.length) % data.words.length]
            const authorization = `Bearer ${data.playerTokens[turn % data.playerTokens.length]}`
            return {
              ...req,
              headers: { ...req.headers, 'content-type': 'application/json', authorization },
              body: JSON.stringify({ sessionId: sessions[turn], wordId, typed: 'bench', timeMs: 2500 }),
            }
          },
        },
      ],
    })
  await run(WARM_UP_SECONDS)
  const started = Date.now()
  const result = await run(duration)
  if (n > sessions.length * data.words.length) console.warn(`  (${name}: more requests than unattempted words; the excess were replays)`)
  return summarise(name, result, started)
}

/** 900 pupils of one school each start a game session, 100 a second (all within 10 s), on a scheme list. */
export async function loadSchoolBurst(base: string, data: SpellingBenchData): Promise<LoadResult> {
  let n = 0
  const started = Date.now()
  const result = await autocannon({
    url: `${base}/api/lists/${data.schemeListId}/gamesession`,
    connections: 100,
    amount: data.burstTokens.length,
    overallRate: 100,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => ({
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            authorization: `Bearer ${data.burstTokens[n++ % data.burstTokens.length]}`,
          },
          body: JSON.stringify({ difficulty: 2, gameType: 'spelling', phonics: false }),
        }),
      },
    ],
  })
  return summarise('school burst: 900 game sessions', result, started)
}

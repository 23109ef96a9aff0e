/**
 * Playing spelling games over HTTP as a pupil would, for tests of homework and reports: start a session,
 * send an attempt per word (right, or wrong where asked), and let the server score and finish it.
 */
import type { Api } from './http'
import type { TestServer } from './server'

export type PlayOptions = {
  difficulty?: 1 | 2 | 3 | 4
  gameType?: string
  /** A spelling test (test mode) instead of a game. */
  test?: boolean
  /** Words (as in the list) to get wrong; every other word is spelt right. */
  wrong?: string[]
  /** Words to leave unattempted (the session then stays unfinished unless `finish`). */
  skip?: string[]
  /** Finish the session at the end even if words were skipped. */
  finish?: boolean
}

/** Plays one game of a list; answers the session id and what the server said about each attempt. */
export async function playList(server: TestServer, pupil: Api, listId: number, options: PlayOptions = {}) {
  const started = options.test
    ? await pupil.post(`lists/${listId}/testmodegamesession`, { difficulty: options.difficulty ?? 4 })
    : await pupil.post(`lists/${listId}/gamesession`, {
        difficulty: options.difficulty ?? 2,
        gameType: options.gameType ?? 'spelling',
        phonics: false,
      })
  if (started.status !== 201 && started.status !== 200) throw new Error(`starting a game: ${started.status} ${started.text}`)
  const session = started.body.session
  // As if the pupil had been playing for ten minutes: the server refuses more claimed time than has passed.
  await server.query(`UPDATE spelling_sessions SET started_at = started_at - interval '10 minutes' WHERE id = $1`, [session.id])
  const answers = []
  for (const word of session.words as { id: number; word: string }[]) {
    if (options.skip?.includes(word.word)) continue
    const typed = options.wrong?.includes(word.word) ? `${word.word}x` : word.word
    const body = { sessionId: session.id, wordId: word.id, typed, timeMs: 4000 }
    const answer = options.test
      ? await pupil.put(`testmodegamesession/${session.id}`, { attempts: [{ wordId: word.id, typed, timeMs: 4000 }] })
      : await pupil.post(`lists/${listId}/gameplay`, body)
    if (answer.status !== 200) throw new Error(`attempt at ${word.word}: ${answer.status} ${answer.text}`)
    answers.push(answer.body)
  }
  if (options.finish && options.skip?.length) {
    const path = options.test ? `testmodegamesession/${session.id}` : `lists/${listId}/gamesession/${session.id}`
    const done = await pupil.put(path, { finished: true })
    if (done.status !== 200) throw new Error(`finishing: ${done.status} ${done.text}`)
  }
  const [row] = await server.query(
    `SELECT status::text AS status, score::int AS score, correct::int AS correct FROM spelling_sessions WHERE id = $1`,
    [session.id],
  )
  return { id: session.id as number, words: session.words as { id: number; word: string }[], answers, ...row } as {
    id: number
    words: { id: number; word: string }[]
    answers: any[]
    status: string
    score: number
    correct: number
  }
}

/** Moves a session (and its attempts) back in time, as if played then. */
export async function moveSession(server: TestServer, sessionId: number, to: Date) {
  await server.query(
    `UPDATE spelling_sessions SET started_at = $2, finished_at = CASE WHEN finished_at IS NULL THEN NULL ELSE $2::timestamptz + interval '5 minutes' END,
       last_attempt_at = CASE WHEN last_attempt_at IS NULL THEN NULL ELSE $2::timestamptz + interval '5 minutes' END WHERE id = $1`,
    [sessionId, to],
  )
  await server.query(`UPDATE spelling_attempts SET created_at = $2::timestamptz + make_interval(secs => id % 1000) WHERE session_id = $1`, [
    sessionId,
    to,
  ])
}

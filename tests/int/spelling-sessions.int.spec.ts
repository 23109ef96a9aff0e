import { beforeAll, describe, expect, it } from 'vitest'
import { createSession, hashToken } from '../../lib/auth/sessions'
import { minimumAttemptMs, roundInput, roundSeed, scoreAttempts } from '../../player/games/spelling/rules'
import { makeSchoolWithPeople, makeUser, sessionFor } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { makeList } from '../helpers/spelling'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let list: Awaited<ReturnType<typeof makeList>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
  list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['cat', 'ship', 'because', 'friend', 'light', 'rain'])
  // Set the list for pupil 0 (and only them).
  await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${a.pupils[0].id}`)
})

const pupil = (people = a, i = 0) => sessionFor(server.payload, server.api, people.pupils[i].id)
/** Moves a session's start back, as if the pupil had been playing that long. */
const backdate = (sessionId: number, ms: number) =>
  server.query(`UPDATE spelling_sessions SET started_at = started_at - make_interval(secs => $2) WHERE id = $1`, [sessionId, ms / 1000])
const attemptRows = async (sessionId: number) =>
  (await server.query(`SELECT count(*)::int AS n FROM spelling_attempts WHERE session_id = $1`, [sessionId]))[0].n

async function newSession(
  api: Awaited<ReturnType<typeof pupil>>,
  body: Record<string, unknown> = { difficulty: 2, gameType: 'spelling', phonics: false },
) {
  const answer = await api.post(`lists/${list.id}/gamesession`, body)
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`gamesession: ${answer.status} ${answer.text}`)
  return answer.body.session
}

describe('[spelling.gamesession.create] POST lists/{id}/gamesession', () => {
  it('starts a session with the list’s words and, for each, the round the rules lay out', async () => {
    const api = await pupil()
    const answer = await api.post(`lists/${list.id}/gamesession`, { difficulty: 3, gameType: 'spelling-football', phonics: false })
    expect(answer.status).toBe(201)
    const { session } = answer.body
    expect(session).toMatchObject({
      list: list.id,
      difficulty: 3,
      gameType: 'spelling-football',
      theme: { scene: 'football' },
      mode: 'game',
      status: 'active',
      freeplay: false,
    })
    expect(session.words.map((w: any) => w.word)).toEqual(['cat', 'ship', 'because', 'friend', 'light', 'rain'])
    session.words.forEach((w: any, i: number) => expect(w.input).toEqual(roundInput(w.word, 3, roundSeed(session.seed, i))))
    expect(session.words[0].input.tiles.some((t: any) => t.distractor)).toBe(true)
    expect(session.score).toMatchObject({ score: 0, attempted: 0, remaining: 6 })
  })
  it('resumes the unfinished session of the same kind instead of starting another', async () => {
    const api = await pupil()
    const first = await newSession(api, { difficulty: 1, gameType: 'spelling-van', phonics: false })
    const again = await api.post(`lists/${list.id}/gamesession`, { difficulty: 1, gameType: 'spelling-van', phonics: false })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ created: false, session: { id: first.id } })
    const other = await newSession(api, { difficulty: 1, gameType: 'spelling-horses', phonics: false })
    expect(other.id).not.toBe(first.id)
  })
  it('free play is difficulty 4 with the full keyboard; any other difficulty with freeplay is refused', async () => {
    const [scheme] = await server.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL ORDER BY id LIMIT 1`)
    const api = await pupil(b)
    const answer = await api.post(`lists/${scheme.id}/gamesession`, { difficulty: 4, gameType: 'spelling', phonics: false, freeplay: true })
    expect(answer.status).toBe(201)
    expect(answer.body.session).toMatchObject({ freeplay: true, difficulty: 4 })
    expect(answer.body.session.words[0].input.kind).toBe('keyboard')
    const bad = await api.post(`lists/${scheme.id}/gamesession`, { difficulty: 2, gameType: 'spelling', phonics: false, freeplay: true })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('difficulty')
  })
  it('phonics mode offers graphemes as tiles', async () => {
    const api = await pupil()
    const answer = await api.post(`lists/${list.id}/gamesession`, { difficulty: 2, gameType: 'spelling', phonics: true })
    const ship = answer.body.session.words.find((w: any) => w.word === 'ship')
    expect(ship.input.tiles.map((t: any) => t.text).sort()).toEqual(['i', 'p', 'sh'])
  })
  it('refuses a list the pupil may not read, other schools, bad input and signed-out callers', async () => {
    expect((await (await pupil(a, 1)).post(`lists/${list.id}/gamesession`, { difficulty: 2 })).status).toBe(404)
    expect((await (await pupil(b)).post(`lists/${list.id}/gamesession`, { difficulty: 2 })).status).toBe(404)
    expect((await b.asTeacher.post(`lists/${list.id}/gamesession`, { difficulty: 2 })).status).toBe(404)
    const bad = await (await pupil()).post(`lists/${list.id}/gamesession`, { difficulty: 7, gameType: 'tennis' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['difficulty', 'gameType'])
    expect((await server.api.post(`lists/${list.id}/gamesession`, { difficulty: 2 })).status).toBe(401)
  })
  it('a list without words cannot be played, and no session is left behind', async () => {
    const empty = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, [])
    await a.asTeacher.put(`lists/${empty.id}/favourite/pupils/${a.pupils[0].id}`)
    const answer = await (await pupil()).post(`lists/${empty.id}/gamesession`, { difficulty: 2, gameType: 'spelling', phonics: false })
    expect(answer.status).toBe(422)
    expect(answer.body.fields).toEqual([{ path: 'list', message: 'This list has no words to play' }])
    expect(await server.query(`SELECT id FROM spelling_sessions WHERE list_id = $1`, [empty.id])).toEqual([])
  })
  it('an accuracy-only pupil gets no speed bonus, however fast', async () => {
    await server.query(`UPDATE users SET settings = '{"accuracyOnly": true}' WHERE id = $1`, [a.pupils[0].id])
    try {
      const api = await pupil()
      const session = await newSession(api, { difficulty: 4, gameType: 'spelling', phonics: false })
      expect(session).toMatchObject({ mode: 'accuracy', accuracyOnly: true })
      await backdate(session.id, 60_000)
      const fast = await api.post(`lists/${list.id}/gameplay`, {
        sessionId: session.id,
        wordId: list.words[0].id,
        typed: 'cat',
        timeMs: minimumAttemptMs('cat'),
      })
      expect(fast.body.attempt).toMatchObject({ correct: true, speedBonus: 0, points: 40 })
    } finally {
      await server.query(`UPDATE users SET settings = '{}' WHERE id = $1`, [a.pupils[0].id])
    }
  })
})

describe('[spelling.gameplay] POST lists/{id}/gameplay: the server scores', () => {
  it('scores each attempt with the rules, whatever the client thinks, and finishes after the last word', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 2, gameType: 'spelling', phonics: false })
    await backdate(session.id, 120_000)
    const plays = [
      { word: 'cat', typed: 'cat', timeMs: 900 },
      { word: 'ship', typed: 'shipp', timeMs: 4000 },
      { word: 'because', typed: 'because', timeMs: 3000 },
      { word: 'friend', typed: 'Friend', timeMs: 5000 },
      { word: 'light', typed: 'light', timeMs: 2500 },
      { word: 'rain', typed: 'rain', timeMs: 9000 },
    ]
    let last: any
    for (const [i, play] of plays.entries()) {
      const answer = await api.post(`lists/${list.id}/gameplay`, {
        sessionId: session.id,
        wordId: list.words[i].id,
        typed: play.typed,
        timeMs: play.timeMs,
      })
      expect(answer.status).toBe(200)
      last = answer.body
    }
    const expected = scoreAttempts(plays, 2, 'game')
    expect(last.session).toMatchObject({ score: expected.score, correct: 5, attempted: 6, remaining: 0, status: 'finished', bestStreak: 4 })
    const [row] = await server.query(`SELECT score::int, status::text FROM spelling_sessions WHERE id = $1`, [session.id])
    expect(row).toEqual({ score: expected.score, status: 'finished' })
    const late = await api.post(`lists/${list.id}/gameplay`, {
      sessionId: session.id,
      wordId: list.words[0].id,
      typed: 'cat',
      timeMs: 2000,
    })
    expect(late.status).toBe(409)
  })
  it('ignores any score the client sends: unknown fields are refused', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 1, gameType: 'spelling', phonics: false })
    const answer = await api.post(`lists/${list.id}/gameplay`, {
      sessionId: session.id,
      wordId: list.words[0].id,
      typed: 'cat',
      timeMs: 3000,
      points: 100000,
    })
    expect(answer.status).toBe(422)
    expect(answer.body.fields[0]).toMatchObject({ path: 'points', message: 'Unknown field' })
    expect(await attemptRows(session.id)).toBe(0)
  })
  it('refuses a word not in the session, a replay, and impossible timings, storing nothing', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 4, gameType: 'spelling-van', phonics: false })
    await backdate(session.id, 30_000)
    const other = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    const stranger = await api.post(`lists/${list.id}/gameplay`, {
      sessionId: session.id,
      wordId: other.words[0].id,
      typed: 'dog',
      timeMs: 3000,
    })
    expect(stranger.status).toBe(422)
    expect(stranger.body.fields[0].path).toBe('wordId')
    const tooFast = await api.post(`lists/${list.id}/gameplay`, {
      sessionId: session.id,
      wordId: list.words[2].id,
      typed: 'because',
      timeMs: minimumAttemptMs('because') - 1,
    })
    expect(tooFast.status).toBe(422)
    expect(tooFast.body.fields[0]).toMatchObject({ path: 'timeMs', message: 'Faster than anyone can spell this word' })
    const aheadOfClock = await api.post(`lists/${list.id}/gameplay`, {
      sessionId: session.id,
      wordId: list.words[2].id,
      typed: 'because',
      timeMs: 200_000,
    })
    expect(aheadOfClock.status).toBe(422)
    expect(aheadOfClock.body.fields[0].message).toMatch(/more time than has passed/i)
    expect(await attemptRows(session.id)).toBe(0)
    const ok = await api.post(`lists/${list.id}/gameplay`, { sessionId: session.id, wordId: list.words[0].id, typed: 'cat', timeMs: 2000 })
    expect(ok.status).toBe(200)
    const replay = await api.post(`lists/${list.id}/gameplay`, {
      sessionId: session.id,
      wordId: list.words[0].id,
      typed: 'cat',
      timeMs: 2000,
    })
    expect(replay.status).toBe(409)
    expect(await attemptRows(session.id)).toBe(1)
    const [row] = await server.query(`SELECT score::int FROM spelling_sessions WHERE id = $1`, [session.id])
    expect(row.score).toBe(ok.body.session.score)
  })
  it('attempts arriving at once on one session each count once, in some order; the same word twice at once counts once', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 2, gameType: 'spelling', phonics: false })
    await backdate(session.id, 120_000)
    const post = (i: number) =>
      api.post(`lists/${list.id}/gameplay`, { sessionId: session.id, wordId: list.words[i].id, typed: list.words[i].word, timeMs: 3000 })
    const answers = await Promise.all([0, 1, 2, 3, 3, 3].map(post))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 409, 409])
    expect(await attemptRows(session.id)).toBe(4)
    const [row] = await server.query(
      `SELECT s.attempted::int, s.correct::int, s.streak::int, s.score::int - (SELECT sum(points)::int FROM spelling_attempts WHERE session_id = s.id) AS unexplained
       FROM spelling_sessions s WHERE s.id = $1`,
      [session.id],
    )
    expect(row).toEqual({ attempted: 4, correct: 4, streak: 4, unexplained: 0 })
    expect(Math.max(...answers.filter((a) => a.status === 200).map((a) => a.body.session.attempted))).toBe(4)
  })
  it('a pupil cannot post into another pupil’s session, nor through another list', async () => {
    const session = await newSession(await pupil(), { difficulty: 2, gameType: 'spelling-horses', phonics: false })
    await backdate(session.id, 30_000)
    const body = { sessionId: session.id, wordId: list.words[0].id, typed: 'cat', timeMs: 2000 }
    expect((await (await pupil(a, 1)).post(`lists/${list.id}/gameplay`, body)).status).toBe(404)
    expect((await (await pupil(b)).post(`lists/${list.id}/gameplay`, body)).status).toBe(404)
    const other = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await (await pupil()).post(`lists/${other.id}/gameplay`, body)).status).toBe(404)
    expect(await attemptRows(session.id)).toBe(0)
  })
})

describe('[spelling.gameplay] the session token, looked up in the same round trip as the game session', () => {
  // A school of its own, so that these attempts count in no other test's competency.
  let c: Awaited<ReturnType<typeof makeSchoolWithPeople>>
  beforeAll(async () => {
    c = await makeSchoolWithPeople(server.payload, server.api)
  })
  /** A game of a list of its own for the school's first pupil: its path, and a first attempt. */
  async function playable() {
    const own = await makeList(server.payload, { id: c.teacher.id, school: c.school.id }, ['cat', 'dog'])
    await c.asTeacher.put(`lists/${own.id}/favourite/pupils/${c.pupils[0].id}`)
    const started = await (await pupil(c)).post(`lists/${own.id}/gamesession`, { difficulty: 4, gameType: 'spelling', phonics: false })
    expect(started.status).toBe(201)
    const session = started.body.session
    await backdate(session.id, 30_000)
    return {
      session,
      path: `lists/${own.id}/gameplay`,
      attempt: { sessionId: session.id, wordId: own.words[0].id, typed: 'cat', timeMs: 2000 },
    }
  }
  const tokenOf = async (options: Parameters<typeof createSession>[2]) => (await createSession(server.payload, undefined, options)).token

  it('refuses whom every other call refuses: no token, an unknown, expired or deleted user’s token, a second factor still owed', async () => {
    const { session, path, attempt } = await playable()
    const owner = c.pupils[0].id
    expect((await server.api.post(path, attempt)).body).toMatchObject({ code: 'UNAUTHORISED', authHint: 'login' })
    expect((await server.api.as('no-such-token').post(path, attempt)).status).toBe(401)
    const expired = await tokenOf({ userId: owner })
    await server.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [hashToken(expired)])
    expect((await server.api.as(expired).post(path, attempt)).status).toBe(401)
    const owesFactor = await tokenOf({ userId: owner, mfaPending: 'authenticator' })
    expect((await server.api.as(owesFactor).post(path, attempt)).body).toMatchObject({ code: 'UNAUTHORISED', authHint: 'mfa' })
    expect(await attemptRows(session.id)).toBe(0)
    // Who is calling is settled before what they sent: an unknown token with a bad body is a 401, not a 422.
    expect((await server.api.as('no-such-token').post(path, { sessionId: 'x' })).status).toBe(401)
    expect((await (await pupil(c)).post(path, { sessionId: 'x' })).status).toBe(422)
    const leaver = await makeSchoolWithPeople(server.payload, server.api)
    const leaverToken = await tokenOf({ userId: leaver.pupils[0].id })
    await server.query(`UPDATE users SET deleted_at = now() WHERE id = $1`, [leaver.pupils[0].id])
    expect((await server.api.as(leaverToken).post(path, attempt)).status).toBe(401)
  })
  it('takes the session cookie from our own pages, not from another site’s', async () => {
    const { session, path, attempt } = await playable()
    const token = await tokenOf({ userId: c.pupils[0].id })
    const cookie = { Cookie: `_session-token_=${token}` }
    expect((await server.api.post(path, attempt, { headers: { ...cookie, Origin: 'https://elsewhere.example' } })).status).toBe(401)
    expect(await attemptRows(session.id)).toBe(0)
    expect((await server.api.post(path, attempt, { headers: cookie })).status).toBe(200)
  })
  it('an attempt made while a superuser imitates the pupil is audited with both ids', async () => {
    const { path, attempt } = await playable()
    const superuser = await makeUser(server.payload, 'superuser')
    // An imitation session lives only while the superuser's own session does.
    const own = await createSession(server.payload, undefined, { userId: superuser.id })
    const token = await tokenOf({ userId: c.pupils[0].id, imitatorId: superuser.id, imitatorSessionId: own.sessionId })
    expect((await server.api.as(token).post(path, attempt)).status).toBe(200)
    await new Promise((r) => setTimeout(r, 100))
    const audit = await server.query(`SELECT actor_id, subject_id, action FROM audit_log WHERE actor_id = $1`, [superuser.id])
    expect(audit).toEqual([{ actor_id: superuser.id, subject_id: c.pupils[0].id, action: `POST /api/${path}` }])
  })
  it('works the same when Payload’s own router calls it, with the user already signed in', async () => {
    const { createPayloadRequest } = await import('payload')
    const { postGameplay } = await import('../../endpoints/spelling/sessions')
    const { session, path, attempt } = await playable()
    const token = await tokenOf({ userId: c.pupils[0].id })
    const request = new Request(`${server.api.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    })
    const req = await createPayloadRequest({ config: server.payload.config, request })
    expect(req.user?.id).toBe(c.pupils[0].id)
    req.routeParams = { id: path.split('/')[1] }
    req.text = async () => JSON.stringify(attempt)
    const outcome = await postGameplay.run(req)
    expect(outcome.status).toBe(200)
    expect(JSON.parse(String(outcome.body)).session).toMatchObject({ id: session.id, attempted: 1 })
    req.text = async () => JSON.stringify({ ...attempt, sessionId: session.id + 1_000_000 })
    expect((await postGameplay.run(req)).status).toBe(404)
  })
})

describe('[spelling.gamesession.update] PUT lists/{id}/gamesession/{sid}', () => {
  it('takes attempts made offline and finishes, answering the result and the words to practise', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 3, gameType: 'spelling', phonics: false })
    await backdate(session.id, 60_000)
    const answer = await api.put(`lists/${list.id}/gamesession/${session.id}`, {
      attempts: [
        { wordId: list.words[0].id, typed: 'cat', timeMs: 3000 },
        { wordId: list.words[1].id, typed: 'sip', timeMs: 3000 },
      ],
      finished: true,
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'finished', score: { correct: 1, attempted: 2 } })
    expect(answer.body.wordsToPractise.map((w: any) => w.word)).toEqual(['ship', 'because', 'friend', 'light', 'rain'])
    expect(answer.body.attempts.map((x: any) => [x.wordId, x.correct])).toEqual([
      [list.words[0].id, true],
      [list.words[1].id, false],
    ])
    expect(
      (
        await api.put(`lists/${list.id}/gamesession/${session.id}`, {
          attempts: [{ wordId: list.words[2].id, typed: 'because', timeMs: 3000 }],
        })
      ).status,
    ).toBe(409)
  })
  it('refuses other people’s sessions and bad input; a bad attempt in a batch stores none of it', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 2, gameType: 'spelling', phonics: true })
    await backdate(session.id, 60_000)
    expect((await (await pupil(b)).put(`lists/${list.id}/gamesession/${session.id}`, { finished: true })).status).toBe(404)
    expect((await api.put(`lists/${list.id}/gamesession/${session.id}`, {})).status).toBe(422)
    const batch = await api.put(`lists/${list.id}/gamesession/${session.id}`, {
      attempts: [
        { wordId: list.words[0].id, typed: 'cat', timeMs: 3000 },
        { wordId: list.words[1].id, typed: 'ship', timeMs: 10 },
      ],
    })
    expect(batch.status).toBe(422)
    expect(batch.body.fields[0].path).toBe('attempts.1.timeMs')
    expect(await attemptRows(session.id)).toBe(0)
  })
})

describe('[spelling.beekeeper] POST lists/{id}/beekeeper', () => {
  it('banks a finished session’s honeypots once', async () => {
    const api = await pupil()
    const session = await newSession(api, { difficulty: 1, gameType: 'spelling', phonics: false })
    expect((await api.post(`lists/${list.id}/beekeeper`, { sessionId: session.id })).status).toBe(409)
    await backdate(session.id, 120_000)
    const attempts = list.words.map((w) => ({ wordId: w.id, typed: w.word, timeMs: 4000 }))
    const done = await api.put(`lists/${list.id}/gamesession/${session.id}`, { attempts })
    expect(done.body.status).toBe('finished')
    expect(done.body.score.honeypots).toBe(2) // five in a row, and a perfect game of six
    const banked = await api.post(`lists/${list.id}/beekeeper`, { sessionId: session.id })
    expect(banked.status).toBe(200)
    expect(banked.body).toMatchObject({ banked: 2, alreadyBanked: false })
    const again = await api.post(`lists/${list.id}/beekeeper`, { sessionId: session.id })
    expect(again.body).toMatchObject({ banked: 0, alreadyBanked: true, totalHoneypots: banked.body.totalHoneypots })
    expect((await (await pupil(b)).post(`lists/${list.id}/beekeeper`, { sessionId: session.id })).status).toBe(404)
    expect((await api.post(`lists/${list.id}/beekeeper`, { sessionId: 'one' })).status).toBe(422)
  })
})

describe('[spelling.competency_words] POST lists/{id}/competency/words', () => {
  it('rates each word from the last five attempts; the teacher sees a pupil’s, another school cannot', async () => {
    const api = await pupil(a, 1)
    const own = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog', 'cat'])
    await a.asTeacher.put(`lists/${own.id}/favourite/pupils/${a.pupils[1].id}`)
    for (let round = 0; round < 4; round++) {
      const created = await api.post(`lists/${own.id}/gamesession`, { difficulty: 4, gameType: 'spelling', phonics: false })
      const session = created.body.session
      await backdate(session.id, 60_000)
      await api.put(`lists/${own.id}/gamesession/${session.id}`, {
        attempts: [
          { wordId: own.words[0].id, typed: 'dog', timeMs: 3000 },
          { wordId: own.words[1].id, typed: round === 3 ? 'cat' : 'kat', timeMs: 3000 },
        ],
      })
    }
    const mine = await api.post(`lists/${own.id}/competency/words`, {})
    expect(mine.status).toBe(200)
    expect(mine.body.words.map((w: any) => [w.word, w.attempts, w.correct, w.level])).toEqual([
      ['dog', 4, 4, 'mastered'],
      ['cat', 4, 1, 'learning'],
    ])
    expect(mine.body.mastered).toBe(false)
    const teacherView = await a.asTeacher.post(`lists/${own.id}/competency/words`, { userId: a.pupils[1].id })
    expect(teacherView.body.words[0].level).toBe('mastered')
    expect((await b.asTeacher.post(`lists/${own.id}/competency/words`, { userId: a.pupils[1].id })).status).toBe(404)
    expect((await (await pupil(a, 0)).post(`lists/${own.id}/competency/words`, { userId: a.pupils[1].id })).status).toBe(404)
    expect((await api.post(`lists/${own.id}/competency/words`, { userId: 'me' })).status).toBe(422)
  })
})

describe('test mode', () => {
  it('[spelling.testmode.create] starts a spelling test; [spelling.testmode.update] marks each word once, no bonus', async () => {
    const api = await pupil()
    const created = await api.post(`lists/${list.id}/testmodegamesession`, { difficulty: 4 })
    expect(created.status).toBe(201)
    const session = created.body.session
    expect(session).toMatchObject({ mode: 'test', testMode: true, difficulty: 4 })
    const again = await api.post(`lists/${list.id}/testmodegamesession`)
    expect(again.body.session.id).not.toBe(session.id)
    await backdate(session.id, 120_000)
    const marked = await api.put(`testmodegamesession/${session.id}`, {
      attempts: list.words.map((w, i) => ({ wordId: w.id, typed: i === 0 ? 'kat' : w.word, timeMs: minimumAttemptMs(w.word) })),
      finished: true,
    })
    expect(marked.status).toBe(200)
    expect(marked.body.score).toMatchObject({ score: 5 * 40, correct: 5, honeypots: 0, accuracy: 83 })
    expect(marked.body.wordsToPractise.map((w: any) => w.word)).toEqual(['cat'])
  })
  it('[spelling.testmode.update] a game session is not a test, and others’ tests are not found', async () => {
    const api = await pupil()
    const game = await newSession(api, { difficulty: 2, gameType: 'spelling-van', phonics: true })
    expect((await api.put(`testmodegamesession/${game.id}`, { finished: true })).status).toBe(404)
    const test = (await api.post(`lists/${list.id}/testmodegamesession`, {})).body.session
    expect((await (await pupil(b)).put(`testmodegamesession/${test.id}`, { finished: true })).status).toBe(404)
    expect((await api.put(`testmodegamesession/${test.id}`, { finished: 'yes' })).status).toBe(422)
    expect((await (await pupil(a, 1)).post(`lists/${list.id}/testmodegamesession`, {})).status).toBe(404)
  })
})

describe('[quiz.session.user] GET quiz/session/user/{id}', () => {
  it('lists a pupil’s sessions for them and their school’s staff, not for another school', async () => {
    const mine = await (await pupil()).get(`quiz/session/user/${a.pupils[0].id}`, { query: { testMode: 'true' } })
    expect(mine.status).toBe(200)
    expect(mine.body.totalDocs).toBeGreaterThan(0)
    expect(mine.body.docs.every((d: any) => d.testMode)).toBe(true)
    const teacher = await a.asTeacher.get(`quiz/session/user/${a.pupils[0].id}`, { query: { limit: '2' } })
    expect(teacher.body).toMatchObject({ limit: 2, hasNextPage: true })
    expect((await b.asTeacher.get(`quiz/session/user/${a.pupils[0].id}`)).status).toBe(404)
    expect((await (await pupil(a, 1)).get(`quiz/session/user/${a.pupils[0].id}`)).status).toBe(404)
    expect((await a.asTeacher.get(`quiz/session/user/${a.pupils[0].id}`, { query: { testMode: 'maybe' } })).status).toBe(422)
  })
})

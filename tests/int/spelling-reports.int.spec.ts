/**
 * The spelling reports a teacher reads about a class and a pupil, from games really played through the
 * spelling API and scored by the server. Each report gets its own class (and pupils), so its figures are
 * exactly the games played for it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, sessionFor } from '../helpers/factories'
import type { Api } from '../helpers/http'
import { testServer, type TestServer } from '../helpers/server'
import { moveSession, playList } from '../helpers/spelling-play'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let b: Awaited<ReturnType<typeof makeSchoolThroughApi>>
let classes = 0

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
  b = await makeSchoolThroughApi(server, { pupils: 1, classes: 1 })
})

type Class = { group: { id: number; name: string }; pupils: { id: number; name: string; school_username: string }[]; apis: Api[] }

/** A new class of school A with `n` pupils, each signed in. */
async function newClass(n: number): Promise<Class> {
  const group = (await a.asTeacher.post('users/me/school/groups', { name: `Report class ${++classes} ${a.marker}` })).body
  const made = (await a.asTeacher.post('users/me/school/pupils/generate', { amount: n, group: group.id })).body.docs
  const apis = await Promise.all(made.map((p: any) => sessionFor(server.payload, server.api, p.id)))
  return { group, pupils: made, apis }
}

/** A list of school A's teacher, set for a class's pupils (a class favourite lets them play it). */
async function newList(c: Class, words: string[], title = `List ${Math.random().toString(36).slice(2, 7)}`) {
  const list = (await a.asTeacher.post('users/me/lists', { title, words })).body
  const fav = await a.asTeacher.put(`lists/${list.id}/favourite/group/${c.group.id}`)
  if (fav.status >= 300) throw new Error(`favourite: ${fav.status} ${fav.text}`)
  return list as { id: number; title: string; words: { id: number; word: string }[] }
}

const refusals = async (path: string) => {
  expect((await b.asTeacher.get(path)).status).toBe(404)
  const pupil = await sessionFor(server.payload, server.api, a.pupils[0].id)
  expect((await pupil.get(path)).status).toBe(403)
  expect((await server.api.get(path)).status).toBe(401)
}

describe('[groups.report.spelling_plays] GET users/me/school/groups/{id}/spelling_plays', () => {
  it('counts each pupil’s games, words and score as the server scored them', async () => {
    const c = await newClass(3)
    const list = await newList(c, ['cat', 'ship', 'rain', 'friend'])
    const games = [
      await playList(server, c.apis[0], list.id),
      await playList(server, c.apis[0], list.id, { wrong: ['ship'] }),
      await playList(server, c.apis[1], list.id, { difficulty: 4 }),
    ]
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling_plays`)
    expect(answer.status).toBe(200)
    expect(answer.body.pupils.map((p: any) => p.id).sort()).toEqual(c.pupils.map((p) => p.id).sort())
    const byId = new Map(answer.body.pupils.map((p: any) => [p.id, p]))
    expect(byId.get(c.pupils[0].id)).toMatchObject({
      plays: 2,
      finished: 2,
      lists: 1,
      attempted: 8,
      correct: 7,
      accuracy: 88,
      score: games[0].score + games[1].score,
      timeMs: 32000,
    })
    expect(byId.get(c.pupils[1].id)).toMatchObject({ plays: 1, attempted: 4, correct: 4, accuracy: 100, score: games[2].score })
    expect(byId.get(c.pupils[2].id)).toMatchObject({ plays: 0, attempted: 0, accuracy: null, lastPlayedAt: null })
    expect(answer.body.totals).toEqual({
      pupils: 3,
      pupilsPlayed: 2,
      plays: 3,
      finished: 3,
      attempted: 12,
      correct: 11,
      accuracy: 92,
      score: games[0].score + games[1].score + games[2].score,
    })
    const later = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling_plays`, {
      query: { from: new Date(Date.now() + 60_000).toISOString() },
    })
    expect(later.body.totals.plays).toBe(0)
    expect((await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling_plays`, { query: { from: 'yesterday' } })).status).toBe(
      422,
    )
    await refusals(`users/me/school/groups/${c.group.id}/spelling_plays`)
  })
})

describe('[groups.report.history] [groups.report.history.lists] a class’s history', () => {
  let c: Class
  let one: Awaited<ReturnType<typeof newList>>
  let two: Awaited<ReturnType<typeof newList>>
  let games: Awaited<ReturnType<typeof playList>>[]
  beforeAll(async () => {
    c = await newClass(2)
    one = await newList(c, ['light', 'night', 'might'], 'History one')
    two = await newList(c, ['boat', 'coat'], 'History two')
    games = [await playList(server, c.apis[0], one.id, { wrong: ['night'] }), await playList(server, c.apis[1], one.id)]
    for (let i = 0; i < 5; i++) games.push(await playList(server, c.apis[1], two.id))
  })
  it('[groups.report.history] lists the class’s games newest first, by pupil and list, paged', async () => {
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/history`, { query: { limit: '3' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ group: { id: c.group.id }, totalDocs: 7, limit: 3, totalPages: 3, hasNextPage: true })
    expect(answer.body.docs.map((s: any) => s.id)).toEqual(
      games
        .slice(-3)
        .reverse()
        .map((g) => g.id),
    )
    const mine = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/history`, { query: { user_ids: String(c.pupils[0].id) } })
    expect(mine.body.docs).toHaveLength(1)
    expect(mine.body.docs[0]).toMatchObject({
      id: games[0].id,
      user: { id: c.pupils[0].id },
      list: { id: one.id, title: 'History one' },
      correct: 2,
      words: 3,
      accuracy: 67,
      status: 'finished',
      score: games[0].score,
    })
    const byList = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/history`, { query: { list_id: String(one.id) } })
    expect(byList.body.totalDocs).toBe(2)
    // Pupils of another class are not in this one's history.
    expect((await a.asTeacher.get(`users/me/school/groups/${a.groups[0].id}/history`)).body.docs.map((s: any) => s.id)).not.toContain(
      games[0].id,
    )
    await refusals(`users/me/school/groups/${c.group.id}/history`)
  })
  it('[groups.report.history.lists] sums the class’s games by list, with how many have mastered each', async () => {
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/history/lists`)
    expect(answer.status).toBe(200)
    expect(answer.body.docs).toEqual([
      {
        list: { id: two.id, title: 'History two', wordCount: 2 },
        plays: 5,
        pupils: 1,
        attempted: 10,
        correct: 10,
        accuracy: 100,
        pupilsMastered: 1,
        lastPlayedAt: expect.any(String),
      },
      {
        list: { id: one.id, title: 'History one', wordCount: 3 },
        plays: 2,
        pupils: 2,
        attempted: 6,
        correct: 5,
        accuracy: 83,
        pupilsMastered: 0,
        lastPlayedAt: expect.any(String),
      },
    ])
    await refusals(`users/me/school/groups/${c.group.id}/history/lists`)
  })
})

describe('[groups.report.spelling.termly_progression] GET …/spelling/termly_progression', () => {
  it('shows words mastered by the end of each term, replayed from the attempts', async () => {
    const c = await newClass(2)
    const list = await newList(c, ['frog', 'drum', 'crab', 'plum'])
    // Autumn 2024: five perfect games (all four words mastered); spring 2025: one game with two words wrong.
    for (let i = 0; i < 5; i++)
      await moveSession(server, (await playList(server, c.apis[0], list.id)).id, new Date(Date.UTC(2024, 9, 1 + i)))
    await moveSession(server, (await playList(server, c.apis[0], list.id, { wrong: ['frog', 'drum'] })).id, new Date(Date.UTC(2025, 1, 10)))
    // The other pupil played once in the summer term.
    await moveSession(server, (await playList(server, c.apis[1], list.id, { wrong: ['plum'] })).id, new Date(Date.UTC(2025, 4, 5)))
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling/termly_progression`, { query: { year: '2024' } })
    expect(answer.status).toBe(200)
    expect(answer.body.year).toBe(2024)
    const [autumn, spring, summer] = answer.body.terms
    expect([autumn.term, autumn.start, spring.start, summer.start, summer.end]).toEqual([
      'autumn',
      '2024-09-01T00:00:00.000Z',
      '2025-01-01T00:00:00.000Z',
      '2025-04-01T00:00:00.000Z',
      '2025-09-01T00:00:00.000Z',
    ])
    const pupil = (term: any, i: number) => term.pupils.find((p: any) => p.id === c.pupils[i].id)
    expect(pupil(autumn, 0)).toMatchObject({
      plays: 5,
      attempted: 20,
      correct: 20,
      accuracy: 100,
      masteredAtStart: 0,
      masteredAtEnd: 4,
      newlyMastered: 4,
    })
    expect(pupil(spring, 0)).toMatchObject({
      plays: 1,
      attempted: 4,
      correct: 2,
      accuracy: 50,
      masteredAtStart: 4,
      masteredAtEnd: 2,
      newlyMastered: -2,
    })
    expect(pupil(summer, 1)).toMatchObject({ plays: 1, correct: 3, masteredAtEnd: 0 })
    expect(autumn.class).toMatchObject({ plays: 5, attempted: 20, correct: 20, accuracy: 100, averageMastered: 2, averageNewlyMastered: 2 })
    expect(summer.class).toMatchObject({ plays: 1, attempted: 4, correct: 3, accuracy: 75 })
    expect(
      (await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling/termly_progression`, { query: { year: 'last' } })).status,
    ).toBe(422)
    await refusals(`users/me/school/groups/${c.group.id}/spelling/termly_progression`)
  })
})

describe('[groups.report.spelling_competency] GET …/spelling_competency', () => {
  it('is the class by list grid of competency from the last five attempts', async () => {
    const c = await newClass(2)
    const list = await newList(c, ['jump', 'hump', 'bump'])
    const other = await newList(c, ['sand', 'hand'])
    for (let i = 0; i < 5; i++) await playList(server, c.apis[0], list.id)
    for (let i = 0; i < 3; i++) await playList(server, c.apis[1], list.id, { wrong: i === 2 ? ['bump'] : [] })
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling_competency`, {
      query: { list_ids: `${list.id},${other.id}` },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.lists).toEqual([
      { id: list.id, title: list.title, wordCount: 3 },
      { id: other.id, title: other.title, wordCount: 2 },
    ])
    const row = (i: number) => answer.body.pupils.find((p: any) => p.id === c.pupils[i].id).lists
    expect(row(0)).toEqual([
      { list: list.id, words: 3, mastered: 3, nearly: 0, learning: 0, notStarted: 0, score: 1, listMastered: true },
      { list: other.id, words: 2, mastered: 0, nearly: 0, learning: 0, notStarted: 2, score: 0, listMastered: false },
    ])
    // Three games: jump and hump right three times (nearly), bump right twice (learning).
    expect(row(1)[0]).toEqual({
      list: list.id,
      words: 3,
      mastered: 0,
      nearly: 2,
      learning: 1,
      notStarted: 0,
      score: 0.53,
      listMastered: false,
    })
    expect(answer.body.summary).toEqual([
      { list: list.id, pupilsMastered: 1, averageScore: 0.77 },
      { list: other.id, pupilsMastered: 0, averageScore: 0 },
    ])
    // Without list_ids: the lists the class played.
    const played = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling_competency`)
    expect(played.body.lists.map((l: any) => l.id)).toEqual([list.id])
    const bList = (await b.asTeacher.post('users/me/lists', { title: 'Private to B', words: ['dog'] })).body
    expect(
      (await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling_competency`, { query: { list_ids: String(bList.id) } })).status,
    ).toBe(404)
    await refusals(`users/me/school/groups/${c.group.id}/spelling_competency`)
  })
})

describe('[groups.report.spelling_competency.gameplay] GET …/spelling-competency/gameplay', () => {
  it('breaks the class’s accuracy down by difficulty, game type and mode', async () => {
    const c = await newClass(2)
    const list = await newList(c, ['wing', 'king', 'ring', 'sing'])
    await playList(server, c.apis[0], list.id, { difficulty: 1, gameType: 'spelling-van' })
    await playList(server, c.apis[0], list.id, { difficulty: 3, wrong: ['wing', 'king'] })
    await playList(server, c.apis[1], list.id, { difficulty: 3, wrong: ['ring'], gameType: 'spelling-horses' })
    await playList(server, c.apis[1], list.id, { test: true, wrong: ['sing'] })
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/spelling-competency/gameplay`)
    expect(answer.status).toBe(200)
    expect(answer.body.byDifficulty).toEqual([
      { difficulty: 1, pupils: 1, attempted: 4, correct: 4, accuracy: 100 },
      { difficulty: 2, pupils: 0, attempted: 0, correct: 0, accuracy: null },
      { difficulty: 3, pupils: 2, attempted: 8, correct: 5, accuracy: 63 },
      { difficulty: 4, pupils: 1, attempted: 4, correct: 3, accuracy: 75 },
    ])
    expect(answer.body.byGameType.find((g: any) => g.gameType === 'spelling-van')).toEqual({
      gameType: 'spelling-van',
      pupils: 1,
      attempted: 4,
      correct: 4,
      accuracy: 100,
    })
    expect(answer.body.byMode.find((m: any) => m.mode === 'test')).toMatchObject({ attempted: 4, correct: 3 })
    expect(answer.body.pupils.find((p: any) => p.id === c.pupils[0].id).byDifficulty[2]).toEqual({
      difficulty: 3,
      attempted: 4,
      correct: 2,
      accuracy: 50,
    })
    await refusals(`users/me/school/groups/${c.group.id}/spelling-competency/gameplay`)
  })
})

describe('[groups.report.recent_spelling_assessment_breakdown] GET …/recent_spelling_assessment_breakdown', () => {
  it('takes each pupil’s latest spelling test and shows which words the class got wrong', async () => {
    const c = await newClass(3)
    const list = await newList(c, ['bread', 'head', 'dead', 'spread'])
    const old = await playList(server, c.apis[0], list.id, { test: true, wrong: ['bread', 'head', 'dead'] })
    await moveSession(server, old.id, new Date(Date.now() - 7 * 24 * 60 * 60_000))
    const latest = await playList(server, c.apis[0], list.id, { test: true, wrong: ['spread'] })
    const second = await playList(server, c.apis[1], list.id, { test: true, wrong: ['spread'], skip: ['head'], finish: true })
    // A game is not an assessment.
    await playList(server, c.apis[2], list.id, { wrong: ['bread'] })
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/recent_spelling_assessment_breakdown`)
    expect(answer.status).toBe(200)
    const byId = new Map(answer.body.pupils.map((p: any) => [p.id, p.assessment]))
    expect(byId.get(c.pupils[0].id)).toMatchObject({
      session: latest.id,
      list: { id: list.id },
      words: 4,
      correct: 3,
      accuracy: 75,
      wrong: ['spread'],
    })
    expect(byId.get(c.pupils[1].id)).toMatchObject({ session: second.id, words: 4, correct: 2, accuracy: 50, wrong: ['head', 'spread'] })
    expect(byId.get(c.pupils[2].id)).toBeNull()
    expect(answer.body.words).toEqual([
      { word: 'spread', pupils: 2, correct: 0, accuracy: 0, wrongBy: [c.pupils[0].id, c.pupils[1].id].sort((x, y) => x - y) },
      { word: 'head', pupils: 2, correct: 1, accuracy: 50, wrongBy: [c.pupils[1].id] },
      { word: 'bread', pupils: 2, correct: 2, accuracy: 100, wrongBy: [] },
      { word: 'dead', pupils: 2, correct: 2, accuracy: 100, wrongBy: [] },
    ])
    expect(answer.body.summary).toEqual({ assessed: 2, averageAccuracy: 63 })
    await refusals(`users/me/school/groups/${c.group.id}/recent_spelling_assessment_breakdown`)
  })
})

describe('[groups.report.game_play_type_history] GET …/game_play_type_history', () => {
  it('counts games per month by game type and mode, every month of the range listed', async () => {
    const c = await newClass(1)
    const list = await newList(c, ['shell', 'bell'])
    const march = new Date(Date.UTC(2025, 2, 10))
    await moveSession(server, (await playList(server, c.apis[0], list.id, { gameType: 'spelling-football' })).id, march)
    await moveSession(server, (await playList(server, c.apis[0], list.id)).id, march)
    await moveSession(server, (await playList(server, c.apis[0], list.id, { test: true })).id, new Date(Date.UTC(2025, 4, 2)))
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/game_play_type_history`, {
      query: { interval: 'month', from: '2025-02-01', to: '2025-05-31' },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.periods.map((p: any) => [p.start.slice(0, 10), p.total])).toEqual([
      ['2025-02-01', 0],
      ['2025-03-01', 2],
      ['2025-04-01', 0],
      ['2025-05-01', 1],
    ])
    expect(answer.body.periods[1]).toMatchObject({
      gameTypes: { spelling: 1, 'spelling-football': 1, 'spelling-van': 0 },
      modes: { game: 2, test: 0 },
    })
    expect(answer.body.periods[3].modes.test).toBe(1)
    const weeks = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/game_play_type_history`)
    expect(weeks.body.interval).toBe('week')
    expect(weeks.body.periods).toHaveLength(12)
    expect(
      (await a.asTeacher.get(`users/me/school/groups/${c.group.id}/game_play_type_history`, { query: { interval: 'fortnight' } })).status,
    ).toBe(422)
    await refusals(`users/me/school/groups/${c.group.id}/game_play_type_history`)
  })
})

describe('[groups.schemecompetence] GET users/me/school/groups/{id}/schemecompetence', () => {
  it('shows the class’s competency on a stage of the spelling scheme', async () => {
    const c = await newClass(2)
    await a.asTeacher.put(`users/me/school/groups/${c.group.id}/pupils/setspellingstage`, { stage: 2 })
    const [week1] = await server.query(
      `SELECT id FROM word_lists WHERE scheme = 'inkwell-spelling' AND variant = 'gb' AND stage = 2 ORDER BY week, id LIMIT 1`,
    )
    for (let i = 0; i < 5; i++) await playList(server, c.apis[0], week1.id)
    const answer = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/schemecompetence`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ scheme: 'inkwell-spelling', variant: 'gb', stage: 2 })
    expect(answer.body.lists[0].id).toBe(week1.id)
    const total = answer.body.lists.reduce((n: number, l: any) => n + l.wordCount, 0)
    const first = answer.body.pupils.find((p: any) => p.id === c.pupils[0].id)
    expect(first).toMatchObject({ stage_spelling: 2, listsMastered: 1, wordsMastered: answer.body.lists[0].wordCount, words: total })
    expect(first.lists[0]).toEqual({ list: week1.id, mastered: true, wordsMastered: answer.body.lists[0].wordCount, score: 1 })
    expect(answer.body.pupils.find((p: any) => p.id === c.pupils[1].id)).toMatchObject({ listsMastered: 0, wordsMastered: 0 })
    const stage1 = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/schemecompetence`, { query: { stage: '1' } })
    expect(stage1.body.stage).toBe(1)
    expect((await a.asTeacher.get(`users/me/school/groups/${c.group.id}/schemecompetence`, { query: { stage: '9' } })).status).toBe(422)
    await refusals(`users/me/school/groups/${c.group.id}/schemecompetence`)
  })
})

describe('a pupil’s history', () => {
  let c: Class
  let list: Awaited<ReturnType<typeof newList>>
  let games: Awaited<ReturnType<typeof playList>>[]
  beforeAll(async () => {
    c = await newClass(1)
    list = await newList(c, ['stone', 'phone', 'bone'], 'Pupil history')
    games = [
      await playList(server, c.apis[0], list.id, { wrong: ['phone'] }),
      await playList(server, c.apis[0], list.id, { difficulty: 3 }),
    ]
  })
  const base = () => `users/me/school/pupils/${c.pupils[0].id}`

  it('[pupils.history] lists the pupil’s games with a summary', async () => {
    const answer = await a.asTeacher.get(`${base()}/history`)
    expect(answer.status).toBe(200)
    expect(answer.body.pupil).toEqual({
      id: c.pupils[0].id,
      name: c.pupils[0].name,
      school_username: c.pupils[0].school_username,
      stage_spelling: null,
      accuracyOnly: false,
    })
    expect(answer.body.summary).toMatchObject({
      plays: 2,
      finished: 2,
      attempted: 6,
      correct: 5,
      accuracy: 83,
      score: games[0].score + games[1].score,
      wordsMastered: 0,
    })
    expect(answer.body.docs.map((s: any) => s.id)).toEqual([games[1].id, games[0].id])
    expect((await a.asTeacher.get(`${base()}/history`, { query: { testMode: 'true' } })).body.totalDocs).toBe(0)
    await refusals(`${base()}/history`)
  })
  it('[pupils.history.list] shows the pupil on one list: each word’s last outcomes and competency', async () => {
    const answer = await a.asTeacher.get(`${base()}/history/list/${list.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.list).toEqual({ id: list.id, title: 'Pupil history', wordCount: 3 })
    expect(answer.body.summary).toMatchObject({
      plays: 2,
      finished: 2,
      mastered: false,
      bestScore: Math.max(games[0].score, games[1].score),
      bestAccuracy: 100,
    })
    expect(answer.body.words.map((w: any) => [w.word, w.recent, w.level])).toEqual([
      ['stone', [true, true], 'learning'],
      ['phone', [false, true], 'learning'],
      ['bone', [true, true], 'learning'],
    ])
    expect(answer.body.sessions.map((s: any) => s.id)).toEqual([games[1].id, games[0].id])
    const unread = (await b.asTeacher.post('users/me/lists', { title: 'B', words: ['dog'] })).body
    expect((await a.asTeacher.get(`${base()}/history/list/${unread.id}`)).status).toBe(404)
    await refusals(`${base()}/history/list/${list.id}`)
  })
  it('[pupils.history.session.get] shows one game with each attempt as the server scored it', async () => {
    const answer = await a.asTeacher.get(`${base()}/history/${games[0].id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: games[0].id, correct: 2, words: 3, score: games[0].score, notAttempted: [] })
    expect(answer.body.attempts.map((x: any) => [x.word, x.typed, x.correct, x.points, x.timeMs])).toEqual(
      games[0].answers.map((g: any, i: number) => [
        games[0].words[i].word,
        games[0].words[i].word === 'phone' ? 'phonex' : games[0].words[i].word,
        g.attempt.correct,
        g.attempt.points,
        4000,
      ]),
    )
    const other = await newClass(1)
    expect((await a.asTeacher.get(`users/me/school/pupils/${other.pupils[0].id}/history/${games[0].id}`)).status).toBe(404)
    await refusals(`${base()}/history/${games[0].id}`)
  })
  it('[pupils.history.session.delete] deletes one game and its attempts; competency follows', async () => {
    const path = `${base()}/history/${games[0].id}`
    const before = await server.query('SELECT count(*)::int AS n FROM spelling_attempts WHERE user_id = $1', [c.pupils[0].id])
    expect((await b.asTeacher.delete(path)).status).toBe(404)
    expect((await (await sessionFor(server.payload, server.api, c.pupils[0].id)).delete(path)).status).toBe(403)
    expect(await server.query('SELECT count(*)::int AS n FROM spelling_attempts WHERE user_id = $1', [c.pupils[0].id])).toEqual(before)
    const answer = await a.asTeacher.delete(path)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ deleted: 1, ids: [games[0].id] })
    expect((await a.asTeacher.get(path)).status).toBe(404)
    const words = (await a.asTeacher.get(`${base()}/history/list/${list.id}`)).body.words
    expect(words.find((w: any) => w.word === 'phone').recent).toEqual([true])
    expect((await a.asTeacher.get(`${base()}/history`)).body.summary).toMatchObject({ plays: 1, attempted: 3, correct: 3 })
  })
})

describe('[pupils.monthly_spelling_competency] GET …/monthly_spelling_competency', () => {
  it('counts, month by month, the games and the words mastered at the month’s end', async () => {
    const c = await newClass(1)
    const list = await newList(c, ['cloud', 'proud'])
    const now = new Date()
    const monthsAgo = (n: number, day: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, day))
    // Two months ago: three perfect games; last month: two more (mastered); this month: one with a mistake.
    for (let i = 0; i < 3; i++) await moveSession(server, (await playList(server, c.apis[0], list.id)).id, monthsAgo(2, 3 + i))
    for (let i = 0; i < 2; i++) await moveSession(server, (await playList(server, c.apis[0], list.id)).id, monthsAgo(1, 3 + i))
    await playList(server, c.apis[0], list.id, { wrong: ['proud'] })
    const answer = await a.asTeacher.get(`users/me/school/pupils/${c.pupils[0].id}/monthly_spelling_competency`, { query: { months: '4' } })
    expect(answer.status).toBe(200)
    expect(answer.body.months.map((m: any) => [m.month, m.plays, m.attempted, m.correct, m.wordsMastered, m.newlyMastered])).toEqual([
      [monthsAgo(3, 1).toISOString().slice(0, 7), 0, 0, 0, 0, 0],
      [monthsAgo(2, 1).toISOString().slice(0, 7), 3, 6, 6, 0, 0],
      [monthsAgo(1, 1).toISOString().slice(0, 7), 2, 4, 4, 2, 2],
      [monthsAgo(0, 1).toISOString().slice(0, 7), 1, 2, 1, 1, -1],
    ])
    expect(answer.body.months[3].accuracy).toBe(50)
    expect(
      (await a.asTeacher.get(`users/me/school/pupils/${c.pupils[0].id}/monthly_spelling_competency`, { query: { months: '100' } })).status,
    ).toBe(422)
    await refusals(`users/me/school/pupils/${c.pupils[0].id}/monthly_spelling_competency`)
  })
})

describe('[reports.words_spelled.pupil] [reports.words_spelled.group] words spelled', () => {
  it('lists every word attempted, hardest first, for a pupil and for a class', async () => {
    const c = await newClass(2)
    const list = await newList(c, ['said', 'were', 'they'])
    await playList(server, c.apis[0], list.id, { wrong: ['said', 'were'] })
    await playList(server, c.apis[0], list.id, { wrong: ['said'] })
    await playList(server, c.apis[1], list.id, { wrong: ['said'] })
    const pupil = await a.asTeacher.get(`users/me/school/pupils/${c.pupils[0].id}/words_spelled`)
    expect(pupil.status).toBe(200)
    expect(pupil.body.docs.map((w: any) => [w.word, w.attempted, w.correct, w.accuracy])).toEqual([
      ['said', 2, 0, 0],
      ['were', 2, 1, 50],
      ['they', 2, 2, 100],
    ])
    expect(pupil.body.totals).toEqual({ words: 3, attempted: 6, correct: 3, accuracy: 50 })
    const group = await a.asTeacher.get(`users/me/school/groups/${c.group.id}/words_spelled`, { query: { sort: 'word' } })
    expect(group.body.docs.map((w: any) => [w.word, w.attempted, w.correct, w.pupils])).toEqual([
      ['said', 3, 0, 2],
      ['they', 3, 3, 2],
      ['were', 3, 2, 2],
    ])
    expect((await a.asTeacher.get(`users/me/school/groups/${c.group.id}/words_spelled`, { query: { sort: 'random' } })).status).toBe(422)
    await refusals(`users/me/school/pupils/${c.pupils[0].id}/words_spelled`)
    await refusals(`users/me/school/groups/${c.group.id}/words_spelled`)
  })
})

describe('[pupils.update] accuracy-only, set by the teacher', () => {
  it('turns off the speed bonus in the pupil’s next game; pupils cannot set it themselves', async () => {
    const c = await newClass(1)
    const list = await newList(c, ['friend', 'because'])
    const fast = await playList(server, c.apis[0], list.id)
    expect(fast.answers.some((x: any) => x.attempt.speedBonus > 0)).toBe(true)
    const answer = await a.asTeacher.put(`users/me/school/pupils/${c.pupils[0].id}`, { accuracyOnly: true })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: c.pupils[0].id, accuracyOnly: true })
    const calm = await playList(server, c.apis[0], list.id)
    expect(calm.answers.every((x: any) => x.attempt.speedBonus === 0)).toBe(true)
    expect((await a.asTeacher.get(`users/me/school/pupils/${c.pupils[0].id}/history`)).body.pupil.accuracyOnly).toBe(true)
    expect((await a.asTeacher.put(`users/me/school/pupils/${c.pupils[0].id}`, { accuracyOnly: 'yes' })).status).toBe(422)
    expect((await b.asTeacher.put(`users/me/school/pupils/${c.pupils[0].id}`, { accuracyOnly: false })).status).toBe(404)
    expect((await c.apis[0].patch('users/me/settings', { accuracyOnly: false })).status).toBe(422)
    const [row] = await server.query(`SELECT settings FROM users WHERE id = $1`, [c.pupils[0].id])
    expect(row.settings.accuracyOnly).toBe(true)
    const off = await a.asTeacher.put(`users/me/school/pupils/${c.pupils[0].id}`, { accuracyOnly: false, stage_spelling: 3 })
    expect(off.body).toMatchObject({ accuracyOnly: false, stage_spelling: 3 })
  })
})

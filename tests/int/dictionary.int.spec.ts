import { beforeAll, describe, expect, it } from 'vitest'
import { audioAvailable } from '../../lib/dictionary/audio'
import { makeSchoolWithPeople, makeUser, sessionFor, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { makeList, seedSpellingData } from '../helpers/spelling'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let asSuper: Awaited<ReturnType<typeof signIn>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
  const su = await makeUser(server.payload, 'superuser')
  asSuper = await signIn(server.api, su.username)
})

const entry = async (word: string, locale = 'en_GB') =>
  (await server.query(`SELECT * FROM dictionary_words WHERE word = $1 AND locale = $2 ORDER BY id LIMIT 1`, [word, locale]))[0]
const pupil = () => sessionFor(server.payload, server.api, a.pupils[0].id)

describe('the seeded dictionary', () => {
  it('holds thousands of common words in en_GB, with US spellings where they differ, each with a definition or a sentence', async () => {
    const [counts] = await server.query(
      `SELECT count(DISTINCT word) FILTER (WHERE locale = 'en_GB')::int AS gb, count(*) FILTER (WHERE locale = 'en_US')::int AS us,
         count(*) FILTER (WHERE definition IS NULL AND sentence IS NULL)::int AS bare FROM dictionary_words WHERE seed_key IS NOT NULL`,
    )
    expect(counts.gb).toBeGreaterThanOrEqual(3000)
    expect(counts.us).toBeGreaterThan(100)
    expect(counts.bare).toBe(0)
    const colour = await entry('colour')
    const color = await entry('color', 'en_US')
    expect(colour.variant_id).toBe(color.id)
    expect(color.variant_id).toBe(colour.id)
    expect(await entry('colour', 'en_US')).toBeUndefined()
  })
  it('categorises words: Dolch words are HFW, ship is decodable, and phonemes are CMU ARPAbet', async () => {
    expect((await entry('said')).category).toBe('HFW')
    expect(await entry('ship')).toMatchObject({ category: 'Decodable', phonemes: 'SH IH1 P', graphemes: 'sh|i|p' })
    expect((await entry('station')).category).toBe('Eventually Decodable')
  })
  it('seeding again changes nothing', async () => {
    const [before] = await server.query(`SELECT count(*)::int AS n FROM dictionary_words`)
    const [lists] = await server.query(`SELECT count(*)::int AS n FROM list_words`)
    const again = await seedSpellingData(server.payload)
    expect(again).toMatchObject({ words: 0, lists: 0 })
    expect((await server.query(`SELECT count(*)::int AS n FROM dictionary_words`))[0].n).toBe(before.n)
    expect((await server.query(`SELECT count(*)::int AS n FROM list_words`))[0].n).toBe(lists.n)
  })
})

describe('[dictionary.get] GET dictionary/{id}', () => {
  it('answers an entry with its homographs and the lists the caller may read that use it', async () => {
    const light = await entry('light')
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['light'], { title: 'Light words' })
    const hidden = await makeList(server.payload, { id: b.teacher.id, school: b.school.id }, ['light'], { title: 'Secret' })
    const answer = await a.asTeacher.get(`dictionary/${light.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: light.id, word: 'light', locale: 'en_GB', dictionary_id: light.id })
    expect(answer.body.homographs.length).toBeGreaterThan(0)
    expect(answer.body.homographs.every((h: any) => h.word === 'light' && h.id !== light.id)).toBe(true)
    const titles = answer.body.lists.map((l: any) => l.id)
    expect(titles).toContain(list.id)
    expect(titles).not.toContain(hidden.id)
    expect((await server.api.get(`dictionary/${light.id}`)).status).toBe(401)
    expect((await a.asTeacher.get('dictionary/999999999')).status).toBe(404)
  })
})

describe('superuser editing', () => {
  it('[dictionary.create] a superuser adds an entry (a homograph of an existing word); teachers may not; bad input is 422', async () => {
    const answer = await asSuper.post('dictionary', {
      word: 'bat',
      locale: 'en_GB',
      definition: 'A club for hitting the ball in cricket',
      category: 'Decodable',
    })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ word: 'bat', category: 'Decodable', hidden: false, school: null })
    expect((await a.asTeacher.post('dictionary', { word: 'bat', locale: 'en_GB', definition: 'x' })).status).toBe(403)
    const [before] = await server.query(`SELECT count(*)::int AS n FROM dictionary_words`)
    const bad = await asSuper.post('dictionary', { word: 'b4t', locale: 'xx_XX' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields.map((f: any) => f.path).sort()).toEqual(['locale', 'word'])
    expect((await asSuper.post('dictionary', { word: 'bat', locale: 'en_GB' })).status).toBe(422) // neither definition nor sentence
    expect((await server.query(`SELECT count(*)::int AS n FROM dictionary_words`))[0].n).toBe(before.n)
  })
  it('[dictionary.update] a superuser hides an entry and fixes its text; hidden words are not offered for new lists', async () => {
    const created = (await asSuper.post('dictionary', { word: 'zorbleflap', locale: 'en_GB', definition: 'A made-up word' })).body
    const answer = await asSuper.put(`dictionary/${created.id}`, { hidden: true, sentence: 'The zorbleflap sang.' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ hidden: true, sentence: 'The zorbleflap sang.', definition: 'A made-up word' })
    const list = (await a.asTeacher.post('users/me/lists', { title: 'x', words: ['zorbleflap'] })).body
    expect(list.words[0].dictionary_id).toBeNull()
    expect((await a.asAdmin.put(`dictionary/${created.id}`, { hidden: false })).status).toBe(403)
    expect((await asSuper.put(`dictionary/${created.id}`, { category: 'Nonsense' })).status).toBe(422)
  })
  it('[dictionary.delete] a superuser deletes an entry; lists keep the spelling without it', async () => {
    const created = (await asSuper.post('dictionary', { word: 'quibblefish', locale: 'en_GB', definition: 'A made-up fish' })).body
    const list = (await a.asTeacher.post('users/me/lists', { title: 'x', words: ['quibblefish'] })).body
    expect(list.words[0].dictionary_id).toBe(created.id)
    expect((await a.asTeacher.delete(`dictionary/${created.id}`)).status).toBe(403)
    expect((await asSuper.delete(`dictionary/${created.id}`)).status).toBe(204)
    expect((await asSuper.get(`dictionary/${created.id}`)).status).toBe(404)
    const [word] = await server.query(`SELECT word, dictionary_id FROM list_words WHERE id = $1`, [list.words[0].id])
    expect(word).toEqual({ word: 'quibblefish', dictionary_id: null })
  })
  it('[dictionary.prompt] a superuser sets the spoken prompt (definition and sentence)', async () => {
    const created = (await asSuper.post('dictionary', { word: 'glimmerbug', locale: 'en_GB', definition: 'A made-up insect' })).body
    const answer = await asSuper.post(`dictionary/${created.id}/prompt`, { sentence: 'A glimmerbug glowed.' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ definition: 'A made-up insect', sentence: 'A glimmerbug glowed.' })
    expect((await a.asTeacher.post(`dictionary/${created.id}/prompt`, { sentence: 'x' })).status).toBe(403)
    expect((await asSuper.post(`dictionary/${created.id}/prompt`, { sentence: 5 })).status).toBe(422)
  })
  it('[dictionary.merge] folds a duplicate into the kept entry: its lists move over, it is hidden and points there', async () => {
    const kept = (await asSuper.post('dictionary', { word: 'snorkelberry', locale: 'en_GB', definition: 'A made-up berry' })).body
    const duplicate = (await asSuper.post('dictionary', { word: 'snorkelberry', locale: 'en_GB', definition: 'A made-up berry (again)' }))
      .body
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, [])
    await server.query(`INSERT INTO list_words (list_id, word, dictionary_id, position) VALUES ($1, 'snorkelberry', $2, 0)`, [
      list.id,
      duplicate.id,
    ])
    const answer = await asSuper.post('dictionary/merge', { dictionary_id: kept.id, merge_id: duplicate.id })
    expect(answer.status).toBe(200)
    expect(answer.body.id).toBe(kept.id)
    const [moved] = await server.query(`SELECT dictionary_id FROM list_words WHERE list_id = $1`, [list.id])
    expect(moved.dictionary_id).toBe(kept.id)
    const [merged] = await server.query(`SELECT hidden, merged_into_id FROM dictionary_words WHERE id = $1`, [duplicate.id])
    expect(merged).toEqual({ hidden: true, merged_into_id: kept.id })
    expect((await asSuper.post('dictionary/merge', { dictionary_id: kept.id, merge_id: kept.id })).status).toBe(422)
    expect((await a.asTeacher.post('dictionary/merge', { dictionary_id: kept.id, merge_id: duplicate.id })).status).toBe(403)
  })
})

describe('[dictionary.me.add] POST users/me/dictionary', () => {
  it('a teacher adds a word for their own school, which other schools never see', async () => {
    const answer = await a.asTeacher.post('users/me/dictionary', { word: 'Oakwhistle', definition: 'Our school’s mascot' })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ word: 'Oakwhistle', school: a.school.id, locale: 'en_GB' })
    expect((await a.asAdmin.get(`dictionary/${answer.body.id}`)).status).toBe(200)
    expect((await b.asTeacher.get(`dictionary/${answer.body.id}`)).status).toBe(404)
    const theirs = (await b.asTeacher.post('users/me/lists', { title: 'x', words: ['Oakwhistle'] })).body
    expect(theirs.words[0].dictionary_id).toBeNull()
    const ours = (await a.asTeacher.post('users/me/lists', { title: 'x', words: ['oakwhistle'] })).body
    expect(ours.words[0].dictionary_id).toBe(answer.body.id)
  })
  it('refuses pupils and words without a definition or sentence', async () => {
    expect((await (await pupil()).post('users/me/dictionary', { word: 'mine', definition: 'x' })).status).toBe(403)
    const bad = await a.asTeacher.post('users/me/dictionary', { word: 'nothing' })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('definition')
  })
})

describe('lookups', () => {
  it('[dictionary.homographs] answers every meaning of a spelling', async () => {
    const answer = await (await pupil()).get('dictionary/homographs', { query: { word: 'light', locale: 'en-gb' } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.length).toBeGreaterThan(1)
    expect(new Set(answer.body.docs.map((d: any) => d.definition)).size).toBe(answer.body.docs.length)
    expect((await (await pupil()).get('dictionary/homographs', { query: {} })).status).toBe(422)
  })
  it('[dictionary.lettertile_words] finds the words a set of tiles can make, each tile used once', async () => {
    const answer = await (await pupil()).get('dictionary/lettertiles', { query: { letters: 'tacs', minLength: '3' } })
    expect(answer.status).toBe(200)
    const words = answer.body.docs.map((d: any) => d.word)
    expect(words).toEqual(expect.arrayContaining(['cat', 'act', 'acts', 'sat']))
    for (const w of words) {
      const pool = [...'tacs']
      for (const c of w) {
        expect(pool.indexOf(c)).toBeGreaterThanOrEqual(0)
        pool.splice(pool.indexOf(c), 1)
      }
      expect(w.length).toBeGreaterThanOrEqual(3)
    }
    expect(words).not.toContain('tact') // one t only
    expect((await (await pupil()).get('dictionary/lettertiles', { query: { letters: 'a1' } })).status).toBe(422)
  })
  it('[lettertiles.get] answers the tile set, basic code first', async () => {
    const answer = await (await pupil()).get('lettertiles')
    expect(answer.status).toBe(200)
    const tiles = answer.body.tiles
    expect(tiles.find((t: any) => t.tile === 'sh')).toMatchObject({ kind: 'digraph', tier: 'basic', phonemes: ['SH'] })
    expect(tiles.find((t: any) => t.tile === 'igh')).toMatchObject({ kind: 'trigraph' })
    expect(tiles.findIndex((t: any) => t.tier === 'extended')).toBeGreaterThan(tiles.findLastIndex((t: any) => t.tier === 'basic'))
    expect((await server.api.get('lettertiles')).status).toBe(401)
  })
  it('serves a word’s audio rendered with espeak-ng when it is installed, and says there is none otherwise', async () => {
    const cat = await entry('cat')
    const answer = await fetch(`${server.url}/api/dictionary/${cat.id}/audio`, {
      headers: { Authorization: `Bearer ${(await pupil()).token}` },
    })
    if (audioAvailable()) {
      expect(cat.audio).toBe(`dictionary/${cat.id}/audio`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('audio/wav')
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('RIFF')
    } else {
      expect(cat.audio).toBeNull()
      expect(answer.status).toBe(404)
    }
  })
})

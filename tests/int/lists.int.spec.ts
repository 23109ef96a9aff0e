import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolWithPeople, makeUser, sessionFor, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { makeList } from '../helpers/spelling'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolWithPeople>>
let b: Awaited<ReturnType<typeof makeSchoolWithPeople>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolWithPeople(server.payload, server.api)
  b = await makeSchoolWithPeople(server.payload, server.api)
})

const asPupil = (people: typeof a, i = 0) => sessionFor(server.payload, server.api, people.pupils[i].id)
const countLists = async () => (await server.query(`SELECT count(*)::int AS n FROM word_lists`))[0].n
const wordsOf = async (listId: number) =>
  (await server.query(`SELECT word FROM list_words WHERE list_id = $1 ORDER BY position`, [listId])).map((r) => r.word)

describe('[lists.me.create] POST users/me/lists', () => {
  it('creates a private list owned by the teacher, resolving words against the dictionary', async () => {
    const answer = await a.asTeacher.post('users/me/lists', { title: 'Week 1', words: ['cat', 'colour', 'Zorblax'] })
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      title: 'Week 1',
      visibility: 'private',
      locale: 'en_GB',
      owner: { id: a.teacher.id },
      school: a.school.id,
      wordCount: 3,
      canEdit: true,
    })
    const [cat, colour, made] = answer.body.words
    expect(cat).toMatchObject({ word: 'cat', position: 0 })
    expect(cat.dictionary_id).toBeGreaterThan(0)
    expect(cat.definition).toBeTruthy()
    expect(colour.word).toBe('colour')
    expect(made).toMatchObject({ word: 'Zorblax', dictionary_id: null })
  })
  it('a US school’s list defaults to en_US and takes US spellings of the same word', async () => {
    const school = await server.payload.create({
      collection: 'schools',
      data: { name: 'US school', code: `US${Date.now()}`, accountRegion: 'US' } as any,
      overrideAccess: true,
    })
    const teacher = await makeUser(server.payload, 'teacher', { school: school.id })
    const asUs = await signIn(server.api, teacher.username)
    const answer = await asUs.post('users/me/lists', { title: 'Colors', words: ['color', 'cat'] })
    expect(answer.status).toBe(201)
    expect(answer.body.locale).toBe('en_US')
    const [color, cat] = answer.body.words
    const entries = await server.query(`SELECT id, locale::text AS locale FROM dictionary_words WHERE id = ANY($1::int[]) ORDER BY word`, [
      [color.dictionary_id, cat.dictionary_id],
    ])
    expect(entries.map((e) => e.locale)).toEqual(['en_GB', 'en_US']) // cat is shared; color is the US entry
  })
  it('refuses bad input with field errors and creates nothing', async () => {
    const before = await countLists()
    const answer = await a.asTeacher.post('users/me/lists', { title: '', words: ['c@t'], colour: 'red' })
    expect(answer.status).toBe(422)
    expect(answer.body.fields.map((f: any) => f.path).sort()).toEqual(['colour', 'title', 'words.0'].sort())
    expect((await a.asTeacher.post('users/me/lists', { title: 'x', visibility: 'public' })).status).toBe(422)
    expect(await countLists()).toBe(before)
  })
  it('refuses pupils (they use the lists their teachers set) and anonymous callers', async () => {
    expect((await (await asPupil(a)).post('users/me/lists', { title: 'Mine' })).status).toBe(403)
    expect((await server.api.post('users/me/lists', { title: 'Mine' })).status).toBe(401)
  })
})

describe('one list', () => {
  it('[lists.get] the owner reads a list with its words; another school’s teacher and a pupil it is not set for get 404', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog', 'ship'])
    const answer = await a.asTeacher.get(`lists/${list.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body.words.map((w: any) => w.word)).toEqual(['dog', 'ship'])
    expect((await b.asTeacher.get(`lists/${list.id}`)).status).toBe(404)
    expect((await (await asPupil(a)).get(`lists/${list.id}`)).status).toBe(404)
    expect((await a.asTeacher.get('lists/abc')).body.code).toBe('ROUTE_NOT_FOUND')
  })
  it('[lists.get] a school list is read by colleagues but not by other schools; scheme lists by everyone', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'], { visibility: 'school' })
    expect((await a.asAdmin.get(`lists/${list.id}`)).status).toBe(200)
    expect((await b.asAdmin.get(`lists/${list.id}`)).status).toBe(404)
    const [scheme] = await server.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL LIMIT 1`)
    expect((await (await asPupil(b)).get(`lists/${scheme.id}`)).status).toBe(200)
  })
  it('[lists.update] the owner renames and shares a list; a colleague cannot (403), another school cannot see it (404), bad input is 422', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'], { visibility: 'school' })
    const answer = await a.asTeacher.put(`lists/${list.id}`, { title: 'Animals', visibility: 'school', description: 'Pets' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ title: 'Animals', description: 'Pets', visibility: 'school' })
    const colleague = await makeUser(server.payload, 'teacher', { school: a.school.id })
    expect((await (await signIn(server.api, colleague.username)).put(`lists/${list.id}`, { title: 'Mine now' })).status).toBe(403)
    expect((await b.asTeacher.put(`lists/${list.id}`, { title: 'Mine now' })).status).toBe(404)
    expect((await a.asTeacher.put(`lists/${list.id}`, { title: '' })).status).toBe(422)
    expect((await a.asTeacher.put(`lists/${list.id}`, {})).status).toBe(422)
    const [row] = await server.query(`SELECT title FROM word_lists WHERE id = $1`, [list.id])
    expect(row.title).toBe('Animals')
  })
  it('[lists.update] the school admin may tidy a teacher’s list; scheme lists are Inkwell’s alone', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'], { visibility: 'school' })
    expect((await a.asAdmin.put(`lists/${list.id}`, { title: 'Tidied' })).status).toBe(200)
    const [scheme] = await server.query(`SELECT id FROM word_lists WHERE scheme IS NOT NULL LIMIT 1`)
    expect((await a.asAdmin.put(`lists/${scheme.id}`, { title: 'Ours' })).status).toBe(403)
  })
  it('[lists.post] saves title and the whole word list at once; refuses others and bad words, changing nothing', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog', 'cat'])
    const answer = await a.asTeacher.post(`lists/${list.id}`, {
      title: 'Saved',
      words: [
        'ship',
        {
          dictionary_id: list.words[0].id
            ? (await server.query(`SELECT dictionary_id FROM list_words WHERE id = $1`, [list.words[0].id]))[0].dictionary_id
            : 1,
        },
      ],
    })
    expect(answer.status).toBe(200)
    expect(answer.body.title).toBe('Saved')
    expect(answer.body.words.map((w: any) => w.word)).toEqual(['ship', 'dog'])
    expect((await b.asTeacher.post(`lists/${list.id}`, { title: 'x', words: [] })).status).toBe(404)
    const bad = await a.asTeacher.post(`lists/${list.id}`, { title: 'x', words: ['ok', { dictionary_id: 999999999 }] })
    expect(bad.status).toBe(422)
    expect(bad.body.fields[0].path).toBe('words.1.dictionary_id')
    expect(await wordsOf(list.id)).toEqual(['ship', 'dog'])
  })
  it('[lists.delete] the owner deletes a list, which then reads as gone; others cannot', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await b.asTeacher.delete(`lists/${list.id}`)).status).toBe(404)
    expect((await (await asPupil(a)).delete(`lists/${list.id}`)).status).toBe(404)
    expect((await a.asTeacher.delete(`lists/${list.id}`)).status).toBe(204)
    expect((await a.asTeacher.get(`lists/${list.id}`)).status).toBe(404)
    const [row] = await server.query(`SELECT deleted_at FROM word_lists WHERE id = $1`, [list.id])
    expect(row.deleted_at).not.toBeNull()
  })
  it('[lists.duplicate] a teacher copies a scheme list into a private list of their own; a pupil cannot', async () => {
    const [scheme] = await server.query(`SELECT id, title FROM word_lists WHERE scheme IS NOT NULL ORDER BY id LIMIT 1`)
    const answer = await b.asTeacher.post(`lists/${scheme.id}/duplicate`)
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({
      title: `${scheme.title} (copy)`,
      visibility: 'private',
      owner: { id: b.teacher.id },
      copiedFrom: scheme.id,
      canEdit: true,
    })
    expect(answer.body.words.length).toBeGreaterThan(5)
    expect((await (await asPupil(b)).post(`lists/${scheme.id}/duplicate`)).status).toBe(403)
    const own = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    expect((await b.asTeacher.post(`lists/${own.id}/duplicate`, { title: 'Stolen' })).status).toBe(404)
  })
})

describe('finding lists', () => {
  it('[lists.list] answers Payload’s list shape with the lists the caller may read, searchable and paged', async () => {
    const mine = await makeList(server.payload, { id: b.teacher.id, school: b.school.id }, ['dog'], { title: 'Zebra crossing words' })
    const other = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'], { title: 'Zebra private words' })
    const answer = await b.asTeacher.get('lists', { query: { q: 'zebra' } })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body).sort()).toEqual(['docs', 'hasNextPage', 'hasPrevPage', 'limit', 'page', 'totalDocs', 'totalPages'])
    const ids = answer.body.docs.map((d: any) => d.id)
    expect(ids).toContain(mine.id)
    expect(ids).not.toContain(other.id)
    const paged = await b.asTeacher.get('lists', { query: { scheme: 'inkwell-spelling', limit: '5', page: '2', sort: 'stage' } })
    expect(paged.body).toMatchObject({ page: 2, limit: 5, hasPrevPage: true })
    expect(paged.body.docs).toHaveLength(5)
    expect((await b.asTeacher.get('lists', { query: { limit: '0' } })).status).toBe(422)
  })
  it('[lists.me.list] a teacher sees their own lists; a pupil sees the lists set for them', async () => {
    const mine = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    const answer = await a.asTeacher.get('users/me/lists', { query: { limit: '200' } })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.every((d: any) => d.owner?.id === a.teacher.id)).toBe(true)
    expect(answer.body.docs.map((d: any) => d.id)).toContain(mine.id)
    const pupil = await asPupil(a, 1)
    expect((await pupil.get('users/me/lists')).body.docs.map((d: any) => d.id)).not.toContain(mine.id)
    expect((await a.asTeacher.put(`lists/${mine.id}/favourite/pupils/${a.pupils[1].id}`)).status).toBe(200)
    expect((await pupil.get('users/me/lists')).body.docs.map((d: any) => d.id)).toContain(mine.id)
  })
  it('[lists.user_search] a teacher finds people of their own school only; pupils may not search', async () => {
    const answer = await a.asTeacher.get('users/search', { query: { q: 'pupil', role: 'pupil' } })
    expect(answer.status).toBe(200)
    const ids = answer.body.docs.map((d: any) => d.id)
    expect(ids).toEqual(expect.arrayContaining(a.pupils.map((p) => p.id)))
    expect(ids).not.toContain(b.pupils[0].id)
    expect((await (await asPupil(a)).get('users/search', { query: { q: 'pupil' } })).status).toBe(403)
    expect((await a.asTeacher.get('users/search', { query: { role: 'cook' } })).status).toBe(422)
  })
})

describe('words of a list', () => {
  it('[lists.words.list] lists the words with their dictionary entries and homograph counts', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['light', 'dog'])
    const answer = await a.asTeacher.get(`lists/${list.id}/words`)
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((w: any) => w.word)).toEqual(['light', 'dog'])
    expect(answer.body.docs[0].homographs).toBeGreaterThan(1)
    expect((await b.asTeacher.get(`lists/${list.id}/words`)).status).toBe(404)
  })
  it('[lists.words.add] appends words; refuses others, bad words and lists past 100 words', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog'])
    const answer = await a.asTeacher.post(`lists/${list.id}/words`, { words: ['cat', 'ship'] })
    expect(answer.status).toBe(200)
    expect(answer.body.docs.map((w: any) => [w.word, w.position])).toEqual([
      ['dog', 0],
      ['cat', 1],
      ['ship', 2],
    ])
    expect((await b.asTeacher.post(`lists/${list.id}/words`, { words: ['cat'] })).status).toBe(404)
    expect((await (await asPupil(a)).post(`lists/${list.id}/words`, { words: ['cat'] })).status).toBe(404)
    expect((await a.asTeacher.post(`lists/${list.id}/words`, { words: [] })).status).toBe(422)
    const tooMany = await a.asTeacher.post(`lists/${list.id}/words`, { words: Array.from({ length: 98 }, () => 'cat') })
    expect(tooMany.status).toBe(422)
    expect(await wordsOf(list.id)).toEqual(['dog', 'cat', 'ship'])
  })
  it('[lists.words.delete] removes one word; another school cannot; a word of another list is 404', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['dog', 'cat'])
    const other = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['ship'])
    expect((await b.asTeacher.delete(`lists/${list.id}/words/${list.words[0].id}`)).status).toBe(404)
    expect((await a.asTeacher.delete(`lists/${list.id}/words/${other.words[0].id}`)).status).toBe(404)
    expect((await a.asTeacher.delete(`lists/${list.id}/words/${list.words[0].id}`)).status).toBe(204)
    expect(await wordsOf(list.id)).toEqual(['cat'])
  })
  it('[lists.words.update] chooses the homograph; refuses an entry with another spelling, and other schools', async () => {
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['light'])
    const entries = await server.query(`SELECT id FROM dictionary_words WHERE word = 'light' AND locale = 'en_GB' ORDER BY id`)
    expect(entries.length).toBeGreaterThan(1)
    const [current] = await server.query(`SELECT dictionary_id FROM list_words WHERE id = $1`, [list.words[0].id])
    const other = entries.find((e) => e.id !== current.dictionary_id)!
    const answer = await a.asTeacher.put(`lists/${list.id}/words/${list.words[0].id}`, { dictionary_id: other.id })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: list.words[0].id, word: 'light', dictionary_id: other.id })
    const [dog] = await server.query(`SELECT id FROM dictionary_words WHERE word = 'dog' LIMIT 1`)
    const wrong = await a.asTeacher.put(`lists/${list.id}/words/${list.words[0].id}`, { dictionary_id: dog.id })
    expect(wrong.status).toBe(422)
    expect(wrong.body.fields[0].path).toBe('dictionary_id')
    expect((await b.asTeacher.put(`lists/${list.id}/words/${list.words[0].id}`, { dictionary_id: entries[0].id })).status).toBe(404)
    const [after] = await server.query(`SELECT dictionary_id FROM list_words WHERE id = $1`, [list.words[0].id])
    expect(after.dictionary_id).toBe(other.id)
  })
})

describe('schemes and suggestions', () => {
  it('[lists.scheme] names the schemes with their GB and US variants', async () => {
    const answer = await (await asPupil(a)).get('lists/scheme')
    expect(answer.status).toBe(200)
    const [scheme] = answer.body.docs
    expect(scheme).toMatchObject({ slug: 'inkwell-spelling', name: 'Inkwell Spelling' })
    expect(scheme.variants.map((v: any) => [v.variant, v.locale, v.stages])).toEqual([
      ['gb', 'en_GB', 6],
      ['us', 'en_US', 6],
    ])
  })
  it('[lists.schemes.get] answers one scheme, 404 for an unknown one, 422 for a malformed name', async () => {
    expect((await a.asTeacher.get('lists/schemes/inkwell-spelling')).body.variants).toHaveLength(2)
    expect((await a.asTeacher.get('lists/schemes/nothing-here')).status).toBe(404)
    expect((await a.asTeacher.get('lists/schemes/BAD%20NAME')).status).toBe(422)
  })
  it('[lists.schemes.variant] answers the stages of weekly lists; the US variant spells the American way', async () => {
    const gb = await a.asTeacher.get('lists/schemes/inkwell-spelling/gb')
    expect(gb.status).toBe(200)
    expect(gb.body.stages.map((s: any) => s.name)).toEqual(['Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Year 6'])
    expect(gb.body.stages[0].lists[0]).toMatchObject({ stage: 1, week: 1, visibility: 'public', canEdit: false })
    const us = await a.asTeacher.get('lists/schemes/inkwell-spelling/us', { query: { stage: '6' } })
    expect(us.body.stages.map((s: any) => s.name)).toEqual(['Grade 6'])
    const spellings = us.body.stages[0].lists.find((l: any) => /American and British/.test(l.title))
    const words = await wordsOf(spellings.id)
    expect(words.some((w: string) => /or$|ize|er$/.test(w))).toBe(true)
    expect(words.some((w: string) => /our$|ise$|tre$/.test(w))).toBe(false)
    expect((await a.asTeacher.get('lists/schemes/inkwell-spelling/xx')).status).toBe(404)
  })
  it('[lists.me.scheme] a GB school gets the GB variant', async () => {
    const answer = await a.asTeacher.get('users/me/lists/scheme', { query: { stage: '1' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ scheme: 'inkwell-spelling', variant: 'gb', locale: 'en_GB' })
    expect(answer.body.stages).toHaveLength(1)
    expect((await a.asTeacher.get('users/me/lists/scheme', { query: { stage: 'one' } })).status).toBe(422)
  })
  it('[lists.suggested] suggests lists per locale, with the locale’s spelling', async () => {
    const gb = await a.asTeacher.get('lists/suggested/en-gb')
    expect(gb.status).toBe(200)
    expect(gb.body.docs.map((d: any) => d.title)).toContain('Colour words')
    const us = await a.asTeacher.get('lists/suggested/en_US')
    expect(us.body.docs.map((d: any) => d.title)).toContain('Color words')
    expect((await a.asTeacher.get('lists/suggested/klingon')).status).toBe(422)
  })
})

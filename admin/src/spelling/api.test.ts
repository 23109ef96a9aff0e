// The spelling hub's additions to the data provider (lists and results
// resources, and the calls beyond CRUD), against a fake fetch: the paths,
// query strings and bodies the API documents.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dataProvider } from '../dataProvider'
import { fakeBrowser, jsonResponse, pageOf } from '../testing/fakeBrowser'
import { listsQuery } from './api'
import { parseWords } from './words'

let browser: ReturnType<typeof fakeBrowser>
beforeEach(() => {
  browser = fakeBrowser()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('word lists', () => {
  it('searches every list, the teacher’s own or their favourites, by path, with the sorts the API takes', async () => {
    browser.respond(jsonResponse(pageOf([{ id: 1, title: 'Tricky words' }], 77)), jsonResponse(pageOf([])), jsonResponse(pageOf([])))
    const all = await dataProvider.getList('lists', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'title', order: 'DESC' },
      filter: { collection: 'all', q: ' tricky ', locale: 'en_GB' },
    })
    expect(all.total).toBe(77)
    expect(all.data[0].title).toBe('Tricky words')
    expect(browser.calls[0].url.pathname).toBe('/api/lists')
    // The API has no `-title`: a title sort is always A to Z.
    expect(browser.query(0)).toEqual({ q: 'tricky', locale: 'en_GB', page: '2', limit: '25', sort: 'title' })

    await dataProvider.getList('lists', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'updatedAt', order: 'DESC' },
      filter: { collection: 'mine', locale: '' },
    })
    await dataProvider.getList('lists', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { collection: 'favourites' },
    })
    expect(browser.sent().slice(1)).toEqual([
      'GET /api/users/me/lists?page=1&limit=10&sort=-updatedAt',
      'GET /api/users/me/lists/favourites?page=1&limit=10',
    ])
  })

  it('creates a list on users/me/lists with the words typed in the box, and leaves out empty fields', async () => {
    browser.respond(jsonResponse({ id: 12, title: 'Homographs', words: [] }, 201))
    const { data } = await dataProvider.create('lists', {
      data: { title: ' Homographs ', description: '', visibility: 'private', words: 'light, bat\nlight\n\nice cream' },
    })
    expect(browser.sent()).toEqual(['POST /api/users/me/lists'])
    expect(browser.calls[0].body).toEqual({ title: 'Homographs', visibility: 'private', words: ['light', 'bat', 'ice cream'] })
    expect(data.id).toBe(12)
  })

  it('changes a list’s details with PUT and only what changed', async () => {
    const before = { id: 12, title: 'Homographs', description: null, visibility: 'private', locale: 'en_GB', words: [], canEdit: true }
    browser.respond(jsonResponse({ ...before, visibility: 'school' }))
    await dataProvider.update('lists', { id: 12, data: { ...before, visibility: 'school' }, previousData: before })
    expect(browser.sent()).toEqual(['PUT /api/lists/12'])
    expect(browser.calls[0].body).toEqual({ visibility: 'school' })
  })

  it('reads one list (with its words) and several lists one by one', async () => {
    browser.respond(
      jsonResponse({ id: 32, title: 'Adding -ing', words: [{ id: 1, word: 'being' }] }),
      jsonResponse({ id: 32 }),
      jsonResponse({ id: 33 }),
    )
    const one = await dataProvider.getOne('lists', { id: 32 })
    expect(one.data.words).toHaveLength(1)
    await dataProvider.getMany('lists', { ids: [32, 33] })
    expect(browser.sent()).toEqual(['GET /api/lists/32', 'GET /api/lists/32', 'GET /api/lists/33'])
  })

  it('adds and removes words and chooses a homograph', async () => {
    browser.respond(
      jsonResponse(pageOf([{ id: 1, word: 'light' }])),
      new Response(null, { status: 204 }),
      jsonResponse({ id: 1, word: 'light', dictionary_id: 77 }),
      jsonResponse(pageOf([{ id: 77, word: 'light', definition: 'Not heavy' }])),
    )
    expect(await dataProvider.addListWords(12, ['light'])).toEqual([{ id: 1, word: 'light' }])
    await dataProvider.removeListWord(12, 5)
    expect((await dataProvider.chooseHomograph(12, 1, 77)).dictionary_id).toBe(77)
    expect(await dataProvider.getHomographs('light', 'en_GB')).toHaveLength(1)
    expect(browser.sent()).toEqual([
      'POST /api/lists/12/words',
      'DELETE /api/lists/12/words/5',
      'PUT /api/lists/12/words/1',
      'GET /api/dictionary/homographs?word=light&locale=en_GB',
    ])
    expect(browser.calls[0].body).toEqual({ words: ['light'] })
    expect(browser.calls[2].body).toEqual({ dictionary_id: 77 })
  })

  it('duplicates a list and favourites it for the teacher and for a class', async () => {
    browser.respond(
      jsonResponse({ id: 40, title: 'Adding -ing (copy)' }, 201),
      jsonResponse({ favourite: true }),
      jsonResponse({ favourite: false }),
      jsonResponse({ favourite: true }),
      jsonResponse({ favourite: false }),
      jsonResponse(pageOf([{ id: 1, kind: 'group', group: { id: 4, name: 'Year 3 Oak' }, setBy: 3 }])),
      jsonResponse(pageOf([{ id: 32 }, { id: 40 }])),
    )
    expect((await dataProvider.duplicateList(32)).id).toBe(40)
    await dataProvider.setFavourite(32, true)
    await dataProvider.setFavourite(32, false)
    await dataProvider.setClassFavourite(32, 4, true)
    await dataProvider.setClassFavourite(32, 4, false)
    expect((await dataProvider.getFavouriters(32))[0].group?.name).toBe('Year 3 Oak')
    expect(await dataProvider.getFavouriteListIds()).toEqual([32, 40])
    expect(browser.sent()).toEqual([
      'POST /api/lists/32/duplicate',
      'PUT /api/lists/32/favourite',
      'DELETE /api/lists/32/favourite',
      'PUT /api/lists/32/favourite/group/4',
      'DELETE /api/lists/32/favourite/group/4',
      'GET /api/lists/32/favouriters',
      'GET /api/users/me/lists/favourites?limit=100',
    ])
  })

  it('reads the scheme in the school’s variant, optionally one stage', async () => {
    browser.respond(
      jsonResponse({ scheme: 'inkwell-spelling', variant: 'gb', stages: [] }),
      jsonResponse({ scheme: 'inkwell-spelling', variant: 'gb', stages: [] }),
    )
    await dataProvider.getMyScheme()
    await dataProvider.getMyScheme(3)
    expect(browser.sent()).toEqual(['GET /api/users/me/lists/scheme', 'GET /api/users/me/lists/scheme?stage=3'])
  })
})

describe('results', () => {
  it('lists the school’s classes as the results resource', async () => {
    browser.respond(jsonResponse(pageOf([{ id: 4, name: 'Year 3 Oak' }])), jsonResponse({ id: 4, name: 'Year 3 Oak' }))
    await dataProvider.getList('results', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'oak' },
    })
    await dataProvider.getOne('results', { id: 4 })
    expect(browser.sent()).toEqual(['GET /api/users/me/school/groups?q=oak&page=1&limit=25&sort=name', 'GET /api/users/me/school/groups/4'])
  })

  it('asks for the class reports and a pupil’s history', async () => {
    for (let i = 0; i < 8; i++) browser.respond(jsonResponse({ docs: [], deleted: 1, ids: [9] }))
    await dataProvider.getClassCompetency(4, [32, 33])
    await dataProvider.getClassCompetency(4)
    await dataProvider.getClassWordsSpelled(4)
    await dataProvider.getClassActivity(4)
    await dataProvider.getPupilHistory(5, { page: 2, listId: 32 })
    await dataProvider.getPupilListHistory(5, 32)
    await dataProvider.getPupilMonthly(5, 6)
    await dataProvider.deletePupilSession(5, 9)
    expect(browser.sent()).toEqual([
      'GET /api/users/me/school/groups/4/spelling_competency?list_ids=32%2C33',
      'GET /api/users/me/school/groups/4/spelling_competency',
      'GET /api/users/me/school/groups/4/words_spelled?sort=hardest&limit=10&page=1',
      'GET /api/users/me/school/groups/4/game_play_type_history?interval=week',
      'GET /api/users/me/school/pupils/5/history?page=2&limit=10&list_id=32',
      'GET /api/users/me/school/pupils/5/history/list/32',
      'GET /api/users/me/school/pupils/5/monthly_spelling_competency?months=6',
      'DELETE /api/users/me/school/pupils/5/history/9',
    ])
  })
})

describe('parseWords', () => {
  it('reads words a line or separated by commas, keeping spaces inside a word and dropping repeats', () => {
    expect(parseWords('ship, shop;fish\n  ice   cream \nShip\n\n')).toEqual({
      words: ['ship', 'shop', 'fish', 'ice cream'],
      invalid: [],
      duplicates: ['Ship'],
    })
  })

  it('refuses what a pupil cannot be asked to spell', () => {
    expect(parseWords("don't, well-known, cat2, !!, café").invalid).toEqual(['cat2', '!!'])
    expect(parseWords('a'.repeat(41)).invalid).toHaveLength(1)
  })
})

describe('listsQuery', () => {
  it('defaults to every readable list by title', () => {
    expect(listsQuery({ filter: {} })).toEqual({
      path: 'lists',
      query: { q: undefined, locale: undefined, page: 1, limit: 25, sort: 'title' },
    })
  })
})

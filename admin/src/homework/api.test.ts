// The homework hub's part of the data provider (the homework resource and its
// progress and sessions), against a fake fetch: the paths, query strings and
// bodies the API documents.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { dataProvider } from '../dataProvider'
import { fakeBrowser, jsonResponse, pageOf } from '../testing/fakeBrowser'
import { homeworkFromApi, homeworkToApi } from './api'

let browser: ReturnType<typeof fakeBrowser>
beforeEach(() => {
  browser = fakeBrowser()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const homework = {
  id: 8,
  title: 'Week 1',
  notes: null,
  school_id: 1,
  setBy: { id: 3, name: 'James Brown' },
  set: null,
  startsAt: '2026-11-20T00:00:00.000Z',
  dueAt: '2026-11-27T23:59:59.999Z',
  status: 'open',
  items: [
    {
      id: 1,
      product: 'spelling',
      ref: 32,
      settings: { difficulty: 3, test: false },
      title: 'Adding -ing',
      wordCount: 10,
      locale: 'en_GB',
      deleted: false,
    },
  ],
  groups: [{ id: 4, name: 'Year 3 Oak', parent: null }],
  pupils: [],
  excludedPupils: [],
  teachers: [{ id: 3, name: 'James Brown' }],
  pupil_count: 30,
  createdAt: '',
  updatedAt: '',
}

describe('homework', () => {
  it('lists homework with plain filters and the sorts the API takes', async () => {
    browser.respond(jsonResponse(pageOf([homework])), jsonResponse(pageOf([])))
    const result = await dataProvider.getList('homework', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'dueAt', order: 'DESC' },
      filter: { status: 'current', group_id: 4, mine: true, other: 'x' },
    })
    expect(browser.query(0)).toEqual({ status: 'current', group_id: '4', mine: 'true', page: '1', limit: '25', sort: '-dueAt' })
    // Shaped for the forms.
    expect(result.data[0]).toMatchObject({ group: 4, lists: [32], difficulty: 3 })
    await dataProvider.getList('homework', { pagination: { page: 1, perPage: 25 }, sort: { field: 'title', order: 'ASC' }, filter: {} })
    expect(browser.query(1)).toEqual({ page: '1', limit: '25' })
  })

  it('sets homework for a class with its list, difficulty and dates', async () => {
    browser.respond(jsonResponse(homework, 201))
    const { data } = await dataProvider.create('homework', {
      data: { group: '4', lists: [32], difficulty: '3', startsAt: '2026-11-20', dueAt: '2026-11-27', title: '', notes: '' },
    })
    expect(browser.sent()).toEqual(['POST /api/homework'])
    expect(browser.calls[0].body).toEqual({ group: 4, lists: [32], difficulty: 3, startsAt: '2026-11-20', dueAt: '2026-11-27' })
    expect(data).toMatchObject({ id: 8, group: 4 })
  })

  it('changes only what changed, with PUT', async () => {
    const before = homeworkFromApi(homework)
    browser.respond(jsonResponse({ ...homework, dueAt: '2026-12-04T23:59:59.999Z' }))
    await dataProvider.update('homework', { id: 8, data: { ...before, dueAt: '2026-12-04', difficulty: 3 }, previousData: before })
    expect(browser.sent()).toEqual(['PUT /api/homework/8'])
    expect(browser.calls[0].body).toEqual({ dueAt: '2026-12-04' })
  })

  it('reads progress and sessions', async () => {
    browser.respond(jsonResponse({ summary: { pupils: 2, started: 1, complete: 0 }, pupils: [] }), jsonResponse(pageOf([])))
    expect((await dataProvider.getHomeworkData(8)).summary.started).toBe(1)
    await dataProvider.getHomeworkSessions(8, { limit: 10, userIds: [5, 6] })
    expect(browser.sent()).toEqual(['GET /api/homework/8/data', 'GET /api/homework/8/sessions?page=1&limit=10&user_ids=5%2C6'])
  })

  it('turns a homework into form values and form values into a body', () => {
    expect(homeworkFromApi({ ...homework, items: [], groups: [] })).toMatchObject({ group: null, lists: [], difficulty: 2 })
    expect(homeworkToApi({ dueAt: new Date('2026-11-27T15:00:00Z'), startsAt: '2026-11-20T09:00:00+01:00', notes: '  ' })).toEqual({
      dueAt: '2026-11-27T15:00:00.000Z',
      startsAt: '2026-11-20T08:00:00.000Z',
      notes: null,
    })
  })
})

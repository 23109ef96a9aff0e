// The school hub's additions to the data provider: the scoped resources of
// schoolHub (plain filters, allowed sorts, PUT with only changed fields,
// bulk delete) and the calls beyond CRUD, against a fake fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { writableBody } from '../data/provider'
import { dataProvider } from '../dataProvider'
import { fakeBrowser, jsonResponse, pageOf } from '../testing/fakeBrowser'
import { GenerateStopped, UNASSIGNED, batchSizes, plainFilters } from './api'

const oak = {
  id: 4,
  name: 'Oak',
  school_id: 1,
  parent: null,
  teachers: [{ id: 3, name: 'James Brown' }],
  pupil_count: 2,
  subgroups: [{ id: 9, name: 'Readers', pupil_count: 1 }],
  createdAt: '',
}

let browser: ReturnType<typeof fakeBrowser>
beforeEach(() => {
  browser = fakeBrowser()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('pupils', () => {
  it('asks for one page with plain filters and leaves out sorts the API does not take', async () => {
    browser.respond(jsonResponse(pageOf([{ id: 1 }], 2000)), jsonResponse(pageOf([])))
    const result = await dataProvider.getList('pupils', {
      pagination: { page: 80, perPage: 25 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'amber', group: 4 },
    })
    expect(result.total).toBe(2000)
    const params = browser.calls[0].url.searchParams
    expect(browser.calls[0].url.pathname).toBe('/api/users/me/school/pupils')
    expect(Object.fromEntries(params)).toEqual({ q: 'amber', group: '4', page: '80', limit: '25', sort: '-name' })

    await dataProvider.getList('pupils', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'groups', order: 'ASC' },
      filter: { group: UNASSIGNED },
    })
    expect(Object.fromEntries(browser.calls[1].url.searchParams)).toEqual({ unassigned: 'true', page: '1', limit: '25' })
  })

  it('updates with PUT and only the fields that changed, and skips the call when nothing did', async () => {
    const before = {
      id: 5,
      name: 'Ada',
      school_username: 'braveotter',
      stage_spelling: 3,
      stage_number: null,
      groups: [{ id: 4, name: 'Oak', parent: null }],
    }
    browser.respond(jsonResponse({ ...before, stage_spelling: 4 }))
    const result = await dataProvider.update('pupils', { id: 5, data: { ...before, stage_spelling: 4 }, previousData: before })
    expect(browser.sent()).toEqual(['PUT /api/users/me/school/pupils/5'])
    expect(browser.calls[0].body).toEqual({ stage_spelling: 4 })
    expect(result.data.stage_spelling).toBe(4)

    const unchanged = await dataProvider.update('pupils', { id: 5, data: { ...before }, previousData: before })
    expect(browser.calls).toHaveLength(1)
    expect(unchanged.data).toEqual(before)
  })

  it('creates with only the fields the API takes, leaving out empty ones', async () => {
    browser.respond(jsonResponse({ id: 7, name: 'Brave Otter', password: 'sun-tree-42' }, 201))
    const { data } = await dataProvider.create('pupils', {
      data: { name: '', school_username: null, groups: [4], stage_spelling: 2, stage_number: null, extra: 'x' },
    })
    expect(browser.calls[0].body).toEqual({ groups: [4], stage_spelling: 2 })
    expect(data.password).toBe('sun-tree-42')
  })

  it('deletes through the bulk call, one record or many in one request', async () => {
    browser.respond(jsonResponse({ deleted: 1, ids: [5] }), jsonResponse({ deleted: 2, ids: [5, 6] }))
    expect(await dataProvider.delete('pupils', { id: 5, previousData: { id: 5, name: 'Ada' } })).toEqual({ data: { id: 5, name: 'Ada' } })
    expect(await dataProvider.deleteMany('pupils', { ids: [5, 6] })).toEqual({ data: [5, 6] })
    expect(browser.sent()).toEqual(['DELETE /api/users/me/school/pupils', 'DELETE /api/users/me/school/pupils'])
    expect(browser.calls.map((call) => call.body)).toEqual([{ pupilIds: [5] }, { pupilIds: [5, 6] }])
  })

  it('gets several pupils by id one at a time (the API has no id filter)', async () => {
    browser.respond(jsonResponse({ id: 1 }), jsonResponse({ id: 2 }))
    expect((await dataProvider.getMany('pupils', { ids: [1, 2] })).data).toEqual([{ id: 1 }, { id: 2 }])
    expect(browser.sent()).toEqual(['GET /api/users/me/school/pupils/1', 'GET /api/users/me/school/pupils/2'])
  })

  it('lists a class’s pupils as a reference through the class filter', async () => {
    browser.respond(jsonResponse(pageOf([{ id: 1 }])))
    await dataProvider.getManyReference('pupils', {
      target: 'group',
      id: 4,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    })
    expect(Object.fromEntries(browser.calls[0].url.searchParams)).toEqual({ group: '4', page: '1', limit: '25', sort: 'name' })
  })
})

describe('classes', () => {
  it('reads classes with teacherIds for the form, and includes subgroups when asked', async () => {
    browser.respond(jsonResponse(pageOf([oak])), jsonResponse(oak))
    const list = await dataProvider.getList('classes', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { includeSubgroups: 'true', q: 'oa' },
    })
    expect(Object.fromEntries(browser.calls[0].url.searchParams)).toEqual({ includeSubgroups: 'true', q: 'oa', page: '1', limit: '25' })
    expect(list.data[0].teacherIds).toEqual([3])
    expect((await dataProvider.getOne('classes', { id: 4 })).data.teacherIds).toEqual([3])
  })

  it('sends a PUT with changed teachers and subgroups as the API takes them', async () => {
    const before = { ...oak, teacherIds: [3] }
    browser.respond(jsonResponse(oak))
    await dataProvider.update('classes', {
      id: 4,
      previousData: before,
      data: {
        ...before,
        teacherIds: [3, 8],
        subgroups: [{ id: 9, name: ' Readers ', pupil_count: 1 }, { name: 'Writers' }, { name: '  ' }, null],
      },
    })
    expect(browser.sent()).toEqual(['PUT /api/users/me/school/groups/4'])
    expect(browser.calls[0].body).toEqual({ teacherIds: [3, 8], subgroups: [{ id: 9, name: 'Readers' }, { name: 'Writers' }] })
  })

  it('finds classes by id from the one call that lists them all', async () => {
    browser.respond(jsonResponse(pageOf([oak, { ...oak, id: 5, name: 'Ash' }])))
    const { data } = await dataProvider.getMany('classes', { ids: [5] })
    expect(data.map((group) => group.name)).toEqual(['Ash'])
    expect(browser.sent()).toEqual(['GET /api/users/me/school/groups/all?includeSubgroups=true'])
  })
})

describe('teachers and deleted users', () => {
  it('sorts teachers only by name or email, and deleted users never', async () => {
    browser.respond(jsonResponse(pageOf([])), jsonResponse(pageOf([])))
    await dataProvider.getList('teachers', { pagination: { page: 1, perPage: 50 }, sort: { field: 'email', order: 'DESC' }, filter: {} })
    await dataProvider.getList('deleted-users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'ada' },
    })
    expect(browser.sent()).toEqual([
      'GET /api/users/me/school/teachers?page=1&limit=50&sort=-email',
      'GET /api/users/me/school/users/deleted?q=ada&page=2&limit=25',
    ])
  })

  it('updates a teacher with PATCH', async () => {
    browser.respond(jsonResponse({ id: 3, name: 'J. Brown' }))
    await dataProvider.update('teachers', {
      id: 3,
      data: { id: 3, name: 'J. Brown', admin: true },
      previousData: { id: 3, name: 'James Brown', admin: true },
    })
    expect(browser.sent()).toEqual(['PATCH /api/users/me/school/teachers/3'])
    expect(browser.calls[0].body).toEqual({ name: 'J. Brown' })
  })
})

describe('school calls beyond CRUD', () => {
  it('moves pupils between classes, adds them, takes them out and puts them in subgroups', async () => {
    browser.respond(jsonResponse(oak), jsonResponse(oak), jsonResponse(oak), jsonResponse(oak))
    await dataProvider.addPupilsToClass(4, [1, '2'], { move: true })
    await dataProvider.addPupilsToClass(4, [3])
    await dataProvider.removePupilsFromClass(4, [1])
    await dataProvider.addPupilsToSubgroup(4, 9, [2])
    expect(browser.sent()).toEqual([
      'POST /api/users/me/school/groups/4/pupils',
      'POST /api/users/me/school/groups/4/pupils',
      'POST /api/users/me/school/groups/4/pupils/remove',
      'POST /api/users/me/school/groups/4/groups/9/pupils',
    ])
    expect(browser.calls.map((call) => call.body)).toEqual([
      { pupilIds: [1, 2], move: 1 },
      { pupilIds: [3], move: 0 },
      { pupilIds: [1] },
      { pupilIds: [2], move: 0 },
    ])
  })

  it('generates pupils in batches, reporting progress after each', async () => {
    const made = (n: number, from: number) =>
      jsonResponse({ docs: Array.from({ length: n }, (_, i) => ({ id: from + i, password: 'a-b-1' })) }, 201)
    browser.respond(made(20, 1), made(20, 21), made(5, 41))
    const progress: Array<[number, number]> = []
    const pupils = await dataProvider.generatePupils(
      { amount: 45, group: 4 },
      { onProgress: (done, total) => progress.push([done, total]) },
    )
    expect(pupils).toHaveLength(45)
    expect(browser.calls.map((call) => call.body)).toEqual([
      { amount: 20, group: 4 },
      { amount: 20, group: 4 },
      { amount: 5, group: 4 },
    ])
    expect(progress).toEqual([
      [0, 45],
      [20, 45],
      [40, 45],
      [45, 45],
    ])
  })

  it('stops generating at the first failure and hands back the pupils already made', async () => {
    browser.respond(
      jsonResponse({ docs: [{ id: 1 }, { id: 2 }] }, 201),
      jsonResponse({ error: 'Too many requests. Try again later.' }, 429),
    )
    const error = await dataProvider.generatePupils({ amount: 4 }, { batch: 2 }).catch((caught) => caught)
    expect(error).toBeInstanceOf(GenerateStopped)
    expect(error.made.map((pupil: { id: number }) => pupil.id)).toEqual([1, 2])
    expect(error.reason.status).toBe(429)
  })

  it('imports a CSV file or only checks it, and rejects problems with their rows', async () => {
    const summary = { rows: 1, created: 1, renamed: 0, addedToClass: 0, unchanged: 0, classesCreated: [], dryRun: true, docs: [] }
    browser.respond(
      jsonResponse(summary),
      jsonResponse(
        { error: '1 problem in the file: nothing was imported', fields: [{ path: 'rows.3.name', message: 'Give the pupil’s name' }] },
        422,
      ),
    )
    expect(await dataProvider.importPupils('name,class\nAda,Oak', { dryRun: true })).toEqual(summary)
    expect(browser.calls[0].body).toEqual({ csv: 'name,class\nAda,Oak', dryRun: true })
    expect(browser.calls[0].method).toBe('PUT')
    const error = await dataProvider.importPupils('name,class\n,Oak').catch((caught) => caught)
    expect(error.status).toBe(422)
    expect(error.body.fields).toEqual([{ path: 'rows.3.name', message: 'Give the pupil’s name' }])
    expect(error.body.errors['rows.3.name']).toBe('Give the pupil’s name')
  })

  it('makes login cards with class passwords or sign-in keys, and revokes the keys', async () => {
    browser.respond(
      jsonResponse({ docs: [{ id: 1, school_username: 'braveotter', school_id: 1, password: 'sun-tree-42' }] }),
      jsonResponse({ docs: [{ id: 1, school_username: 'braveotter', school_id: 1, key: 'k', url: 'http://x/play/#key=k' }] }),
      jsonResponse({ revoked: 1 }),
    )
    expect((await dataProvider.classPasswords(4))[0].password).toBe('sun-tree-42')
    expect((await dataProvider.issueSignInKeys(4))[0].url).toBe('http://x/play/#key=k')
    expect(await dataProvider.revokeSignInKeys(4)).toEqual({ revoked: 1 })
    expect(browser.sent()).toEqual([
      'POST /api/users/me/school/groups/4/pupils/passwords',
      'POST /api/users/me/school/groups/4/pupils/signinkeys',
      'DELETE /api/users/me/school/groups/4/pupils/signinkeys',
    ])
  })

  it('resets one pupil’s password and suggests usernames', async () => {
    browser.respond(jsonResponse({ id: 5, password: 'kite-moon-7' }), jsonResponse({ username: 'adalovelace' }))
    expect((await dataProvider.resetPupilPassword(5)).password).toBe('kite-moon-7')
    expect(browser.calls[0].body).toEqual({ generatePassword: true })
    expect(await dataProvider.suggestUsername(' Ada Lovelace ')).toBe('adalovelace')
    expect(browser.sent()[1]).toBe('GET /api/users/generate?name=Ada+Lovelace')
  })

  it('invites teachers and grants or removes admin', async () => {
    browser.respond(
      jsonResponse({ invited: 'new@school.test', expiresAt: '2026-12-01T00:00:00Z' }, 201),
      jsonResponse({ id: 3, admin: true }),
      jsonResponse({ id: 3, admin: false }),
    )
    expect((await dataProvider.inviteTeacher(' new@school.test ')).invited).toBe('new@school.test')
    expect(browser.calls[0].body).toEqual({ email: 'new@school.test' })
    await dataProvider.setTeacherAdmin(3, true)
    await dataProvider.setTeacherAdmin(3, false)
    expect(browser.sent()).toEqual([
      'POST /api/users/me/school/teachers/invite',
      'PUT /api/users/me/school/teachers/3/admin',
      'DELETE /api/users/me/school/teachers/3/admin',
    ])
  })

  it('recovers deleted users, all of them, or merges one into someone kept', async () => {
    browser.respond(
      jsonResponse({ recovered: 2, ids: [1, 2] }),
      jsonResponse({ recovered: 5, ids: [] }),
      jsonResponse({ merged: 1, into: 7, moved: 3 }),
      jsonResponse(pageOf([{ id: 7, name: 'Ada' }])),
    )
    expect((await dataProvider.recoverDeletedUsers([1, '2'])).recovered).toBe(2)
    expect((await dataProvider.recoverAllDeletedUsers()).recovered).toBe(5)
    expect(await dataProvider.mergeDeletedUser(1, 7)).toEqual({ merged: 1, into: 7, moved: 3 })
    expect(await dataProvider.searchSchoolUsers({ q: 'ad', role: 'pupil' })).toEqual([{ id: 7, name: 'Ada' }])
    expect(browser.sent()).toEqual([
      'POST /api/users/me/school/users/deleted/recover',
      'POST /api/users/me/school/users/deleted/recover/all',
      'PATCH /api/users/me/school/users/deleted/merge',
      'GET /api/users/me/school/users?q=ad&role=pupil&limit=20',
    ])
    expect(browser.calls.map((call) => call.body)).toEqual([{ userIds: [1, 2] }, undefined, { deletedUserId: 1, intoUserId: 7 }, undefined])
  })

  it('lists the teacher’s own classes without subgroups, and every class of the school', async () => {
    browser.respond(jsonResponse(pageOf([oak, { ...oak, id: 9, name: 'Readers', parent: 4 }])), jsonResponse(pageOf([oak])))
    expect((await dataProvider.getMyClasses()).map((group) => group.id)).toEqual([4])
    expect(await dataProvider.getAllClasses({ predictStage: true })).toEqual([oak])
    expect(browser.sent()).toEqual([
      'GET /api/users/me/groups',
      'GET /api/users/me/school/groups/all?includeSubgroups=true&predictStage=true',
    ])
  })
})

describe('helpers', () => {
  it('splits an amount into batches', () => {
    expect(batchSizes(45, 20)).toEqual([20, 20, 5])
    expect(batchSizes(20, 20)).toEqual([20])
    expect(batchSizes(0)).toEqual([])
    expect(batchSizes(3.7, 0)).toEqual([1, 1, 1])
  })

  it('keeps only the filters a list takes, as strings', () => {
    expect(plainFilters(['group'])({ q: 'x', group: 4, role: 'teacher', empty: '', none: null })).toEqual({ q: 'x', group: '4' })
  })

  it('sends every field as is for a resource without writable fields', () => {
    expect(writableBody({}, { a: 1, b: null })).toEqual({ a: 1, b: null })
    expect(writableBody({ writable: ['a'] }, { a: [], b: 1 })).toEqual({})
    expect(writableBody({ writable: ['a'] }, { a: null }, { a: 1 })).toEqual({ a: null })
  })
})

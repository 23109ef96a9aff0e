/** Issue 11, item 13: purging a deleted pupil who played, reported and bought things (it answered 500). */
import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchoolThroughApi, makeUser, signIn, signInPupil } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'
import { makeList } from '../helpers/spelling'

let server: TestServer

beforeAll(async () => {
  server = await testServer()
})

/** Every (table, column) with a foreign key onto users, and how many of its rows name this user. */
async function rowsNaming(userId: number) {
  const refs = await server.query(
    `SELECT cl.relname AS t, att.attname AS c FROM pg_constraint con
     JOIN pg_class cl ON cl.oid = con.conrelid
     JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = con.conkey[1]
     WHERE con.contype = 'f' AND con.confrelid = 'users'::regclass`,
  )
  const counts: Record<string, number> = {}
  for (const { t, c } of refs) {
    const [{ n }] = await server.query(`SELECT count(*)::int AS n FROM "${t}" WHERE "${c}" = $1`, [userId])
    if (n) counts[`${t}.${c}`] = n
  }
  return counts
}

describe('[deleted_users.purge] DELETE users/deleted/{id} purges a pupil with everything that depends on them', () => {
  it('removes games, attempts, homework, reports, purchases, sessions and devices in one go; the pupil’s list stays, anonymised', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 2 })
    const [pupil, classmate] = a.pupils
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['cat', 'ship', 'rain'])
    expect((await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${pupil.id}`)).status).toBe(200)
    const asPupil = await signInPupil(server.api, a.school.id, pupil.school_username, pupil.password)

    // Homework naming the pupil, and a game played for it, with an attempt.
    const homework = await a.asTeacher.post('homework', {
      lists: [list.id],
      dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      pupilIds: [pupil.id, classmate.id],
    })
    expect(homework.status).toBe(201)
    const game = await asPupil.post(`lists/${list.id}/gamesession`, { difficulty: 2, gameType: 'spelling', phonics: false })
    expect(game.status).toBe(201)
    await server.payload.create({
      collection: 'spelling-attempts' as any,
      data: {
        session: game.body.session.id,
        user: pupil.id,
        listWord: list.words[0].id,
        word: 'cat',
        typed: 'cat',
        correct: true,
        timeMs: 4000,
        points: 10,
      } as any,
      overrideAccess: true,
    })
    // A report on the list, coins and a purchase, a trusted device, and a second sign-in.
    expect((await asPupil.post(`lists/${list.id}/report`, { reason: 'A rude word' })).status).toBeLessThan(300)
    expect(
      (await a.asTeacher.post(`users/me/school/pupils/${pupil.id}/avatarpurchases`, { type: 'reward', amount: 100 })).status,
    ).toBeLessThan(300)
    expect((await asPupil.put('users/me/avatarpurchases', { type: 'pet', key: 'owl' })).status).toBe(200)
    await server.payload.create({
      collection: 'devices' as any,
      data: { user: pupil.id, tokenHash: `purge-test-${pupil.id}`, name: 'Class iPad' } as any,
      overrideAccess: true,
    })
    await signInPupil(server.api, a.school.id, pupil.school_username, pupil.password)
    // A list the pupil made (a record that only mentions them as owner is kept, without them).
    const own = await makeList(server.payload, { id: pupil.id, school: a.school.id }, ['dog'])

    const before = await rowsNaming(pupil.id)
    for (const table of [
      'spelling_sessions',
      'spelling_attempts',
      'homework_rels',
      'list_reports',
      'avatar_purchases',
      'sessions',
      'devices',
    ]) {
      expect(
        Object.keys(before).some((k) => k.startsWith(`${table}.`)),
        `${table} has rows of the pupil before the purge: ${JSON.stringify(before)}`,
      ).toBe(true)
    }

    expect((await a.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [pupil.id] } })).status).toBe(200)
    const superuser = await makeUser(server.payload, 'superuser')
    const asSuperuser = await signIn(server.api, superuser.username)
    const purge = await asSuperuser.delete(`users/deleted/${pupil.id}`)
    expect(purge.status, purge.text).toBe(200)
    expect(purge.body).toEqual({ purged: pupil.id })

    expect(await rowsNaming(pupil.id)).toEqual({})
    expect(await server.query('SELECT id FROM users WHERE id = $1', [pupil.id])).toEqual([])
    // Nothing of anyone else went: the classmate keeps the homework, the teacher the list, the own list stays ownerless.
    const [{ n: homeworkPupils }] = await server.query(
      `SELECT count(*)::int AS n FROM homework_rels WHERE parent_id = $1 AND users_id = $2`,
      [homework.body.id, classmate.id],
    )
    expect(homeworkPupils).toBe(1)
    expect(await server.query('SELECT id FROM word_lists WHERE id = $1', [list.id])).toHaveLength(1)
    expect(await server.query('SELECT owner_id FROM word_lists WHERE id = $1', [own.id])).toEqual([{ owner_id: null }])
  })

  it('purges expired pupils with their play when deleted users are listed (the 30-day purge)', async () => {
    const a = await makeSchoolThroughApi(server, { pupils: 1 })
    const [pupil] = a.pupils
    const list = await makeList(server.payload, { id: a.teacher.id, school: a.school.id }, ['cat'])
    await a.asTeacher.put(`lists/${list.id}/favourite/pupils/${pupil.id}`)
    const asPupil = await signInPupil(server.api, a.school.id, pupil.school_username, pupil.password)
    expect((await asPupil.post(`lists/${list.id}/gamesession`, { difficulty: 2, gameType: 'spelling', phonics: false })).status).toBe(201)
    expect((await asPupil.post(`lists/${list.id}/report`, { reason: 'Too hard' })).status).toBeLessThan(300)
    await a.asTeacher.delete('users/me/school/pupils', { body: { pupilIds: [pupil.id] } })
    await server.query("UPDATE users SET deleted_at = now() - interval '31 days' WHERE id = $1", [pupil.id])
    const listed = await a.asTeacher.get('users/me/school/users/deleted')
    expect(listed.status, listed.text).toBe(200)
    expect(await rowsNaming(pupil.id)).toEqual({})
  })
})

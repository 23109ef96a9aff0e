/**
 * Issue 11, item 3: a school admin could take over a colleague's account by setting their email
 * (PATCH users/me/school/teachers/{id}) and then asking for a password reset. A new email now goes through
 * the confirm-both-addresses flow of a self-service change, is refused for staff of another school, and no
 * session carries over to the changed address.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { emailsTo, linkIn, waitForEmail } from '../helpers/email'
import { makeSchoolThroughApi, makeUser, sessionFor, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let a: Awaited<ReturnType<typeof makeSchoolThroughApi>>

beforeAll(async () => {
  server = await testServer()
  a = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
})

const emailOf = async (id: number) => (await server.query('SELECT email FROM users WHERE id = $1', [id]))[0].email

describe('[teachers.update] PATCH users/me/school/teachers/{id} with an email', () => {
  it('does not change the address until the new one verifies and the old one confirms; a reset cannot go to the new one before', async () => {
    const colleague = (
      await a.asAdmin.post('users/me/school/teachers', {
        name: 'Sam Colleague',
        email: `sam.${a.marker}@example.test`,
        password: 'a long teacher passphrase',
      })
    ).body
    const asColleague = await signIn(server.api, colleague.username, 'a long teacher passphrase')
    const attacker = `attacker.${a.marker}@example.test`
    const answer = await a.asAdmin.patch(`users/me/school/teachers/${colleague.id}`, { email: attacker })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: colleague.id, email: colleague.email, pendingEmail: attacker })
    expect(await emailOf(colleague.id)).toBe(colleague.email)

    // The takeover: a reset for the new address sends nothing.
    expect((await server.api.post('users/forgot', { email: attacker })).status).toBe(200)
    const verify = await waitForEmail(server, attacker, 'email_change_verification')
    await new Promise((r) => setTimeout(r, 300))
    expect((await emailsTo(server, attacker)).map((m: any) => m.type)).toEqual(['email_change_verification'])

    // The new address verifies; still the old one until its owner confirms.
    const verified = await server.api.post('users/me/email-change/verify-link', { key: linkIn(verify).value })
    expect(verified.body).toEqual({ status: 'awaiting_confirmation', email: colleague.email })
    expect(await emailOf(colleague.id)).toBe(colleague.email)
    expect((await asColleague.get('users/me')).status).toBe(200)

    // The owner confirms: the address changes and no session carries over.
    const confirmation = await waitForEmail(server, colleague.email, 'email_change_confirmation')
    const confirmKey = /\/account\/email-change\/confirm\?key=(\S+)/.exec(confirmation.text)![1]
    const confirmed = await server.api.post('users/me/email-change/confirm-link', { key: decodeURIComponent(confirmKey) })
    expect(confirmed.body).toEqual({ status: 'changed', email: attacker })
    expect(await emailOf(colleague.id)).toBe(attacker)
    expect((await asColleague.get('users/me')).status).toBe(401)
  })

  it('refuses to change the email of staff who also work at another school (403), changing nothing', async () => {
    const other = await makeSchoolThroughApi(server, { pupils: 0, classes: 0 })
    // The other school's admin also teaches at A.
    const colleague = await makeUser(server.payload, 'school_admin', {
      school: other.school.id,
      memberships: [
        { school: other.school.id, admin: true },
        { school: a.school.id, admin: false },
      ],
    })
    expect((await a.asAdmin.get('users/me/school/teachers')).body.docs.map((t: any) => t.id)).toContain(colleague.id)
    const answer = await a.asAdmin.patch(`users/me/school/teachers/${colleague.id}`, { email: `takeover.${a.marker}@example.test` })
    expect(answer.status).toBe(403)
    expect(await emailOf(colleague.id)).toBe(colleague.email)
    expect(await emailsTo(server, `takeover.${a.marker}@example.test`)).toEqual([])
    // Nor their username, with which they sign in at both schools.
    const renamed = await a.asAdmin.patch(`users/me/school/teachers/${colleague.id}`, {
      username: `renamed-${a.marker}`.toLowerCase().slice(0, 30),
    })
    expect(renamed.status).toBe(403)
    expect((await server.query('SELECT username FROM users WHERE id = $1', [colleague.id]))[0].username).toBe(colleague.username)
    // Their name is still the school's to change.
    expect((await a.asAdmin.patch(`users/me/school/teachers/${colleague.id}`, { name: 'Renamed by A' })).status).toBe(200)
  })

  it('changes a username or an email only with a password checked in the last minutes, and never while imitating', async () => {
    const colleague = (
      await a.asAdmin.post('users/me/school/teachers', {
        name: 'Kim Colleague',
        email: `kim.${a.marker}@example.test`,
        password: 'a long teacher passphrase',
      })
    ).body
    // A session of the admin whose password was not checked recently (as an access-token exchange makes).
    const stale = await sessionFor(server.payload, server.api, a.admin.id)
    for (const change of [{ username: `kim-${Date.now()}` }, { email: `kim.new.${a.marker}@example.test` }]) {
      const answer = await stale.patch(`users/me/school/teachers/${colleague.id}`, change)
      expect(answer.status).toBe(403)
      expect(answer.body.code).toBe('PASSWORD_REVERIFICATION_REQUIRED')
    }
    // The admin's own account too: the same rule as PUT users/me.
    expect((await stale.patch(`users/me/school/teachers/${a.admin.id}`, { username: `boss-${Date.now()}` })).status).toBe(403)
    const superuser = await makeUser(server.payload, 'superuser')
    const imitating = server.api.as(
      (await (await signIn(server.api, superuser.username)).post('superuser/imitateuser', { user_id: a.admin.id })).body.token,
    )
    const refused = await imitating.patch(`users/me/school/teachers/${colleague.id}`, { username: `kim-${Date.now()}` })
    expect(refused.status).toBe(403)
    expect(refused.body.error).toBe('Credentials cannot be changed while imitating a user')
    expect((await server.query('SELECT username, email FROM users WHERE id = $1', [colleague.id]))[0]).toMatchObject({
      username: colleague.username,
      email: colleague.email,
    })
    // Sending the values unchanged is no change (an edit form sends every field).
    expect(
      (
        await stale.patch(`users/me/school/teachers/${colleague.id}`, {
          name: 'Kim C',
          username: colleague.username,
          email: colleague.email,
        })
      ).status,
    ).toBe(200)
  })
})

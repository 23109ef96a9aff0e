import { beforeAll, describe, expect, it } from 'vitest'
import { makeSchool, makeUser, signIn } from '../helpers/factories'
import { testServer, type TestServer } from '../helpers/server'

let server: TestServer
let teacher: any

beforeAll(async () => {
  server = await testServer()
  teacher = await makeUser(server.payload, 'teacher', { school: (await makeSchool(server.payload)).id })
})

/** Follows the auth site's access-token page as a browser with the session cookie would. */
async function accessTokenFor(token: string, returnUrl: string) {
  const page = await fetch(`${server.url}/auth/access-token?return_url=${encodeURIComponent(returnUrl)}`, {
    headers: { Cookie: `_session-token_=${token}` },
    redirect: 'manual',
  })
  return page
}

describe('the access-token page and [auth.accesstoken] GET accesstoken', () => {
  it('sends a signed-in user back with a one-time token that signs them in once', async () => {
    const api = await signIn(server.api, teacher.username)
    const page = await accessTokenFor(api.token!, `${server.url}/pricing?x=1`)
    expect(page.status).toBe(302)
    const target = new URL(page.headers.get('location')!)
    expect(target.origin + target.pathname).toBe(`${server.url}/pricing`)
    expect(target.searchParams.get('x')).toBe('1')
    const accessToken = target.searchParams.get('access_token')!
    expect(accessToken).toMatch(/^[A-Za-z0-9_-]{20,}$/)

    const exchanged = await server.api.get('accesstoken', { query: { access_token: accessToken } })
    expect(exchanged.status).toBe(200)
    expect(exchanged.body.user.id).toBe(teacher.id)
    expect(exchanged.body.token).not.toBe(api.token)
    expect(exchanged.headers.getSetCookie()[0]).toContain(`_session-token_=${exchanged.body.token}`)
    expect((await server.api.as(exchanged.body.token).get('users/me')).body.user.id).toBe(teacher.id)

    const again = await server.api.get('accesstoken', { query: { access_token: accessToken } })
    expect(again.status).toBe(401)
    expect(again.body.error).toMatch(/expired or was already used/)
  })

  it('gives an imitation session no access token: it cannot become an ordinary session of another product', async () => {
    const superuser = await makeUser(server.payload, 'superuser')
    const started = await (await signIn(server.api, superuser.username)).post('superuser/imitateuser', { user_id: teacher.id })
    expect(started.status).toBe(200)
    const tokens = async () => (await server.query("SELECT count(*)::int AS count FROM one_time_tokens WHERE kind = 'access'"))[0].count
    const before = await tokens()
    const page = await accessTokenFor(started.body.token, `${server.url}/pricing`)
    expect(page.status).toBe(403)
    expect(page.headers.get('location')).toBeNull()
    expect(await page.text()).toContain('Not while imitating')
    expect(await tokens()).toBe(before)
  })

  it('refuses an expired token', async () => {
    const api = await signIn(server.api, teacher.username)
    const target = new URL((await accessTokenFor(api.token!, `${server.url}/`)).headers.get('location')!)
    await server.query(`UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE kind = 'access'`)
    expect((await server.api.get('accesstoken', { query: { access_token: target.searchParams.get('access_token')! } })).status).toBe(401)
  })

  it('refuses a made-up token and a missing one', async () => {
    expect((await server.api.get('accesstoken', { query: { access_token: 'made-up' } })).status).toBe(401)
    const missing = await server.api.get('accesstoken')
    expect(missing.status).toBe(422)
    expect(missing.body.fields[0].path).toBe('query.access_token')
  })

  it('is no open redirect: a return URL off the allow-list gets an error page and no token', async () => {
    const api = await signIn(server.api, teacher.username)
    for (const url of ['https://evil.example/steal', 'javascript:alert(1)', '//evil.example/x']) {
      const page = await accessTokenFor(api.token!, url)
      expect(page.status).toBe(400)
      expect(page.headers.get('location')).toBeNull()
      expect(await page.text()).toContain('This sign-in link cannot be used')
    }
    expect(
      await server.query(`SELECT id FROM one_time_tokens WHERE kind = 'access' AND used_at IS NULL AND expires_at > now()`),
    ).toHaveLength(0)
  })

  it('shows a visitor who is not signed in the sign-in form instead of a token', async () => {
    const page = await fetch(`${server.url}/auth/access-token?return_url=${encodeURIComponent(server.url + '/')}`, { redirect: 'manual' })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Sign in to Inkwell')
    expect(html).toContain('name="password"')
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { STAFF_ONLY_KEY, SecondFactorRequired, authProvider, cancelSecondFactor, forgetCurrentUser, hasPendingSignIn } from './authProvider'
import { fakeBrowser, jsonResponse } from './testing/fakeBrowser'

const teacher = {
  id: 12,
  name: 'Ms Rivera',
  username: 'rivera',
  email: 'rivera@school.test',
  role: 'school_admin',
  superuser: false,
  tester: false,
  school: { id: 3, name: 'Hilltop Primary', teacher: true, admin: true, account_region: 'GB' },
}
const pupil = {
  ...teacher,
  id: 40,
  name: 'Sam',
  username: 'sam40',
  role: 'pupil',
  school: { ...teacher.school, teacher: false, admin: false },
}

let browser: ReturnType<typeof fakeBrowser>
beforeEach(async () => {
  browser = fakeBrowser()
  forgetCurrentUser()
  // A sign-in left waiting by an earlier test: forget it (its sign-out request is not part of this test).
  await cancelSecondFactor()
  browser.calls.length = 0
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('login', () => {
  it('posts the credentials and keeps the token and user', async () => {
    browser.respond(jsonResponse({ token: 'tok-1', user: teacher }))
    await authProvider.login({ username: 'rivera', password: 'secret' })
    const [call] = browser.calls
    expect([call.method, call.url.pathname]).toEqual(['POST', '/api/auth'])
    expect(call.body).toEqual({ username: 'rivera', password: 'secret' })
    expect(browser.storage.getItem('token')).toBe('tok-1')
    expect(JSON.parse(browser.storage.getItem('user') ?? 'null')).toEqual(teacher)
  })

  it("rejects with the server's message and keeps the attempts remaining", async () => {
    browser.respond(jsonResponse({ error: 'Password incorrect or user not found', attemptsRemaining: 2 }, 401))
    const error = await authProvider.login({ username: 'rivera', password: 'wrong' }).catch((caught) => caught)
    expect(error.message).toBe('Password incorrect or user not found')
    expect(error.body.attemptsRemaining).toBe(2)
    expect(browser.storage.getItem('token')).toBeNull()
  })

  it('rejects a rate-limited sign-in with the server message', async () => {
    browser.respond(jsonResponse({ error: 'Too many requests. Try again later.' }, 429))
    await expect(authProvider.login({ username: 'rivera', password: 'x' })).rejects.toThrow('Too many requests. Try again later.')
  })

  it('signs a pupil straight out again and says the console is for staff', async () => {
    browser.respond(jsonResponse({ token: 'tok-p', user: pupil }), jsonResponse({ message: 'Signed out' }))
    await expect(authProvider.login({ username: 'sam40', password: 'secret' })).rejects.toThrow(STAFF_ONLY_KEY)
    expect(browser.calls[1].method).toBe('DELETE')
    expect(browser.calls[1].url.pathname).toBe('/api/auth')
    expect(browser.calls[1].headers.get('Authorization')).toBe('Bearer tok-p')
    expect(browser.storage.length).toBe(0)
  })
})

describe('accepting a teacher invitation', () => {
  it('posts the code, password and name to users/teacherinvite and keeps the session it answers', async () => {
    browser.respond(jsonResponse({ token: 'tok-invite', user: teacher }))
    await authProvider.login({ method: 'invite', code: ' abc-123 ', password: 'a long passphrase', name: ' Ms Rivera ' })
    const [call] = browser.calls
    expect([call.method, call.url.pathname]).toEqual(['POST', '/api/users/teacherinvite'])
    expect(call.body).toEqual({ code: 'abc-123', password: 'a long passphrase', name: 'Ms Rivera' })
    expect(browser.storage.getItem('token')).toBe('tok-invite')
  })

  it('leaves out an empty name, and rejects an expired code with the server’s message', async () => {
    browser.respond(jsonResponse({ error: 'This invitation has expired', code: 'NOT_FOUND' }, 404))
    const error = await authProvider.login({ method: 'invite', code: 'old', password: 'pw', name: ' ' }).catch((caught) => caught)
    expect(browser.calls[0].body).toEqual({ code: 'old', password: 'pw' })
    expect([error.status, error.message]).toEqual([404, 'This invitation has expired'])
    expect(browser.storage.getItem('token')).toBeNull()
  })
})

describe('second factor', () => {
  const needsCode = (method: 'authenticator' | 'email') =>
    jsonResponse({ token: 'tok-pending', expiresAt: '2030-01-01T00:00:00Z', mfaRequired: method, user: null })

  it('rejects the password step with SecondFactorRequired, storing nothing that looks like a session', async () => {
    browser.respond(needsCode('authenticator'))
    const error = await authProvider.login({ username: 'rivera', password: 'secret' }).catch((caught) => caught)
    expect(error).toBeInstanceOf(SecondFactorRequired)
    expect(error.method).toBe('authenticator')
    expect(hasPendingSignIn()).toBe(true)
    expect(browser.storage.length).toBe(0)
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false })
  })

  it('sends the authenticator code with the waiting sign-in token, then keeps the session', async () => {
    browser.respond(needsCode('authenticator'), jsonResponse({ user: teacher, deviceToken: 'dev-1' }))
    await authProvider.login({ username: 'rivera', password: 'secret' }).catch(() => undefined)
    await authProvider.login({ method: 'authenticator', code: '123456', trust: true })
    const call = browser.calls[1]
    expect([call.method, call.url.pathname]).toEqual(['POST', '/api/users/me/verify-authenticator'])
    expect(call.body).toEqual({ code: '123456', trust: true })
    expect(call.headers.get('Authorization')).toBe('Bearer tok-pending')
    expect(browser.storage.getItem('token')).toBe('tok-pending')
    expect(JSON.parse(browser.storage.getItem('user') ?? 'null')).toEqual(teacher)
    expect(hasPendingSignIn()).toBe(false)
  })

  it('sends the emailed code as `key` to users/me/verify', async () => {
    browser.respond(needsCode('email'), jsonResponse({ user: teacher }))
    await authProvider.login({ username: 'rivera', password: 'secret' }).catch(() => undefined)
    await authProvider.login({ method: 'email', code: '654321' })
    expect(browser.calls[1].url.pathname).toBe('/api/users/me/verify')
    expect(browser.calls[1].body).toEqual({ key: '654321', trust: false })
  })

  it('rejects a wrong code with the field message and attempts left, and the sign-in keeps waiting', async () => {
    browser.respond(
      needsCode('authenticator'),
      jsonResponse(
        {
          error: 'Failed - Invalid data',
          code: 'INVALID_DATA',
          fields: [{ path: 'code', message: 'That code is not right' }],
          attemptsRemaining: 3,
        },
        422,
      ),
      jsonResponse({ user: teacher }),
    )
    await authProvider.login({ username: 'rivera', password: 'secret' }).catch(() => undefined)
    const error = await authProvider.login({ method: 'authenticator', code: '000000' }).catch((caught) => caught)
    expect(error.status).toBe(422)
    expect(error.body.errors.code).toBe('That code is not right')
    expect(error.body.attemptsRemaining).toBe(3)
    expect(browser.storage.getItem('token')).toBeNull()
    await authProvider.login({ method: 'authenticator', code: '123456' })
    expect(browser.calls[2].headers.get('Authorization')).toBe('Bearer tok-pending')
    expect(browser.storage.getItem('token')).toBe('tok-pending')
  })

  it('finishes a sign-in from the emailed link opened in a new page by its cookie, reading the token from users/me', async () => {
    browser.respond(jsonResponse({ user: teacher }), jsonResponse({ user: teacher, token: 'tok-cookie' }))
    await authProvider.login({ method: 'link', key: 'link-key', trust: false })
    expect(browser.calls[0].url.pathname).toBe('/api/users/me/verify-link')
    expect(browser.calls[0].body).toEqual({ key: 'link-key', trust: false })
    expect(browser.calls[0].headers.get('Authorization')).toBeNull()
    expect(browser.calls[0].credentials).toBe('include')
    expect(browser.calls[1].url.pathname).toBe('/api/users/me')
    expect(browser.storage.getItem('token')).toBe('tok-cookie')
  })

  it('signs a pupil out again after the second factor too', async () => {
    browser.respond(needsCode('email'), jsonResponse({ user: pupil }), jsonResponse(undefined, 204))
    await authProvider.login({ username: 'sam40', password: 'secret' }).catch(() => undefined)
    await expect(authProvider.login({ method: 'email', code: '111111' })).rejects.toThrow(STAFF_ONLY_KEY)
    expect([browser.calls[2].method, browser.calls[2].url.pathname]).toEqual(['DELETE', '/api/auth'])
    expect(browser.calls[2].headers.get('Authorization')).toBe('Bearer tok-pending')
    expect(browser.storage.length).toBe(0)
  })

  it('cancelling ends the waiting sign-in on the server', async () => {
    browser.respond(needsCode('authenticator'), jsonResponse(undefined, 204))
    await authProvider.login({ username: 'rivera', password: 'secret' }).catch(() => undefined)
    await cancelSecondFactor()
    expect([browser.calls[1].method, browser.calls[1].url.pathname]).toEqual(['DELETE', '/api/auth'])
    expect(browser.calls[1].headers.get('Authorization')).toBe('Bearer tok-pending')
    expect(hasPendingSignIn()).toBe(false)
  })
})

describe('logout', () => {
  it('tells the server and clears the session, even when the server fails', async () => {
    browser.storage.setItem('token', 'tok-1')
    browser.storage.setItem('user', JSON.stringify(teacher))
    browser.respond(jsonResponse({ error: 'Oops' }, 500))
    await authProvider.logout({})
    expect([browser.calls[0].method, browser.calls[0].url.pathname]).toEqual(['DELETE', '/api/auth'])
    expect(browser.storage.length).toBe(0)
  })

  it('makes no request when nobody was signed in', async () => {
    await authProvider.logout({})
    expect(browser.calls).toHaveLength(0)
  })
})

describe('checkAuth', () => {
  it('passes on a stored token without asking the server', async () => {
    browser.storage.setItem('token', 'tok-1')
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
    expect(browser.calls).toHaveLength(0)
  })

  it('sends a visitor with no stored token to sign in without asking the API', async () => {
    await expect(authProvider.checkAuth({})).rejects.toEqual({ message: false })
    expect(browser.calls).toHaveLength(0)
  })
})

describe('checkError', () => {
  it('signs out on 401', async () => {
    browser.storage.setItem('token', 'tok-1')
    await expect(authProvider.checkError({ status: 401 })).rejects.toEqual({ status: 401 })
    expect(browser.storage.getItem('token')).toBeNull()
  })

  it('stays signed in on 403 and other errors', async () => {
    browser.storage.setItem('token', 'tok-1')
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined()
    await expect(authProvider.checkError({ status: 500 })).resolves.toBeUndefined()
    expect(browser.storage.getItem('token')).toBe('tok-1')
  })
})

describe('identity and permissions', () => {
  it('reads the identity from /api/users/me, naming the user by name or else username', async () => {
    browser.storage.setItem('token', 'tok-1')
    browser.respond(jsonResponse({ user: teacher, token: 'tok-1' }), jsonResponse({ user: { ...teacher, name: '' }, token: 'tok-1' }))
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 12, fullName: 'Ms Rivera', user: teacher })
    forgetCurrentUser()
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: 'rivera' })
  })

  it('asks the server once when a page load checks the session from several places', async () => {
    browser.storage.setItem('token', 'tok-1')
    browser.respond(jsonResponse({ user: teacher, token: 'tok-1' }))
    const identities = await Promise.all([authProvider.getIdentity!(), authProvider.getIdentity!(), authProvider.getIdentity!()])
    expect(identities.map((i) => i.id)).toEqual([12, 12, 12])
    expect(browser.calls).toHaveLength(1)
  })

  it('asks nothing while signed out, and asks again after signing in', async () => {
    await expect(authProvider.getIdentity!()).rejects.toEqual({ message: false })
    expect(browser.calls).toHaveLength(0)
    browser.respond(jsonResponse({ token: 'tok-1', user: teacher }), jsonResponse({ user: teacher, token: 'tok-1' }))
    await authProvider.login({ username: 'rivera', password: 'secret' })
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: 'Ms Rivera' })
  })

  it('derives permissions from the stored user', async () => {
    browser.storage.setItem('user', JSON.stringify(teacher))
    expect(await authProvider.getPermissions!({})).toEqual({ role: 'school_admin', superuser: false, admin: true })
  })
})

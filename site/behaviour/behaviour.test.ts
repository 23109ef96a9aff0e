import { describe, expect, it } from 'vitest'
import { avatarPlan, avatarSize, canonicalAvatar, prerenderedAvatarUrl } from './avatar-plan'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, shouldReloadForChunk } from './chunk-reload'
import { confirmed, defaultButtons, deleteConfirmed, deleteDialog, messageLines, promptAnswer } from './dialog-rules'
import { creepPercent, LOADING_BAR } from './loading-progress'
import { canPrefetch } from './prefetch-policy'
import { beforeNavigation, isTeacher, outcomeOfUserFetch, usableToken, withoutAccessToken } from './session-rules'

const labels = {
  ok: 'OK',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteTitle: 'Delete Record',
  deleteMessage: 'Are you sure you wish to delete "{{name}}"?',
}

describe('marketing-site sign-in', () => {
  it('a user fetched is signed in, with the token that was sent; by the cookie, a stored token is kept only for the same user', () => {
    expect(outcomeOfUserFetch(200, { user: { id: 1 }, token: 'stored' }, 'stored')).toEqual({
      kind: 'signed-in',
      user: { id: 1 },
      token: 'stored',
    })
    expect(outcomeOfUserFetch(200, { user: { id: 1 }, token: null }, null)).toEqual({ kind: 'signed-in', user: { id: 1 }, token: null })
    const mine = { token: 'mine', user: { id: 1, name: 'A', role: 'teacher' } }
    expect(outcomeOfUserFetch(200, { user: { id: 1 }, token: null }, null, mine)).toMatchObject({ token: 'mine' })
    expect(outcomeOfUserFetch(200, { user: { id: 2 }, token: null }, null, mine)).toMatchObject({ token: null })
    expect(outcomeOfUserFetch(200, { user: { id: 1 }, token: null }, null, { ...mine, token: 'null' })).toMatchObject({ token: null })
  })
  it('a 403 signs out silently; a 401 is an auth error; anything else keeps the session', () => {
    expect(outcomeOfUserFetch(403, {}, 't').kind).toBe('silent-logout')
    expect(outcomeOfUserFetch(401, {}, 't').kind).toBe('auth-error')
    expect(outcomeOfUserFetch(503, {}, 't').kind).toBe('keep')
  })
  it('a stored "null" is no token', () => {
    expect(usableToken('null')).toBe(false)
    expect(usableToken('')).toBe(false)
    expect(usableToken('abc')).toBe(true)
  })
  it('before a navigation: clears when the stored token became "null", reloads when it changed', () => {
    const state = { status: 'signed-in' as const, user: { id: 1, name: 'A', role: 'teacher' }, token: 'one' }
    expect(beforeNavigation(state, 'null')).toBe('clear')
    expect(beforeNavigation(state, 'two')).toBe('reload')
    expect(beforeNavigation(state, 'one')).toBe('nothing')
  })
  it('takes the one-time access_token out of the address and keeps the rest', () => {
    expect(withoutAccessToken('http://x.test/en-us/pricing?access_token=abc&utm_source=mail#maths')).toBe(
      '/en-us/pricing?utm_source=mail#maths',
    )
    expect(withoutAccessToken('http://x.test/?access_token=abc')).toBe('/')
  })
  it('teachers and school admins get spelling and maths too', () => {
    expect(isTeacher({ id: 1, name: 'T', role: 'teacher', school: { teacher: true } })).toBe(true)
    expect(isTeacher({ id: 2, name: 'P', role: 'pupil', school: { teacher: false } })).toBe(false)
  })
})

describe('the avatar', () => {
  it('has the sizes of spec 9', () => {
    expect(avatarSize(1)).toEqual({ width: 56, height: 64 })
    expect(avatarSize(2)).toEqual({ width: 160, height: 184 })
    expect(avatarSize(3)).toEqual({ width: 320, height: 368 })
    expect(avatarSize(1, 2)).toEqual({ width: 112, height: 128 })
  })
  it('tries the pre-rendered image first, generation when it cannot hash, the default without a user', () => {
    expect(avatarPlan({ id: 1, avatar_hash: 'abc' }, false)).toEqual({ step: 'prerendered', hash: 'abc' })
    expect(avatarPlan({ id: 1, avatar: '{"hair":3}' }, true)).toEqual({ step: 'prerendered', hash: null })
    expect(avatarPlan({ id: 1, avatar: '{"hair":3}' }, false)).toEqual({ step: 'generate' })
    expect(avatarPlan({ avatar: '{}' }, true)).toEqual({ step: 'default', reason: 'no-user' })
    expect(avatarPlan({ id: 1 }, true)).toEqual({ step: 'default', reason: 'no-avatar' })
  })
  it('hashes the same avatar the same whatever the order of its parts', () => {
    expect(canonicalAvatar('{"b":1,"a":2}')).toBe(canonicalAvatar('{"a":2,"b":1}'))
    expect(prerenderedAvatarUrl('https://static.test/avatars/', 'abc', 2)).toBe('https://static.test/avatars/abc_2.png')
  })
})

describe('the loading bar', () => {
  it('has the timings of spec 9', () => {
    expect(LOADING_BAR).toEqual({ throttleMs: 200, durationMs: 5000, tickMs: 100, hideDelayMs: 500 })
  })
  it('creeps up over five seconds without ever reaching the end', () => {
    expect(creepPercent(0)).toBe(0)
    expect(creepPercent(2500)).toBeGreaterThan(creepPercent(1000))
    expect(creepPercent(5000)).toBe(95)
    expect(creepPercent(60_000)).toBe(95)
  })
})

describe('chunk-load failures', () => {
  it('are recognised by name or message', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true)
    expect(isChunkLoadError(new Error('Failed to fetch dynamically imported module: /x.js'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
  it('reload at most once per 60 seconds', () => {
    expect(shouldReloadForChunk(null, 1000)).toBe(true)
    expect(shouldReloadForChunk(1000, 1000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false)
    expect(shouldReloadForChunk(1000, 1000 + CHUNK_RELOAD_GUARD_MS)).toBe(true)
  })
})

describe('prefetching', () => {
  it('is skipped with data saver on or on 2g', () => {
    expect(canPrefetch(undefined)).toBe(true)
    expect(canPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(canPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(canPrefetch({ effectiveType: '2g' })).toBe(false)
    expect(canPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
  })
})

describe('dialogs', () => {
  it('default to OK and Cancel', () => {
    expect(defaultButtons(labels).map((b) => b.key)).toEqual(['ok', 'cancel'])
  })
  it('a delete dialog is titled Delete Record and names what goes', () => {
    const dialog = deleteDialog(labels, 'Year 3 Oak')
    expect(dialog.title).toBe('Delete Record')
    expect(dialog.message).toBe('Are you sure you wish to delete "Year 3 Oak"?')
    expect(dialog.buttons!.map((b) => b.key)).toEqual(['delete', 'cancel'])
  })
  it('a confirm is true only on OK, a delete only on delete, a prompt is null on cancel', () => {
    expect(confirmed('ok')).toBe(true)
    expect(confirmed('cancel')).toBe(false)
    expect(deleteConfirmed('delete')).toBe(true)
    expect(deleteConfirmed('ok')).toBe(false)
    expect(promptAnswer('cancel', 'typed')).toBeNull()
    expect(promptAnswer('ok', 'typed')).toBe('typed')
  })
  it('show a multi-line message as lines', () => {
    expect(messageLines('one\ntwo')).toEqual(['one', 'two'])
    expect(messageLines(undefined)).toEqual([])
  })
})

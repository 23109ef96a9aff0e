import { describe, expect, it } from 'vitest'
import { avatarHash, avatarSize, checkAvatar } from './avatar'
import { priceOf } from './catalogue'

describe('avatars', () => {
  it('accepts known parts and palette colours', () => {
    const { avatar, errors, lockedItems } = checkAvatar(
      JSON.stringify({ hair: 'curly', skinColor: '#8D5524', eyes: 'happy', hat: null }),
      new Set(),
    )
    expect(errors).toEqual([])
    expect(lockedItems).toEqual([])
    expect(avatar).toEqual({ hair: 'curly', skinColor: '#8d5524', eyes: 'happy', hat: null })
  })
  it('names every unknown part, item and off-palette colour', () => {
    const { errors } = checkAvatar(JSON.stringify({ hair: 'laser', skinColor: '#00ff00', tail: 'fluffy' }), new Set())
    expect(errors.map((e) => e.path)).toEqual(['avatar.hair', 'avatar.skinColor', 'avatar.tail'])
  })
  it('knows no item by a name every object inherits (constructor, __proto__, toString)', () => {
    const { errors } = checkAvatar('{"eyes":"constructor","hat":"__proto__","pet":"toString","wings":"hasOwnProperty"}', new Set())
    expect(errors.map((e) => e.path)).toEqual(['avatar.eyes', 'avatar.hat', 'avatar.pet', 'avatar.wings'])
    expect(priceOf('eyes', 'constructor')).toBeUndefined()
    expect(priceOf('constructor', 'length')).toBeUndefined()
    expect(priceOf('__proto__', 'toString')).toBeUndefined()
  })
  it('lists paid items the user has not bought', () => {
    expect(checkAvatar(JSON.stringify({ pet: 'owl', hat: 'cap' }), new Set()).lockedItems).toEqual([{ type: 'pet', key: 'owl' }])
    expect(checkAvatar(JSON.stringify({ pet: 'owl' }), new Set(['pet:owl'])).lockedItems).toEqual([])
  })
  it('refuses text that is not a JSON object', () => {
    expect(checkAvatar('{nope', new Set()).errors[0].message).toMatch(/not valid JSON/)
    expect(checkAvatar('[1,2]', new Set()).errors[0].message).toMatch(/object/)
  })
  it('hashes the same avatar the same whatever the key order', () => {
    expect(avatarHash({ hair: 'curly', eyes: 'happy' })).toBe(avatarHash({ eyes: 'happy', hair: 'curly' }))
    expect(avatarHash({ hair: 'curly' })).not.toBe(avatarHash({ hair: 'long' }))
    expect(avatarHash({ hair: 'curly' })).toMatch(/^[0-9a-f]{32}$/)
  })
  it('knows the three image sizes', () => {
    expect(avatarSize(1)).toEqual({ width: 56, height: 64 })
    expect(avatarSize(2)).toEqual({ width: 160, height: 184 })
    expect(avatarSize(3)).toEqual({ width: 320, height: 368 })
  })
})

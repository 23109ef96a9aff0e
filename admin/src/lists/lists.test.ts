// The lists and homework screens' small pure pieces: which tab an address
// shows, scheme list names, the words box's check, the due-date check, the
// school's word locale and the order classes are offered in.
import { describe, expect, it } from 'vitest'

import type { SchoolClass } from '../school/types'
import { dueAfterStart } from '../homework/HomeworkInputs'
import { orderClasses, wordLocaleForRegion } from '../spelling/hooks'
import { validateWords } from './ListCreate'
import { viewOf } from './ListsTabs'
import { schemeListName } from './SchemeBrowser'

describe('viewOf', () => {
  it('reads the tab from the address', () => {
    expect(viewOf('/lists/scheme', '')).toBe('scheme')
    expect(viewOf('/lists', `?filter=${encodeURIComponent('{"collection":"mine"}')}`)).toBe('mine')
    expect(viewOf('/lists', `?filter=${encodeURIComponent('{"collection":"favourites","q":"x"}')}`)).toBe('favourites')
    expect(viewOf('/lists', '?filter=not-json')).toBe('all')
    expect(viewOf('/lists', '')).toBe('all')
  })
})

describe('schemeListName', () => {
  it('drops the stage and week the card shows already', () => {
    expect(schemeListName('Year 3 week 1: Adding -ing')).toBe('Adding -ing')
    expect(schemeListName('Tricky words')).toBe('Tricky words')
  })
})

describe('validateWords', () => {
  it('accepts spellings and refuses anything else, naming it', () => {
    expect(validateWords('ship, shop')).toBeUndefined()
    expect(validateWords('')).toBeUndefined()
    expect(validateWords('ship, sh1p')).toEqual({ message: 'spelling.words.invalid', args: { smart_count: 1, words: 'sh1p' } })
    const letters = 'abcdefghijklmnopqrstuvwxyz'
    const many = Array.from({ length: 101 }, (_, i) => `w${letters[i % 26]}${letters[Math.floor(i / 26)]}`)
    expect(validateWords(many.join(','))).toMatchObject({
      message: 'spelling.words.too_many',
    })
  })
})

describe('dueAfterStart', () => {
  it('refuses a due date before the start, comparing days', () => {
    expect(dueAfterStart('2026-11-20', { startsAt: '2026-11-21' })).toBe('spelling.homework.due_before_start')
    expect(dueAfterStart('2026-11-21', { startsAt: '2026-11-21T09:00:00.000Z' })).toBeUndefined()
    expect(dueAfterStart('2026-11-28', {})).toBeUndefined()
  })
})

describe('wordLocaleForRegion and orderClasses', () => {
  it('spells the American way for US and Canadian schools only', () => {
    expect(['US', 'ca', 'GB', 'AU', null].map(wordLocaleForRegion)).toEqual(['en_US', 'en_US', 'en_GB', 'en_GB', 'en_GB'])
  })

  it('offers the teacher’s own classes first, then the rest, leaving out subgroups', () => {
    const group = (id: number, name: string, teacherIds: number[], parent: number | null = null) =>
      ({
        id,
        name,
        parent,
        teachers: teacherIds.map((t) => ({ id: t, name: '' })),
        school_id: 1,
        pupil_count: 0,
        createdAt: '',
      }) as SchoolClass
    const classes = [group(1, 'Year 4 Ash', [2]), group(2, 'Year 3 Oak', [3]), group(3, 'Readers', [3], 2), group(4, 'Year 10 Elm', [3])]
    expect(orderClasses(classes, 3).map((c) => c.name)).toEqual(['Year 3 Oak', 'Year 10 Elm', 'Year 4 Ash'])
  })
})

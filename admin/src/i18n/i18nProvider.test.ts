import { describe, expect, it } from 'vitest'

import { createI18nProvider } from './i18nProvider'
import { localeForRegion } from './locales'
import { consoleMessageFiles, consoleMessages, groupMessageFiles, mergeHubs } from './messages'
import { polyglotToI18next, renderPolyglotDefault } from './polyglotToI18next'

const keysOf = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('i18nProvider', () => {
  it("translates react-admin's own messages, with interpolation and plurals", () => {
    const { translate } = createI18nProvider('en-GB')
    expect(translate('ra.action.save')).toBe('Save')
    expect(translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('1 item selected')
    expect(translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('3 items selected')
    expect(translate('ra.page.edit', { name: 'Pupil', recordRepresentation: 'Sam' })).toBe('Pupil Sam')
  })

  it('translates console messages and uses US wording for en-US', async () => {
    const provider = createI18nProvider('en-GB')
    expect(provider.translate('roles.pupil')).toBe('Pupil')
    expect(provider.translate('dashboard.welcome', { name: 'Ada' })).toBe('Welcome, Ada')
    expect(provider.translate('login.attempts_remaining', { smart_count: 1 })).toBe('1 attempt left before sign-in is paused.')
    await provider.changeLocale('en-US')
    expect(provider.getLocale()).toBe('en-US')
    expect(provider.translate('roles.pupil')).toBe('Student')
    expect(provider.translate('login.title')).toBe('Inkwell console') // falls back to en-GB
  })

  it('passes free text through unchanged and renders react-admin defaults', () => {
    const { translate } = createI18nProvider()
    expect(translate('Too many requests. Try again later.')).toBe('Too many requests. Try again later.')
    expect(translate('Error: code 7')).toBe('Error: code 7')
    expect(translate('resources.groups.name', { smart_count: 2, _: 'Group |||| Groups' })).toBe('Groups')
    expect(translate('resources.groups.fields.name', { _: 'Name of %{thing}', thing: 'class' })).toBe('Name of class')
  })

  it('offers both locales and falls back to en-GB for an unknown one', async () => {
    const provider = createI18nProvider('en-US')
    expect(provider.getLocales?.().map(({ locale }) => locale)).toEqual(['en-GB', 'en-US'])
    await provider.changeLocale('fr-FR')
    expect(provider.getLocale()).toBe('en-GB')
  })
})

const consoleEnGB = consoleMessages['en-GB']
const consoleEnUS = consoleMessages['en-US']

describe('message files', () => {
  it('merges one file per hub for both locales', () => {
    expect(Object.keys(consoleMessageFiles).sort()).toEqual(['en-GB', 'en-US'])
    expect(Object.keys(consoleMessageFiles['en-GB'])).toEqual(
      expect.arrayContaining(['common', 'dashboard', 'homework', 'login', 'school', 'spelling']),
    )
    expect(keysOf(consoleEnGB).length).toBeGreaterThan(600)
  })

  it('keeps each en-US key in the same hub file as its en-GB key', () => {
    for (const [hub, messages] of Object.entries(consoleMessageFiles['en-US'])) {
      const british = new Set(keysOf(consoleMessageFiles['en-GB'][hub] ?? {}))
      expect(
        keysOf(messages).filter((key) => !british.has(key)),
        hub,
      ).toEqual([])
    }
  })

  it('refuses a key that two hub files both hold', () => {
    expect(
      mergeHubs({ school: { resources: { pupils: { name: 'Pupil' } } }, spelling: { resources: { lists: { name: 'List' } } } }),
    ).toEqual({
      resources: { pupils: { name: 'Pupil' }, lists: { name: 'List' } },
    })
    expect(() => mergeHubs({ school: { hub: { title: 'A' } }, spelling: { hub: { title: 'B' } } })).toThrow(
      'Console message hub.title is in both school and spelling',
    )
    expect(() => mergeHubs({ school: { hub: 'A' }, spelling: { hub: { title: 'B' } } })).toThrow('hub')
  })

  it('reads the locale and hub from each file path', () => {
    expect(
      groupMessageFiles({ '../locales/en-US/console/school.json': { a: 'b' }, '../locales/en-GB/console/common.json': { c: 'd' } }),
    ).toEqual({
      'en-GB': { common: { c: 'd' } },
      'en-US': { school: { a: 'b' } },
    })
  })

  it('has no en-US key that en-GB lacks (en-US only overrides wording)', () => {
    const british = new Set(keysOf(consoleEnGB))
    expect(keysOf(consoleEnUS).filter((key) => !british.has(key))).toEqual([])
  })

  it('has a US version of every message that says pupil, year group or maths', () => {
    const american = new Set(keysOf(consoleEnUS))
    const textOf = (messages: object, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages) as string
    const british = keysOf(consoleEnGB).filter((key) => /\bpupils?\b|year groups?|\bmaths\b|\byear \d/i.test(textOf(consoleEnGB, key)))
    expect(british.length).toBeGreaterThan(10)
    expect(british.filter((key) => !american.has(key))).toEqual([])
  })

  it('says student and grade to a US school in the school hub', async () => {
    const provider = createI18nProvider('en-US')
    expect(provider.translate('resources.pupils.name', { smart_count: 2 })).toBe('Students')
    expect(provider.translate('hub.classes.pupil_count', { smart_count: 1 })).toBe('1 student')
    expect(provider.translate('hub.classes.name_help')).toContain('Grade 3')
    expect(provider.translate('resources.pupils.fields.stage_number')).toBe('Math stage')
    await provider.changeLocale('en-GB')
    expect(provider.translate('hub.classes.pupil_count', { smart_count: 30 })).toBe('30 pupils')
  })

  it('uses US wording in every en-US message', () => {
    for (const key of keysOf(consoleEnUS)) {
      const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], consoleEnUS) as string
      expect(text, key).not.toMatch(/\bpupils?\b|year groups?|\bmaths\b|\byear \d/i)
    }
  })
})

describe('Polyglot conversion', () => {
  it('turns placeholders and plural forms into i18next form', () => {
    expect(polyglotToI18next({ a: { b: 'Hello %{name}', c: 'One %{x} |||| %{smart_count} %{x}s' } })).toEqual({
      a: { b: 'Hello {{name}}', c_one: 'One {{x}}', c_other: '{{smart_count}} {{x}}s' },
    })
    expect(renderPolyglotDefault('One |||| %{smart_count} many', { smart_count: 1 })).toBe('One')
  })
})

describe('localeForRegion', () => {
  it.each([
    ['US', 'en-US'],
    ['en_US', 'en-US'],
    ['en-CA', 'en-US'],
    ['GB', 'en-GB'],
    ['GB-ENG', 'en-GB'],
    ['en-AU', 'en-GB'],
    ['en', 'en-GB'],
    [null, 'en-GB'],
  ])('reads %s as %s', (region, locale) => {
    expect(localeForRegion(region)).toBe(locale)
  })
})

import { describe, expect, it } from 'vitest'
import { keyCommand } from './key-commands'

describe('keyCommand', () => {
  it('sends letters, Backspace and Escape to the round while the pupil is answering', () => {
    expect(keyCommand({ key: 'a' }, 'input', 'tiles')).toEqual({ type: 'entry', action: { type: 'letter', key: 'a' } })
    expect(keyCommand({ key: 'Backspace' }, 'input', 'tiles')).toEqual({ type: 'entry', action: { type: 'delete' } })
    expect(keyCommand({ key: 'Escape' }, 'input', 'keyboard')).toEqual({ type: 'entry', action: { type: 'clear' } })
  })

  it('uses Enter to check an answer and then to move on', () => {
    expect(keyCommand({ key: 'Enter' }, 'input', 'tiles')).toEqual({ type: 'submit' })
    expect(keyCommand({ key: 'Enter' }, 'feedback', 'tiles')).toEqual({ type: 'next' })
    expect(keyCommand({ key: 'Enter' }, 'checking', 'tiles')).toBeNull()
  })

  it('leaves Enter and Space on a focused button to the button', () => {
    expect(keyCommand({ key: 'Enter', onControl: true }, 'input', 'tiles')).toBeNull()
    expect(keyCommand({ key: ' ', onControl: true }, 'input', 'keyboard')).toBeNull()
    expect(keyCommand({ key: 'b', onControl: true }, 'input', 'tiles')).toMatchObject({ type: 'entry' })
  })

  it('ignores shortcuts, text fields, composition and keys outside the answering phase', () => {
    expect(keyCommand({ key: 'c', ctrlKey: true }, 'input', 'tiles')).toBeNull()
    expect(keyCommand({ key: 'c', metaKey: true }, 'input', 'tiles')).toBeNull()
    expect(keyCommand({ key: 'c', inTextField: true }, 'input', 'tiles')).toBeNull()
    expect(keyCommand({ key: 'c', isComposing: true }, 'input', 'tiles')).toBeNull()
    expect(keyCommand({ key: 'c' }, 'showing', 'tiles')).toBeNull()
    expect(keyCommand({ key: 'c' }, 'feedback', 'tiles')).toBeNull()
  })

  it('types apostrophes, hyphens and spaces only on the extreme keyboard, where they are keys', () => {
    expect(keyCommand({ key: "'" }, 'input', 'keyboard')).toEqual({ type: 'entry', action: { type: 'letter', key: "'" } })
    expect(keyCommand({ key: ' ' }, 'input', 'keyboard')).toEqual({ type: 'entry', action: { type: 'letter', key: ' ' } })
    expect(keyCommand({ key: '-' }, 'input', 'tiles')).toBeNull()
    expect(keyCommand({ key: '1' }, 'input', 'keyboard')).toBeNull()
    expect(keyCommand({ key: 'Tab' }, 'input', 'keyboard')).toBeNull()
  })
})

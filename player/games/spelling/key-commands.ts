/**
 * What a key press means in the spelling game, pure: the page hands over the key and where it was pressed,
 * this answers a command (or null, leaving the key to the browser). Letters always go to the game so a pupil
 * can type without clicking first; Enter and Space on a focused button stay the button's.
 */
import type { EntryAction } from './round-entry'

export type GameKeyPhase = 'showing' | 'input' | 'checking' | 'feedback' | 'finishing' | 'finished'

export type KeyCommand = { type: 'entry'; action: EntryAction } | { type: 'submit' } | { type: 'next' }

export type KeyPress = {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  isComposing?: boolean
  /** The focused element is a text field: its keys are never the game's. */
  inTextField?: boolean
  /** The focused element is a button or link, which Enter and Space activate. */
  onControl?: boolean
}

const isLetter = (key: string) => /^\p{L}$/u.test(key)

export function keyCommand(press: KeyPress, phase: GameKeyPhase, input: 'tiles' | 'keyboard'): KeyCommand | null {
  if (press.ctrlKey || press.metaKey || press.altKey || press.isComposing || press.inTextField) return null
  const { key } = press
  if (key === 'Enter') {
    if (press.onControl) return null
    if (phase === 'input') return { type: 'submit' }
    if (phase === 'feedback') return { type: 'next' }
    return null
  }
  if (phase !== 'input') return null
  if (key === 'Backspace' || key === 'Delete') return { type: 'entry', action: { type: 'delete' } }
  if (key === 'Escape') return { type: 'entry', action: { type: 'clear' } }
  if (isLetter(key)) return { type: 'entry', action: { type: 'letter', key } }
  if (input === 'keyboard') {
    if (key === ' ' && press.onControl) return null
    if (key === "'" || key === '\u2019' || key === '-' || key === ' ') return { type: 'entry', action: { type: 'letter', key } }
  }
  return null
}

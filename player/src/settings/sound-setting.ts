/**
 * The pupil's sound on/off choice, kept in localStorage so it survives a
 * reload. Storage can be missing or throw (private browsing, locked-down
 * school devices), so every access is guarded and sound defaults to on.
 */
export const SOUND_SETTING_KEY = 'inkwell.player.sound'

type TStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readSoundOn(storage: TStorage | undefined): boolean {
  try {
    return storage?.getItem(SOUND_SETTING_KEY) !== 'off'
  } catch {
    return true
  }
}

export function writeSoundOn(storage: TStorage | undefined, on: boolean): void {
  try {
    storage?.setItem(SOUND_SETTING_KEY, on ? 'on' : 'off')
  } catch {
    // Not saved; the choice still applies until the page is closed.
  }
}

/** Music is a separate choice, off until a pupil turns it on: a classroom of tunes is a lot. */
export const MUSIC_SETTING_KEY = 'inkwell.player.music'

export function readMusicOn(storage: TStorage | undefined): boolean {
  try {
    return storage?.getItem(MUSIC_SETTING_KEY) === 'on'
  } catch {
    return false
  }
}

export function writeMusicOn(storage: TStorage | undefined, on: boolean): void {
  try {
    storage?.setItem(MUSIC_SETTING_KEY, on ? 'on' : 'off')
  } catch {
    // Not saved; the choice still applies until the page is closed.
  }
}

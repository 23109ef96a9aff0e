import { describe, expect, it } from 'vitest'
import { SOUND_SETTING_KEY, readSoundOn, writeSoundOn } from './sound-setting'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

const brokenStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('sound setting', () => {
  it('is on until the pupil turns it off, and remembers the choice', () => {
    const storage = memoryStorage()
    expect(readSoundOn(storage)).toBe(true)
    writeSoundOn(storage, false)
    expect(storage.values.get(SOUND_SETTING_KEY)).toBe('off')
    expect(readSoundOn(storage)).toBe(false)
    writeSoundOn(storage, true)
    expect(readSoundOn(storage)).toBe(true)
  })

  it('still works when storage is missing or refuses access', () => {
    expect(readSoundOn(undefined)).toBe(true)
    expect(readSoundOn(brokenStorage)).toBe(true)
    expect(() => writeSoundOn(brokenStorage, false)).not.toThrow()
  })
})

describe('the music setting', () => {
  it('is off until turned on, and remembered', async () => {
    const { readMusicOn, writeMusicOn } = await import('./sound-setting')
    const data = new Map<string, string>()
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
    expect(readMusicOn(storage)).toBe(false)
    writeMusicOn(storage, true)
    expect(readMusicOn(storage)).toBe(true)
    expect(readMusicOn(undefined)).toBe(false)
  })
})

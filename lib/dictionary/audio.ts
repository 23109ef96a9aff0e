/**
 * Word audio, rendered offline with Debian's espeak-ng when it is installed (`apt-get install -y espeak-ng`)
 * and kept as WAV files under the data folder (`<INKWELL_DATA_DIR>/audio/words/<locale>/<word>.wav`, one per
 * spelling and locale, so homographs share it and a changed spelling simply gets its own). A word is rendered
 * the first time its audio is asked for (GET dictionary/{id}/audio), so seeding stays a bulk insert. Without
 * espeak-ng words have no audio and the player speaks them with the browser's speech synthesis instead.
 */
import { execFile, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { env } from '../env'

const run = promisify(execFile)
let available: boolean | undefined

export function audioAvailable(): boolean {
  if (process.env.INKWELL_WORD_AUDIO === 'off') return false
  available ??= spawnSync('espeak-ng', ['--version'], { stdio: 'ignore' }).status === 0
  return available
}

export const audioFile = (word: string, locale: string) =>
  path.join(env.dataDir, 'audio', 'words', locale.replace(/[^A-Za-z_]/g, ''), `${encodeURIComponent(word.toLowerCase())}.wav`)

const VOICES: Record<string, string> = { en_US: 'en-us', en_CA: 'en-us', en_AU: 'en-gb', en_GB: 'en-gb' }
const rendering = new Map<string, Promise<string>>()

/** The WAV file of a word, rendering it once if need be; null when espeak-ng is not installed. */
export async function wordAudio(word: string, locale: string): Promise<string | null> {
  const file = audioFile(word, locale)
  if (fs.existsSync(file)) return file
  if (!audioAvailable()) return null
  let job = rendering.get(file)
  if (!job) {
    job = (async () => {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      const partial = `${file}.${process.pid}.tmp`
      // The word is passed as an argument, never through a shell.
      await run('espeak-ng', ['-v', VOICES[locale] ?? 'en-gb', '-s', '130', '-w', partial, '--', word], { timeout: 10_000 })
      fs.renameSync(partial, file)
      return file
    })().finally(() => rendering.delete(file))
    rendering.set(file, job)
  }
  return job
}

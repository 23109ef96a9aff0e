/**
 * Saying words and sentences. A word with recorded audio (the dictionary's `dictionary/{id}/audio`, which
 * needs the pupil's token, so it is fetched rather than linked) plays that; anything else, and any recording
 * that fails, is spoken by the browser's speech synthesis in the list's locale. Recordings are kept for the
 * page's life as object URLs, so hearing a word again costs nothing.
 */
import type { SessionWord } from '../../games/spelling/session-types'

export type WordAudioOptions = {
  /** Fetches a recording by its API path. */
  fetchAudio: (path: string) => Promise<Blob>
  /** en_GB, en_US…: the list's locale. */
  locale: string
}

export type WordAudio = {
  sayWord(word: SessionWord): Promise<void>
  sayText(text: string): void
  /** Fetches recordings ahead, so the first play is instant. */
  preload(words: SessionWord[]): void
  stop(): void
  dispose(): void
}

/** en_GB → en-GB, the tag speech synthesis understands. */
export const speechLang = (locale: string) => locale.replace('_', '-')

function pickVoice(lang: string): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis?.getVoices?.() ?? []
  return (
    voices.find((v) => v.lang === lang) ??
    voices.find((v) => v.lang.replace('_', '-').toLowerCase() === lang.toLowerCase()) ??
    voices.find((v) => v.lang.startsWith(lang.slice(0, 2)))
  )
}

export function createWordAudio(options: WordAudioOptions): WordAudio {
  const lang = speechLang(options.locale)
  const urls = new Map<string, Promise<string | null>>()
  let element: HTMLAudioElement | null = null

  const recording = (path: string) => {
    let url = urls.get(path)
    if (!url) {
      url = options
        .fetchAudio(path)
        .then((blob) => (blob.size > 0 ? URL.createObjectURL(blob) : null))
        .catch(() => null)
      urls.set(path, url)
    }
    return url
  }

  function speak(text: string, rate = 0.85) {
    const synth = window.speechSynthesis
    if (!synth || typeof SpeechSynthesisUtterance === 'undefined') return
    try {
      synth.cancel()
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.lang = lang
      utterance.rate = rate
      const voice = pickVoice(lang)
      if (voice) utterance.voice = voice
      synth.speak(utterance)
    } catch {
      /* no speech on this device */
    }
  }

  function stop() {
    element?.pause()
    try {
      window.speechSynthesis?.cancel()
    } catch {
      /* nothing speaking */
    }
  }

  return {
    async sayWord(word) {
      stop()
      const url = word.audio ? await recording(word.audio) : null
      if (url) {
        element ??= new Audio()
        element.src = url
        try {
          await element.play()
          return
        } catch {
          /* fall back to speech */
        }
      }
      speak(word.word, 0.8)
    },
    sayText(text) {
      stop()
      speak(text, 0.9)
    },
    preload(words) {
      for (const word of words) if (word.audio) void recording(word.audio)
    },
    stop,
    dispose() {
      stop()
      for (const url of urls.values()) void url.then((u) => u && URL.revokeObjectURL(u))
      urls.clear()
      element = null
    },
  }
}

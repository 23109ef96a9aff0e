/**
 * The only module that talks to the Web Audio API. Sounds are synthesised
 * (no audio files): a short, soft "boop" per hop or placed tile, pitched
 * along a pentatonic scale so any mix of letters sounds pleasant together,
 * a rising chime for a right answer, a soft falling pair for a wrong one,
 * and a quiet music-box tune that loops while music is on.
 *
 * The AudioContext is created on the first sound, which always follows a tap
 * or key press, so browsers' autoplay rules are satisfied.
 */

// C major pentatonic from C5: any two notes sound fine together.
const PENTATONIC_HZ = [523.25, 587.33, 659.25, 783.99, 880.0, 1046.5, 1174.66, 1318.51]

/** The music box tune: scale steps (null is a rest), one every beat. */
const TUNE = [0, 2, 4, 2, 3, null, 1, null, 0, 2, 4, 5, 4, null, null, null, 2, 3, 4, 3, 1, null, 0, null, 1, 2, 3, 1, 0, null, null, null]
const BEAT_S = 0.32

export interface SoundService {
  playHop(step: number): void
  /** A tile placed (up) or taken back (down). */
  playPlace(step: number, back?: boolean): void
  playCorrect(): void
  playWrong(): void
  playFinish(): void
  setMusic(on: boolean): void
  dispose(): void
}

type TAudioContextConstructor = typeof AudioContext

export function createSoundService(): SoundService {
  let context: AudioContext | null = null
  let musicTimer: ReturnType<typeof setInterval> | null = null
  let musicGain: GainNode | null = null
  let nextBeat = 0
  let beat = 0

  function audio(): AudioContext | null {
    if (context) return context
    const Constructor: TAudioContextConstructor | undefined =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: TAudioContextConstructor }).webkitAudioContext
    if (!Constructor) return null
    try {
      context = new Constructor()
    } catch {
      return null // No audio device (CI, some school PCs): stay silent.
    }
    return context
  }

  function note(
    frequency: number,
    at: number,
    length: number,
    volume: number,
    type: OscillatorType = 'sine',
    slideTo?: number,
    destination?: AudioNode,
  ) {
    const ctx = audio()
    if (!ctx) return
    const oscillator = ctx.createOscillator()
    oscillator.type = type
    oscillator.frequency.setValueAtTime(frequency, at)
    if (slideTo) oscillator.frequency.exponentialRampToValueAtTime(slideTo, at + length * 0.5)
    const gain = ctx.createGain()
    gain.gain.setValueAtTime(0.0001, at)
    gain.gain.exponentialRampToValueAtTime(volume, at + 0.02)
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length)
    oscillator.connect(gain).connect(destination ?? ctx.destination)
    oscillator.start(at)
    oscillator.stop(at + length + 0.01)
  }

  function now(): number | null {
    const ctx = audio()
    if (!ctx) return null
    if (ctx.state === 'suspended') void ctx.resume()
    return ctx.currentTime
  }

  function scheduleMusic() {
    const ctx = context
    if (!ctx || !musicGain) return
    // Schedule a little ahead so timer jitter never makes the tune stumble.
    while (nextBeat < ctx.currentTime + 0.6) {
      const step = TUNE[beat % TUNE.length]
      if (step !== null) note(PENTATONIC_HZ[step] / 2, nextBeat, BEAT_S * 1.6, 0.05, 'triangle', undefined, musicGain)
      if (beat % 4 === 0) note(PENTATONIC_HZ[beat % 8 < 4 ? 0 : 3] / 4, nextBeat, BEAT_S * 3.5, 0.035, 'sine', undefined, musicGain)
      nextBeat += BEAT_S
      beat++
    }
  }

  return {
    playHop(step) {
      const at = now()
      if (at === null) return
      const frequency = PENTATONIC_HZ[Math.abs(step) % PENTATONIC_HZ.length]
      // A small upward slide reads as "hop".
      note(frequency, at, 0.25, 0.12, 'sine', frequency * 1.5)
    },
    playPlace(step, back = false) {
      const at = now()
      if (at === null) return
      const frequency = PENTATONIC_HZ[Math.abs(step) % PENTATONIC_HZ.length]
      note(frequency, at, 0.14, 0.08, 'triangle', back ? frequency * 0.75 : frequency * 1.2)
    },
    playCorrect() {
      const at = now()
      if (at === null) return
      ;[0, 2, 4, 5].forEach((step, i) => note(PENTATONIC_HZ[step], at + i * 0.08, 0.3, 0.1, 'sine'))
    },
    playWrong() {
      const at = now()
      if (at === null) return
      note(392, at, 0.25, 0.08, 'triangle')
      note(330, at + 0.18, 0.35, 0.08, 'triangle')
    },
    playFinish() {
      const at = now()
      if (at === null) return
      ;[0, 2, 4, 5, 7].forEach((step, i) => note(PENTATONIC_HZ[step], at + i * 0.1, 0.45, 0.1, 'sine'))
    },
    setMusic(on) {
      if (!on) {
        if (musicTimer) clearInterval(musicTimer)
        musicTimer = null
        if (musicGain && context) musicGain.gain.setTargetAtTime(0.0001, context.currentTime, 0.1)
        musicGain = null
        return
      }
      if (musicTimer) return
      const at = now()
      if (at === null || !context) return
      musicGain = context.createGain()
      musicGain.gain.setValueAtTime(0.0001, at)
      musicGain.gain.exponentialRampToValueAtTime(1, at + 1.5)
      musicGain.connect(context.destination)
      nextBeat = at + 0.1
      beat = 0
      scheduleMusic()
      musicTimer = setInterval(scheduleMusic, 200)
    },
    dispose() {
      if (musicTimer) clearInterval(musicTimer)
      musicTimer = null
      void context?.close()
      context = null
    },
  }
}

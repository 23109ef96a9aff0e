/**
 * The only module that talks to the Web Audio API. Sounds are synthesised
 * (no audio files yet): a short, soft "boop" per hop, pitched along a
 * pentatonic scale so any mix of letters sounds pleasant together.
 *
 * The AudioContext is created on the first sound, which always follows a tap
 * or key press, so browsers' autoplay rules are satisfied.
 */

// C major pentatonic from C5: any two notes sound fine together.
const PENTATONIC_HZ = [523.25, 587.33, 659.25, 783.99, 880.0, 1046.5, 1174.66, 1318.51];

export interface SoundService {
  playHop(step: number): void;
  dispose(): void;
}

type TAudioContextConstructor = typeof AudioContext;

export function createSoundService(): SoundService {
  let context: AudioContext | null = null;

  function audio(): AudioContext | null {
    if (context) return context;
    const Constructor: TAudioContextConstructor | undefined =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: TAudioContextConstructor }).webkitAudioContext;
    if (!Constructor) return null;
    try {
      context = new Constructor();
    } catch {
      return null; // No audio device (CI, some school PCs): stay silent.
    }
    return context;
  }

  return {
    playHop(step) {
      const ctx = audio();
      if (!ctx) return;
      if (ctx.state === 'suspended') void ctx.resume();
      const now = ctx.currentTime;
      const frequency = PENTATONIC_HZ[Math.abs(step) % PENTATONIC_HZ.length];

      const oscillator = ctx.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, now);
      // A small upward slide reads as "hop".
      oscillator.frequency.exponentialRampToValueAtTime(frequency * 1.5, now + 0.12);

      const gain = ctx.createGain();
      gain.gain.setValueAtTime(0.0001, now);
      gain.gain.exponentialRampToValueAtTime(0.12, now + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.25);

      oscillator.connect(gain).connect(ctx.destination);
      oscillator.start(now);
      oscillator.stop(now + 0.26);
    },
    dispose() {
      void context?.close();
      context = null;
    },
  };
}

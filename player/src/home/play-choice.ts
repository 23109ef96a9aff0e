/**
 * What a pupil may choose before a game, pure: homework can fix the level (and the theme), free play is
 * always extreme, and everything else is the pupil's pick. Remembered picks come back next time.
 */
import { FREE_PLAY_DIFFICULTY, isDifficulty, isGameType, type Difficulty, type GameType } from '../../games/spelling/rules'

export type PlayableList = { id: number; title: string; locale: string | null; wordCount: number | null }

export type Playable = {
  list: PlayableList
  source: 'homework' | 'list' | 'freeplay'
  homeworkId?: number
  /** Homework set as a spelling test: one mark a word, the marks shown at the end. */
  test?: boolean
  /** Set by the teacher (homework) or by the game (free play). */
  fixedDifficulty: Difficulty | null
  fixedGameType: GameType | null
}

export type Picks = { difficulty: Difficulty; gameType: GameType }

export const DEFAULT_PICKS: Picks = { difficulty: 2, gameType: 'spelling' }

export function fixedDifficultyOf(source: Playable['source'], homeworkDifficulty: Difficulty | null): Difficulty | null {
  if (source === 'freeplay') return FREE_PLAY_DIFFICULTY
  return source === 'homework' ? homeworkDifficulty : null
}

/** The session to ask for: the fixed level and theme where there are ones, the pupil's picks otherwise. */
export type SessionChoice = { difficulty: Difficulty; gameType: GameType; freeplay: boolean; test: boolean }

export function sessionChoice(playable: Playable, picks: Picks): SessionChoice {
  return {
    difficulty: playable.fixedDifficulty ?? picks.difficulty,
    gameType: playable.fixedGameType ?? picks.gameType,
    freeplay: playable.source === 'freeplay',
    test: playable.source === 'homework' && playable.test === true,
  }
}

const PICKS_KEY = 'inkwell.player.picks'

type TStorage = Pick<Storage, 'getItem' | 'setItem'>

export function readPicks(storage: TStorage | undefined): Picks {
  try {
    const raw = JSON.parse(storage?.getItem(PICKS_KEY) ?? 'null') as Partial<Picks> | null
    return {
      difficulty: isDifficulty(raw?.difficulty) ? raw.difficulty : DEFAULT_PICKS.difficulty,
      gameType: isGameType(raw?.gameType) ? raw.gameType : DEFAULT_PICKS.gameType,
    }
  } catch {
    return DEFAULT_PICKS
  }
}

export function writePicks(storage: TStorage | undefined, picks: Picks): void {
  try {
    storage?.setItem(PICKS_KEY, JSON.stringify(picks))
  } catch {
    /* not remembered */
  }
}

/** en_GB for British schools, en_US for American and Canadian ones: the voice for words without a list locale. */
export const localeForRegion = (region: string | null | undefined) => (region === 'US' || region === 'CA' ? 'en_US' : 'en_GB')

/** Days from today (local time) to a due date: negative when overdue, null without a date. */
export function daysUntil(due: string | null, now: Date): number | null {
  if (!due) return null
  const at = new Date(due)
  if (Number.isNaN(at.getTime())) return null
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate())
  return Math.round((day(at) - day(now)) / 86_400_000)
}

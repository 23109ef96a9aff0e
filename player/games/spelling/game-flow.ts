/**
 * One game of spelling from the player's side, pure: which word is up, whether it is being shown, answered,
 * checked or marked, what the pupil has placed, and the score the server last answered. A reducer over
 * events; times are milliseconds from one clock the caller owns (performance.now in the browser).
 *
 * The player never scores: `submit` only prepares the attempt to send (word id, spelling, time taken) and
 * the server's answer, passed back as `answered`, is what the pupil sees.
 */
import { applyEntry, answerOf, createEntry, isComplete, type Entry, type EntryAction } from './round-entry'
import { DIFFICULTY_RULES, speedBonus, type Difficulty, type Mode } from './rules'
import type { AttemptAnswer, GameSession, ServerScore, SessionResult, SessionWord } from './session-types'

export type GamePhase =
  /** Easy: the word is on show before its letters are jumbled. */
  | 'showing'
  /** The pupil is placing tiles or typing. */
  | 'input'
  /** The attempt is on its way to the server. */
  | 'checking'
  /** The server's mark is shown until the pupil moves on. */
  | 'feedback'
  /** Every word is done (or the pupil stopped): the result is being fetched. */
  | 'finishing'
  | 'finished'

export type WordOutcome = {
  wordId: number
  word: string
  typed: string
  correct: boolean
  points: number
  speedBonus: number
  multiplier: number
  honeypotEarned: boolean
}

export type Notice =
  /** The server found the attempt quicker than anyone can spell the word. */
  | 'too-fast'
  /** The attempt or the result could not reach the server; try again. */
  | 'offline'
  /** The server refused the attempt for another reason. */
  | 'refused'
  /** This word was already answered (another tab): moved on. */
  | 'already-done'
  /** A key with no free tile, or every slot already full. */
  | 'no-tile'
  | 'full'

export type PendingAttempt = { wordId: number; typed: string; timeMs: number }

export type GameState = {
  sessionId: number
  listId: number
  difficulty: Difficulty
  mode: Mode
  words: SessionWord[]
  /** Indices into `words` still to play, in order. */
  queue: number[]
  /** Index into `words` of the word in play, or null when none is. */
  current: number | null
  /** Counts rounds started, so a view can tell a new round from an update. */
  round: number
  phase: GamePhase
  entry: Entry | null
  /** When the word was offered, and when input opened (later on easy, after the word was shown). */
  offeredAt: number
  inputFrom: number
  score: ServerScore
  outcomes: WordOutcome[]
  lastOutcome: WordOutcome | null
  notice: Notice | null
  /** Counts notices, so a view can replay one that repeats. */
  noticeCount: number
  pending: PendingAttempt | null
  result: SessionResult | null
  /** The pupil stopped before the end. */
  stoppedEarly: boolean
}

export type GameEvent =
  | { type: 'tick'; now: number }
  | { type: 'entry'; action: EntryAction; now: number }
  | { type: 'submit'; now: number }
  | { type: 'answered'; answer: AttemptAnswer; now: number }
  | { type: 'refused'; reason: 'too-fast' | 'offline' | 'refused'; now: number }
  | { type: 'already-done'; now: number }
  | { type: 'session-over' }
  | { type: 'next'; now: number }
  | { type: 'quit' }
  | { type: 'finished'; result: SessionResult }
  | { type: 'finish-failed' }

/** A fresh or resumed session: words already attempted (a resumed session) are not offered again. */
export function startGame(session: GameSession, now: number): GameState {
  const attempted = new Set(session.attempts.map((a) => a.wordId))
  const queue = session.words.map((_, index) => index).filter((index) => !attempted.has(session.words[index].id))
  const base: GameState = {
    sessionId: session.id,
    listId: session.list,
    difficulty: session.difficulty,
    mode: session.mode,
    words: session.words,
    queue,
    current: null,
    round: 0,
    phase: 'finishing',
    entry: null,
    offeredAt: now,
    inputFrom: now,
    score: { ...session.score },
    outcomes: [],
    lastOutcome: null,
    notice: null,
    noticeCount: 0,
    pending: null,
    result: null,
    stoppedEarly: false,
  }
  if (session.status === 'finished') return base
  return nextRound(base, now)
}

function nextRound(state: GameState, now: number): GameState {
  const [current, ...queue] = state.queue
  if (current === undefined) return { ...state, current: null, entry: null, phase: 'finishing', pending: null }
  const word = state.words[current]
  const showMs = DIFFICULTY_RULES[state.difficulty].showWordMs
  return {
    ...state,
    queue,
    current,
    round: state.round + 1,
    phase: showMs > 0 ? 'showing' : 'input',
    entry: createEntry(word.word, word.input),
    offeredAt: now,
    inputFrom: now + showMs,
    lastOutcome: null,
    notice: null,
    pending: null,
  }
}

const withNotice = (state: GameState, notice: Notice): GameState => ({ ...state, notice, noticeCount: state.noticeCount + 1 })

export const currentWord = (state: GameState): SessionWord | null => (state.current === null ? null : state.words[state.current])

export function gameReducer(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case 'tick':
      return state.phase === 'showing' && event.now >= state.inputFrom ? { ...state, phase: 'input' } : state

    case 'entry': {
      if (state.phase !== 'input' || !state.entry) return state
      const result = applyEntry(state.entry, event.action)
      if (!result.changed) return result.refused === 'no-tile' || result.refused === 'full' ? withNotice(state, result.refused) : state
      return { ...state, entry: result.entry, notice: null }
    }

    case 'submit': {
      const word = currentWord(state)
      if (state.phase !== 'input' || !state.entry || !word || !isComplete(state.entry)) return state
      const timeMs = Math.max(0, Math.round(event.now - state.inputFrom))
      return { ...state, phase: 'checking', notice: null, pending: { wordId: word.id, typed: answerOf(state.entry), timeMs } }
    }

    case 'answered': {
      const word = currentWord(state)
      if (state.phase !== 'checking' || !word || !state.pending) return state
      const { attempt, session } = event.answer
      const outcome: WordOutcome = {
        wordId: word.id,
        word: word.word,
        typed: state.pending.typed,
        correct: attempt.correct,
        points: attempt.points,
        speedBonus: attempt.speedBonus,
        multiplier: attempt.multiplier,
        honeypotEarned: attempt.honeypotEarned,
      }
      const { id: _id, status: _status, ...score } = session
      return {
        ...state,
        phase: 'feedback',
        score: { ...state.score, ...score },
        outcomes: [...state.outcomes, outcome],
        lastOutcome: outcome,
        pending: null,
      }
    }

    case 'refused':
      if (state.phase !== 'checking') return state
      return withNotice({ ...state, phase: 'input', pending: null }, event.reason)

    case 'already-done':
      if (state.phase !== 'checking') return state
      return withNotice(nextRound(state, event.now), 'already-done')

    case 'session-over':
      if (state.phase === 'finished') return state
      return { ...state, phase: 'finishing', pending: null, entry: null, current: null }

    case 'next':
      return state.phase === 'feedback' ? nextRound(state, event.now) : state

    case 'quit':
      if (state.phase === 'finishing' || state.phase === 'finished') return state
      return { ...state, phase: 'finishing', stoppedEarly: state.queue.length > 0 || state.phase !== 'feedback', pending: null }

    case 'finished':
      return { ...state, phase: 'finished', result: event.result, score: { ...state.score, ...event.result.score } }

    case 'finish-failed':
      return state.phase === 'finishing' ? withNotice(state, 'offline') : state
  }
}

/** Words done this game (before this visit too, for a resumed session) and in all. */
export function progressOf(state: GameState): { done: number; total: number; fraction: number } {
  const total = state.words.length
  const done = Math.min(total, state.score.attempted)
  return { done, total, fraction: total ? done / total : 0 }
}

/**
 * The speed bonus the word would still earn if checked now, and its cap: what the player's meter shows in a
 * timed game. Null in accuracy-only and test modes, which have no time pressure.
 */
export function speedMeter(state: GameState, now: number): { bonus: number; cap: number } | null {
  const word = currentWord(state)
  if (state.mode !== 'game' || !word) return null
  const cap = speedBonus(word.word, state.difficulty, 0, state.mode)
  if (state.phase === 'showing') return { bonus: cap, cap }
  if (state.phase !== 'input') return null
  return { bonus: speedBonus(word.word, state.difficulty, Math.max(0, now - state.inputFrom), state.mode), cap }
}

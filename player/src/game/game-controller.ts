/**
 * Runs one game: holds the pure game state (games/spelling/game-flow.ts), feeds it events, and does what
 * the state asks of the outside world: posting each attempt, finishing the session, banking honeypots, and
 * telling the page when a round starts or a word is marked (for speech and sounds). No pixi.js, no React,
 * no DOM: the server calls and the clock are passed in, so it is unit-tested with fakes.
 */
import { currentWord, gameReducer, startGame, type GameEvent, type GameState, type WordOutcome } from '../../games/spelling/game-flow'
import type { EntryAction } from '../../games/spelling/round-entry'
import type { AttemptAnswer, BankedHoneypots, GameSession, SessionResult, SessionWord } from '../../games/spelling/session-types'
import { ApiError } from '../api/client'

export type GameServer = {
  postAttempt(attempt: { sessionId: number; wordId: number; typed: string; timeMs: number }): Promise<AttemptAnswer>
  finish(sessionId: number): Promise<SessionResult>
  bankHoneypots(sessionId: number): Promise<BankedHoneypots>
}

export type GameCallbacks = {
  /** A new word is offered (speak it). */
  onRound?(word: SessionWord, state: GameState): void
  /** A tile or key went in or came out. */
  onEntry?(action: EntryAction, state: GameState): void
  /** The server marked a word. */
  onMarked?(outcome: WordOutcome, state: GameState): void
  /** The result arrived. */
  onFinished?(state: GameState, banked: BankedHoneypots | null): void
  /** The session's token stopped working. */
  onSignedOut?(): void
}

type Listener = (state: GameState) => void

/** What a refused attempt means for the pupil. */
export type AttemptProblem = 'too-fast' | 'offline' | 'refused' | 'signed-out' | 'already-done' | 'session-over'

export function attemptProblem(error: unknown): AttemptProblem {
  if (!(error instanceof ApiError)) return 'offline'
  if (error.status === 401) return 'signed-out'
  if (error.status === 409) return /already/i.test(error.message) ? 'already-done' : 'session-over'
  if (error.status === 404) return 'session-over'
  if (error.status === 422 && error.fields.some((f) => f.path.endsWith('timeMs') && /faster/i.test(f.message))) return 'too-fast'
  if (error.retryable) return 'offline'
  return 'refused'
}

export class GameController {
  private state: GameState
  private readonly listeners = new Set<Listener>()
  private inFlight = false
  private finishing = false
  private disposed = false
  private lastRound = 0
  banked: BankedHoneypots | null = null

  constructor(
    session: GameSession,
    private readonly server: GameServer,
    private readonly clock: () => number,
    private readonly callbacks: GameCallbacks = {},
  ) {
    this.state = startGame(session, clock())
  }

  /** Starts the first round's effects (speaking the word); call once the page is ready. */
  begin(): void {
    this.disposed = false
    this.afterChange()
  }

  getState = (): GameState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  dispose(): void {
    this.disposed = true
    this.listeners.clear()
  }

  /** Every frame: only a change of phase (the easy word hiding) changes anything. */
  tick(): void {
    this.dispatch({ type: 'tick', now: this.clock() })
  }

  entry(action: EntryAction): void {
    const before = this.state
    this.dispatch({ type: 'entry', action, now: this.clock() })
    if (this.state.entry !== before.entry) this.callbacks.onEntry?.(action, this.state)
  }

  submit(): void {
    this.dispatch({ type: 'submit', now: this.clock() })
  }

  next(): void {
    this.dispatch({ type: 'next', now: this.clock() })
  }

  quit(): void {
    this.dispatch({ type: 'quit' })
  }

  /** After a failed finish (offline), try again. */
  retryFinish(): void {
    this.finishing = false
    this.afterChange()
  }

  private dispatch(event: GameEvent): void {
    if (this.disposed) return
    const next = gameReducer(this.state, event)
    if (next === this.state) return
    this.state = next
    this.afterChange()
  }

  private afterChange(): void {
    const state = this.state
    for (const listener of this.listeners) listener(state)
    if (state.round !== this.lastRound && state.current !== null) {
      this.lastRound = state.round
      const word = currentWord(state)
      if (word) this.callbacks.onRound?.(word, state)
    }
    if (state.phase === 'checking' && state.pending && !this.inFlight) void this.sendAttempt()
    if (state.phase === 'finishing' && !this.finishing) void this.finish()
  }

  private async sendAttempt(): Promise<void> {
    const pending = this.state.pending!
    this.inFlight = true
    try {
      const answer = await this.server.postAttempt({ sessionId: this.state.sessionId, ...pending })
      this.inFlight = false
      this.dispatch({ type: 'answered', answer, now: this.clock() })
      const outcome = this.state.lastOutcome
      if (outcome && !this.disposed) this.callbacks.onMarked?.(outcome, this.state)
    } catch (error) {
      this.inFlight = false
      const problem = attemptProblem(error)
      if (problem === 'signed-out') {
        this.callbacks.onSignedOut?.()
        this.dispatch({ type: 'refused', reason: 'offline', now: this.clock() })
      } else if (problem === 'already-done') this.dispatch({ type: 'already-done', now: this.clock() })
      else if (problem === 'session-over') this.dispatch({ type: 'session-over' })
      else this.dispatch({ type: 'refused', reason: problem, now: this.clock() })
    }
  }

  private async finish(): Promise<void> {
    this.finishing = true
    let result: SessionResult
    try {
      result = await this.server.finish(this.state.sessionId)
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) this.callbacks.onSignedOut?.()
      this.dispatch({ type: 'finish-failed' })
      return
    }
    // Banking honeypots is a bonus: the result stands without it.
    this.banked = await this.server.bankHoneypots(this.state.sessionId).catch(() => null)
    this.dispatch({ type: 'finished', result })
    if (!this.disposed) this.callbacks.onFinished?.(this.state, this.banked)
  }
}

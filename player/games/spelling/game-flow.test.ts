import { describe, expect, it } from 'vitest'
import { currentWord, gameReducer, progressOf, speedMeter, startGame, type GameEvent, type GameState } from './game-flow'
import { roundInput, roundSeed, type Difficulty, type Mode } from './rules'
import type { AttemptAnswer, GameSession, SessionResult } from './session-types'

function session(difficulty: Difficulty, words = ['cat', 'dog', 'sun'], overrides: Partial<GameSession> = {}): GameSession {
  return {
    id: 9,
    list: 4,
    status: 'active',
    difficulty,
    gameType: 'spelling',
    mode: 'game' as Mode,
    accuracyOnly: false,
    testMode: false,
    phonics: false,
    freeplay: false,
    seed: 1234,
    words: words.map((word, index) => ({
      id: 100 + index,
      word,
      dictionary_id: null,
      definition: null,
      sentence: null,
      audio: null,
      input: roundInput(word, difficulty, roundSeed(1234, index)),
    })),
    attempts: [],
    score: { score: 0, streak: 0, bestStreak: 0, correct: 0, attempted: 0, honeypots: 0, remaining: words.length },
    ...overrides,
  }
}

const run = (state: GameState, ...events: GameEvent[]) => events.reduce(gameReducer, state)
const typeWord = (state: GameState, word: string, now: number) =>
  run(state, ...[...word].map((key) => ({ type: 'entry', action: { type: 'letter', key }, now }) as GameEvent))

function answer(state: GameState, correct: boolean, points: number): AttemptAnswer {
  const word = currentWord(state)!
  const attempted = state.score.attempted + 1
  return {
    attempt: { wordId: word.id, correct, points, basePoints: correct ? 20 : 0, speedBonus: 0, multiplier: 1, honeypotEarned: false },
    session: {
      id: state.sessionId,
      status: attempted === state.words.length ? 'finished' : 'active',
      score: state.score.score + points,
      streak: correct ? state.score.streak + 1 : 0,
      bestStreak: 1,
      correct: state.score.correct + (correct ? 1 : 0),
      attempted,
      honeypots: 0,
      remaining: state.words.length - attempted,
    },
  }
}

describe('a game, word by word', () => {
  it('shows the word first on easy, then opens the tiles', () => {
    let state = startGame(session(1), 1000)
    expect(state.phase).toBe('showing')
    expect(state.inputFrom).toBe(4000)
    state = typeWord(state, 'cat', 2000)
    expect(state.entry).toMatchObject({ placed: [] }) // keys do nothing while the word is shown
    state = gameReducer(state, { type: 'tick', now: 3999 })
    expect(state.phase).toBe('showing')
    state = gameReducer(state, { type: 'tick', now: 4000 })
    expect(state.phase).toBe('input')
  })

  it('sends the spelling and the time since input opened, and shows what the server answered', () => {
    let state = startGame(session(2), 0)
    expect(state.phase).toBe('input')
    state = typeWord(state, 'ca', 500)
    state = gameReducer(state, { type: 'submit', now: 600 })
    expect(state.phase).toBe('input') // not every slot is full
    state = typeWord(state, 't', 700)
    state = gameReducer(state, { type: 'submit', now: 2345.6 })
    expect(state.phase).toBe('checking')
    expect(state.pending).toEqual({ wordId: 100, typed: 'cat', timeMs: 2346 })
    state = gameReducer(state, { type: 'answered', answer: answer(state, true, 27), now: 2500 })
    expect(state.phase).toBe('feedback')
    expect(state.score.score).toBe(27)
    expect(state.lastOutcome).toMatchObject({ word: 'cat', typed: 'cat', correct: true, points: 27 })
    expect(progressOf(state)).toEqual({ done: 1, total: 3, fraction: 1 / 3 })
    state = gameReducer(state, { type: 'next', now: 3000 })
    expect(currentWord(state)?.word).toBe('dog')
    expect(state.round).toBe(2)
  })

  it('plays every word at every difficulty and then asks for the result', () => {
    for (const difficulty of [1, 2, 3, 4] as Difficulty[]) {
      let state = startGame(session(difficulty), 0)
      let now = 0
      for (const word of ['cat', 'dog', 'sun']) {
        now += 5000
        state = gameReducer(state, { type: 'tick', now })
        state = typeWord(state, word, now)
        state = gameReducer(state, { type: 'submit', now: now + 1500 })
        expect(state.pending?.typed).toBe(word)
        state = gameReducer(state, { type: 'answered', answer: answer(state, true, 10), now })
        state = gameReducer(state, { type: 'next', now })
      }
      expect(state.phase).toBe('finishing')
      expect(state.stoppedEarly).toBe(false)
      const result = { ...session(difficulty), status: 'finished', wordsToPractise: [] } as SessionResult
      state = gameReducer(state, { type: 'finished', result })
      expect(state.phase).toBe('finished')
    }
  })

  it('goes back to the answer, kept, when the server refuses or cannot be reached', () => {
    let state = typeWord(startGame(session(2), 0), 'cat', 10)
    state = gameReducer(state, { type: 'submit', now: 20 })
    state = gameReducer(state, { type: 'refused', reason: 'too-fast', now: 30 })
    expect(state).toMatchObject({ phase: 'input', notice: 'too-fast', pending: null })
    state = gameReducer(state, { type: 'submit', now: 2000 })
    expect(state.pending).toEqual({ wordId: 100, typed: 'cat', timeMs: 2000 })
    state = gameReducer(state, { type: 'refused', reason: 'offline', now: 2100 })
    expect(state.notice).toBe('offline')
  })

  it('moves on from a word another tab already answered, and stops when the session is over', () => {
    let state = typeWord(startGame(session(2), 0), 'cat', 10)
    state = gameReducer(state, { type: 'submit', now: 2000 })
    state = gameReducer(state, { type: 'already-done', now: 2100 })
    expect(currentWord(state)?.word).toBe('dog')
    expect(state.notice).toBe('already-done')
    state = gameReducer(state, { type: 'session-over' })
    expect(state.phase).toBe('finishing')
  })

  it('resumes after the words already attempted, with the score so far', () => {
    const resumed = session(2, ['cat', 'dog', 'sun'], {
      attempts: [{ wordId: 100, correct: true, points: 20, typed: 'cat' }],
      score: { score: 20, streak: 1, bestStreak: 1, correct: 1, attempted: 1, honeypots: 0, remaining: 2 },
    })
    const state = startGame(resumed, 0)
    expect(currentWord(state)?.word).toBe('dog')
    expect(state.score.score).toBe(20)
    expect(progressOf(state).done).toBe(1)
  })

  it('lets the pupil stop early, and a finished session goes straight to its result', () => {
    const state = gameReducer(startGame(session(2), 0), { type: 'quit' })
    expect(state).toMatchObject({ phase: 'finishing', stoppedEarly: true })
    expect(startGame(session(2, ['cat'], { status: 'finished' }), 0).phase).toBe('finishing')
    expect(gameReducer(state, { type: 'finish-failed' }).notice).toBe('offline')
  })

  it('says when a key finds no tile, so the view can nudge gently', () => {
    const state = gameReducer(startGame(session(2), 0), { type: 'entry', action: { type: 'letter', key: 'q' }, now: 0 })
    expect(state.notice).toBe('no-tile')
    expect(state.noticeCount).toBe(1)
  })
})

describe('speedMeter', () => {
  it('drains from the cap to nothing in a timed game', () => {
    const state = startGame(session(2), 0)
    const start = speedMeter(state, 0)!
    expect(start.bonus).toBe(start.cap)
    expect(start.cap).toBe(10)
    expect(speedMeter(state, 60_000)!.bonus).toBe(0)
  })

  it('is absent without time pressure', () => {
    expect(speedMeter(startGame(session(2, ['cat'], { mode: 'accuracy', accuracyOnly: true }), 0), 0)).toBeNull()
  })
})

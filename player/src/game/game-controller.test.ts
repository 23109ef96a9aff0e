import { describe, expect, it, vi } from 'vitest'
import { roundInput, roundSeed } from '../../games/spelling/rules'
import type { AttemptAnswer, GameSession, SessionResult } from '../../games/spelling/session-types'
import { ApiError } from '../api/client'
import { GameController, attemptProblem, type GameServer } from './game-controller'

const words = ['cat', 'dog']
const session: GameSession = {
  id: 5,
  list: 2,
  status: 'active',
  difficulty: 2,
  gameType: 'spelling-van',
  mode: 'game',
  accuracyOnly: false,
  testMode: false,
  phonics: false,
  freeplay: false,
  seed: 99,
  words: words.map((word, i) => ({
    id: 10 + i,
    word,
    dictionary_id: null,
    definition: null,
    sentence: null,
    audio: null,
    input: roundInput(word, 2, roundSeed(99, i)),
  })),
  attempts: [],
  score: { score: 0, streak: 0, bestStreak: 0, correct: 0, attempted: 0, honeypots: 0, remaining: 2 },
}

function fakeServer(overrides: Partial<GameServer> = {}) {
  let attempted = 0
  const server: GameServer = {
    postAttempt: vi.fn(async (a) => {
      attempted++
      const correct = a.typed === words[a.wordId - 10]
      return {
        attempt: {
          wordId: a.wordId,
          correct,
          points: correct ? 25 : 0,
          basePoints: 20,
          speedBonus: 5,
          multiplier: 1,
          honeypotEarned: false,
        },
        session: {
          id: 5,
          status: attempted === 2 ? 'finished' : 'active',
          score: 25 * attempted,
          streak: attempted,
          bestStreak: attempted,
          correct: attempted,
          attempted,
          honeypots: 0,
          remaining: 2 - attempted,
        },
      } satisfies AttemptAnswer
    }),
    finish: vi.fn(
      async () => ({ ...session, status: 'finished', wordsToPractise: [{ id: 11, word: 'dog', dictionary_id: null }] }) as SessionResult,
    ),
    bankHoneypots: vi.fn(async () => ({ session: 5, banked: 0, alreadyBanked: false, totalHoneypots: 3 })),
    ...overrides,
  }
  return server
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const type = (game: GameController, word: string) => [...word].forEach((key) => game.entry({ type: 'letter', key }))

describe('GameController', () => {
  it('plays a game: speaks each word, posts each attempt with its time, shows the mark, finishes and banks', async () => {
    let now = 0
    const server = fakeServer()
    const rounds: string[] = []
    const marks: boolean[] = []
    const onFinished = vi.fn()
    const game = new GameController(session, server, () => now, {
      onRound: (word) => rounds.push(word.word),
      onMarked: (outcome) => marks.push(outcome.correct),
      onFinished,
    })
    game.begin()
    expect(rounds).toEqual(['cat'])

    type(game, 'cat')
    now = 2400
    game.submit()
    expect(game.getState().phase).toBe('checking')
    await settle()
    expect(server.postAttempt).toHaveBeenCalledWith({ sessionId: 5, wordId: 10, typed: 'cat', timeMs: 2400 })
    expect(game.getState().phase).toBe('feedback')
    expect(game.getState().score.score).toBe(25)

    game.next()
    expect(rounds).toEqual(['cat', 'dog'])
    type(game, 'gdo')
    now = 6000
    game.submit()
    await settle()
    expect(marks).toEqual([true, false])
    game.next()
    expect(game.getState().phase).toBe('finishing')
    await settle()
    await settle()
    expect(server.finish).toHaveBeenCalledWith(5)
    expect(server.bankHoneypots).toHaveBeenCalledWith(5)
    expect(game.getState().phase).toBe('finished')
    expect(game.getState().result?.wordsToPractise).toEqual([{ id: 11, word: 'dog', dictionary_id: null }])
    expect(onFinished).toHaveBeenCalledOnce()
  })

  it('keeps the answer and says so when the server finds it too fast, then sends it again later', async () => {
    let calls = 0
    let now = 0
    const server = fakeServer({
      postAttempt: vi.fn(async () => {
        if (calls++ === 0)
          throw new ApiError(422, 'INVALID_DATA', 'Failed - Invalid data', [
            { path: 'timeMs', message: 'Faster than anyone can spell this word' },
          ])
        return fakeServer().postAttempt({ sessionId: 5, wordId: 10, typed: 'cat', timeMs: 900 })
      }),
    })
    const game = new GameController(session, server, () => now)
    game.begin()
    type(game, 'cat')
    now = 100
    game.submit()
    await settle()
    expect(game.getState()).toMatchObject({ phase: 'input', notice: 'too-fast' })
    now = 900
    game.submit()
    await settle()
    expect(game.getState().phase).toBe('feedback')
  })

  it('does not send the same attempt twice while one is on its way', async () => {
    let release: (a: AttemptAnswer) => void = () => {}
    const server = fakeServer({ postAttempt: vi.fn(() => new Promise<AttemptAnswer>((r) => (release = r))) })
    const game = new GameController(session, server, () => 1000)
    game.begin()
    type(game, 'cat')
    game.submit()
    game.submit()
    game.tick()
    expect(server.postAttempt).toHaveBeenCalledTimes(1)
    release(await fakeServer().postAttempt({ sessionId: 5, wordId: 10, typed: 'cat', timeMs: 1000 }))
    await settle()
    expect(game.getState().phase).toBe('feedback')
  })

  it('can try finishing again after the network failed', async () => {
    let fail = true
    const good = fakeServer()
    const server = fakeServer({
      finish: vi.fn(async (id: number) => (fail ? Promise.reject(new ApiError(0, 'NETWORK', 'x')) : good.finish(id))),
    })
    const game = new GameController(session, server, () => 0)
    game.begin()
    game.quit()
    await settle()
    expect(game.getState()).toMatchObject({ phase: 'finishing', notice: 'offline' })
    fail = false
    game.retryFinish()
    await settle()
    await settle()
    expect(game.getState().phase).toBe('finished')
  })

  it('reads the server’s refusals', () => {
    expect(attemptProblem(new ApiError(409, 'CONFLICT', 'This word has already been attempted in this session'))).toBe('already-done')
    expect(attemptProblem(new ApiError(409, 'CONFLICT', 'This game session has finished'))).toBe('session-over')
    expect(attemptProblem(new ApiError(401, 'UNAUTHORISED', 'Unauthorised'))).toBe('signed-out')
    expect(attemptProblem(new ApiError(503, 'SERVICE_UNAVAILABLE', 'x'))).toBe('offline')
    expect(attemptProblem(new ApiError(422, 'INVALID_DATA', 'x', [{ path: 'timeMs', message: 'More time than has passed' }]))).toBe(
      'refused',
    )
    expect(attemptProblem(new TypeError('failed to fetch'))).toBe('offline')
  })
})

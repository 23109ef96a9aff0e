/** The spelling calls the player makes (README "Spelling: dictionary, lists and the game"). */
import type { Difficulty, GameType } from '../../games/spelling/rules'
import type { AttemptAnswer, BankedHoneypots, GameSession, SessionResult } from '../../games/spelling/session-types'
import type { ApiClient } from './client'

export type WordList = {
  id: number
  title: string
  description: string | null
  /** en_GB, en_US…: the spelling, and the voice the browser speaks words in. */
  locale: string
  stage: number | null
  stageName: string | null
  week: number | null
  wordCount: number
}

type Page<T> = { docs: T[]; totalDocs: number }

export type SchemeStage = { stage: number; name: string | null; lists: WordList[] }
export type Scheme = { scheme: string; name: string; variantName: string; locale: string | null; stages: SchemeStage[] }

/** Lists set for the pupil (through a favourite for them or their class); a teacher's own lists. */
export const myLists = async (api: ApiClient) => (await api.get<Page<WordList>>('users/me/lists', { limit: 100, sort: 'title' })).docs

/** The spelling scheme in the pupil's spelling, one stage or all: free play's lists. */
export const myScheme = (api: ApiClient, stage?: number) => api.get<Scheme>('users/me/lists/scheme', { stage })

export type SessionChoice = { difficulty: Difficulty; gameType: GameType; freeplay: boolean }

/** Resumes the pupil's unfinished game of this kind on this list, or starts one. */
export const startSession = async (api: ApiClient, listId: number, choice: SessionChoice) =>
  (await api.post<{ created: boolean; session: GameSession }>(`lists/${listId}/gamesession`, { ...choice, phonics: false })).session

/** A spelling test (homework set as a test): always a new session, one mark a word. */
export const startTestSession = async (api: ApiClient, listId: number, choice: { difficulty: Difficulty; gameType: GameType }) =>
  (await api.post<{ created: boolean; session: GameSession }>(`lists/${listId}/testmodegamesession`, choice)).session

/** Finishes a spelling test; answers like finishSession. */
export const finishTestSession = (api: ApiClient, sessionId: number) =>
  api.put<SessionResult>(`testmodegamesession/${sessionId}`, { finished: true })

export const postAttempt = (
  api: ApiClient,
  listId: number,
  attempt: { sessionId: number; wordId: number; typed: string; timeMs: number },
) => api.post<AttemptAnswer>(`lists/${listId}/gameplay`, attempt)

/** Finishes the session (words not attempted stay unattempted) and answers the result with the words to practise. */
export const finishSession = (api: ApiClient, listId: number, sessionId: number) =>
  api.put<SessionResult>(`lists/${listId}/gamesession/${sessionId}`, { finished: true })

/** Banks a finished session's honeypots into the pupil's hive. */
export const bankHoneypots = (api: ApiClient, listId: number, sessionId: number) =>
  api.post<BankedHoneypots>(`lists/${listId}/beekeeper`, { sessionId })

/** A word's recorded audio: the session gives a path under /api (`dictionary/{id}/audio`). */
export const wordAudio = (api: ApiClient, audioPath: string) => api.blob(audioPath.replace(/^\/?(api\/)?/, ''))

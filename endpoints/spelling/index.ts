/** Spelling games and tests: sessions, attempts and the competency words. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import {
  beekeeper,
  competencyWords,
  postGameplay,
  startGameSession,
  startTestSession,
  updateGameSession,
  updateTestSession,
  userSessions,
} from './sessions'

export const spellingEndpoints: ApiEndpoint[] = [
  startGameSession,
  postGameplay,
  updateGameSession,
  beekeeper,
  competencyWords,
  startTestSession,
  updateTestSession,
  userSessions,
]

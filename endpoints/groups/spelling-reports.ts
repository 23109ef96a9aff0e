/**
 * A class's spelling reports (area `groups`: `users/me/school/groups/{id}/…`), for its school's staff. Each is
 * computed from the pupils' sessions and attempts as the server scored them (lib/reports/spelling-groups.ts,
 * where the shapes are). Another school's class answers 404; pupils are refused (403).
 */
import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import {
  competencyByGameplay,
  gamePlayTypeHistory,
  groupHistory,
  groupHistoryLists,
  recentAssessmentBreakdown,
  schemeCompetence,
  spellingCompetency,
  spellingPlays,
  termlyProgression,
} from '../../lib/reports/spelling-groups'
import * as ids from '../../lib/api/ids'
import { pageOf, paging, ZGroupRef } from '../school/common.schema'
import {
  range,
  ZAssessmentBreakdown,
  ZCompetencyByGameplay,
  ZGamePlayTypeHistory,
  ZGroupReportParams,
  ZListPlays,
  ZSchemeCompetence,
  ZSessionPage,
  ZSpellingCompetency,
  ZSpellingPlays,
  ZTermlyProgression,
} from './spelling-reports.schema'

/** GET …/spelling_plays?from=&to=: each pupil's plays, words attempted and right, score and time; class totals. */
export const groupsSpellingPlays = defineEndpoint({
  id: 'groups.report.spelling_plays',
  method: 'get',
  path: 'users/me/school/groups/{id}/spelling_plays',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ ...range }),
  example: { query: { from: '2025-09-01' } },
  description:
    'Each pupil of the class (or subgroup) with their plays, sessions finished, lists, words attempted and right, accuracy, score, honeypots, typing time and last play within the range, and the class’s totals.',
  response: ZSpellingPlays,
  handler: ({ payload, req, user, params, query }) => spellingPlays({ payload, req, user }, params.id, query),
})

/** GET …/history?user_ids=&list_id=&from=&to=&page=&limit=: the class's game sessions, newest first. */
export const groupsSpellingHistory = defineEndpoint({
  id: 'groups.report.history',
  method: 'get',
  path: 'users/me/school/groups/{id}/history',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ ...range, user_ids: ids.idListQuery('pupil').optional(), list_id: ids.id('a list').optional(), ...paging(50) }),
  description:
    'A page of the class’s game sessions started within the range, newest first; `user_ids` keeps those pupils of the class (others are ignored), `list_id` one list.',
  response: ZSessionPage.extend({ group: ZGroupRef }),
  handler: ({ payload, req, user, params, query }) => groupHistory({ payload, req, user }, params.id, query),
})

/** GET …/history/lists?from=&to=&page=&limit=: the lists the class played, with accuracy and how many have mastered each. */
export const groupsSpellingHistoryLists = defineEndpoint({
  id: 'groups.report.history.lists',
  method: 'get',
  path: 'users/me/school/groups/{id}/history/lists',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ ...range, ...paging(50) }),
  description:
    'A page of the lists the class played within the range, most recently played first, with plays, pupils, accuracy and how many of the class have every word of each mastered now.',
  response: pageOf(ZListPlays).extend({ group: ZGroupRef }),
  handler: ({ payload, req, user, params, query }) => groupHistoryLists({ payload, req, user }, params.id, query),
})

/** GET …/spelling/termly_progression?year=: per term of a school year, plays, accuracy and words mastered. */
export const groupsTermlyProgression = defineEndpoint({
  id: 'groups.report.spelling.termly_progression',
  method: 'get',
  path: 'users/me/school/groups/{id}/spelling/termly_progression',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ year: z.coerce.number().int().min(2000, 'A school year from 2000').max(2100).optional() }),
  example: { query: { year: '2025' } },
  description:
    'Per term of the school year starting that September (default the current one; autumn Sep–Dec, spring Jan–Mar, summer Apr–Aug): each pupil’s plays, accuracy and the words mastered at the start and end of the term (competency replayed from the attempts), and the class’s totals and averages. Terms not yet begun have `started: false` and null mastery.',
  response: ZTermlyProgression,
  handler: ({ payload, req, user, params, query }) => termlyProgression({ payload, req, user }, params.id, query.year),
})

/** GET …/spelling_competency?list_ids=: the class by list grid of competency. */
export const groupsSpellingCompetency = defineEndpoint({
  id: 'groups.report.spelling_competency',
  method: 'get',
  path: 'users/me/school/groups/{id}/spelling_competency',
  access: teacher,
  params: ZGroupReportParams,
  query: input({
    list_ids: ids
      .idListQuery('list')
      .refine((ids) => ids.length <= 50, 'At most 50 lists')
      .optional(),
  }),
  description:
    'The class-by-list grid of competency (the last five attempts at each word): each pupil’s words mastered, nearly, learning and not started on each list, and per list how many pupils have mastered it. Lists are those named (each readable by the caller, else 404) or else up to 20 the class played most recently and its homework lists.',
  response: ZSpellingCompetency,
  handler: ({ payload, req, user, params, query }) => spellingCompetency({ payload, req, user }, params.id, query.list_ids),
})

/** GET …/spelling-competency/gameplay?from=&to=: attempts and accuracy by difficulty, game type and mode. */
export const groupsCompetencyByGameplay = defineEndpoint({
  id: 'groups.report.spelling_competency.gameplay',
  method: 'get',
  path: 'users/me/school/groups/{id}/spelling-competency/gameplay',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ ...range }),
  description:
    'Attempts within the range and their accuracy by difficulty, game type and mode for the class, and by difficulty for each pupil; every difficulty, game type and mode is listed.',
  response: ZCompetencyByGameplay,
  handler: ({ payload, req, user, params, query }) => competencyByGameplay({ payload, req, user }, params.id, query),
})

/** GET …/recent_spelling_assessment_breakdown?list_id=&from=&to=: each pupil's latest spelling test and the class's word-by-word results. */
export const groupsRecentAssessment = defineEndpoint({
  id: 'groups.report.recent_spelling_assessment_breakdown',
  method: 'get',
  path: 'users/me/school/groups/{id}/recent_spelling_assessment_breakdown',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ ...range, list_id: ids.id('a list').optional() }),
  description:
    'Each pupil’s most recent finished spelling test (test mode) within the range (or of one list), and over those tests how the class did on each word, hardest first; a word left unanswered counts as wrong.',
  response: ZAssessmentBreakdown,
  handler: ({ payload, req, user, params, query }) => recentAssessmentBreakdown({ payload, req, user }, params.id, query),
})

/** GET …/game_play_type_history?interval=week|month&from=&to=: games played per week or month by game type and mode. */
export const groupsGamePlayTypeHistory = defineEndpoint({
  id: 'groups.report.game_play_type_history',
  method: 'get',
  path: 'users/me/school/groups/{id}/game_play_type_history',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ ...range, interval: z.enum(['week', 'month'], { error: 'interval is week or month' }).default('week') }),
  example: { query: { interval: 'month' } },
  description:
    'How many games the class started in each week (from Monday) or month, UTC, by game type and mode and how many were free play; every period of the range is listed, empty ones included (default the last 12; at most 400).',
  response: ZGamePlayTypeHistory,
  handler: ({ payload, req, user, params, query }) => gamePlayTypeHistory({ payload, req, user }, params.id, query),
})

/** GET …/schemecompetence?stage=: competency on the weekly lists of one stage of the spelling scheme. */
export const groupsSchemeCompetence = defineEndpoint({
  id: 'groups.schemecompetence',
  method: 'get',
  path: 'users/me/school/groups/{id}/schemecompetence',
  access: teacher,
  params: ZGroupReportParams,
  query: input({ stage: z.coerce.number().int().min(1, 'Stages run from 1 to 6').max(6, 'Stages run from 1 to 6').optional() }),
  example: { query: { stage: '2' } },
  description:
    'The class’s competency on the weekly lists of one stage of the Inkwell spelling scheme (default the class’s usual spelling stage), in the school’s spelling: US and CA schools get the US variant.',
  response: ZSchemeCompetence,
  handler: ({ payload, req, user, params, query }) => schemeCompetence({ payload, req, user }, params.id, query.stage),
})

export const groupSpellingReportEndpoints = [
  groupsSpellingPlays,
  groupsSpellingHistory,
  groupsSpellingHistoryLists,
  groupsTermlyProgression,
  groupsSpellingCompetency,
  groupsCompetencyByGameplay,
  groupsRecentAssessment,
  groupsGamePlayTypeHistory,
  groupsSchemeCompetence,
]

/**
 * A pupil's spelling history for their school's staff (area `pupils`: `users/me/school/pupils/{id}/history…`,
 * `monthly_spelling_competency`); shapes in lib/reports/spelling-pupils.ts. Another school's pupil answers 404.
 */
import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { deletePupilSession, monthlyCompetency, pupilHistory, pupilListHistory, pupilSession } from '../../lib/reports/spelling-pupils'
import {
  range,
  ZMonthlyCompetency,
  ZPupilHistory,
  ZPupilListHistory,
  ZPupilReportParams,
  ZPupilSession,
} from '../groups/spelling-reports.schema'
import * as ids from '../../lib/api/ids'
import { paging, ZDeleted, ZFlag } from '../school/common.schema'

const ZSessionParams = input({ id: ids.idParam('a pupil'), sid: ids.idParam('a game session') })

/** GET …/history?list_id=&testMode=&from=&to=&page=&limit=: the pupil, a summary, and their sessions newest first. */
export const pupilsSpellingHistory = defineEndpoint({
  id: 'pupils.history',
  method: 'get',
  path: 'users/me/school/pupils/{id}/history',
  access: teacher,
  params: ZPupilReportParams,
  query: input({ ...range, list_id: ids.id('a list').optional(), testMode: ZFlag.optional(), ...paging(50) }),
  description:
    'The pupil, a summary of their play within the range (and of one list, or tests only or none with `testMode`), and a page of their sessions, newest first.',
  response: ZPupilHistory,
  handler: ({ payload, req, user, params, query }) => pupilHistory({ payload, req, user }, params.id, query),
})

/** GET …/history/list/{ident}: the pupil on one list (`ident` is the list's id): its words' competency and the sessions. */
export const pupilsSpellingHistoryList = defineEndpoint({
  id: 'pupils.history.list',
  method: 'get',
  path: 'users/me/school/pupils/{id}/history/list/{ident}',
  access: teacher,
  params: input({ id: ids.idParam('a pupil'), ident: ids.idParam('a list') }),
  description:
    'The pupil on one list (one they have played, or the caller can read; otherwise 404): a summary, each word’s competency with its last five outcomes, and their sessions of it.',
  response: ZPupilListHistory,
  handler: ({ payload, req, user, params }) => pupilListHistory({ payload, req, user }, params.id, params.ident),
})

/** GET …/history/{sid}: one session with every attempt. */
export const pupilsSpellingSession = defineEndpoint({
  id: 'pupils.history.session.get',
  method: 'get',
  path: 'users/me/school/pupils/{id}/history/{sid}',
  access: teacher,
  params: ZSessionParams,
  description: 'One of the pupil’s sessions with every attempt as the server scored it, and the words not attempted.',
  response: ZPupilSession,
  handler: ({ payload, req, user, params }) => pupilSession({ payload, req, user }, params.id, params.sid),
})

/** DELETE …/history/{sid}: removes one session and its attempts; `{ deleted: 1, ids: [sid] }`. */
export const pupilsSpellingSessionDelete = defineEndpoint({
  id: 'pupils.history.session.delete',
  method: 'delete',
  path: 'users/me/school/pupils/{id}/history/{sid}',
  access: teacher,
  params: ZSessionParams,
  description:
    'Removes one of the pupil’s sessions and its attempts (a game someone else played, a test taken in error); competency follows from what is left.',
  response: ZDeleted,
  handler: ({ payload, req, user, params }) => deletePupilSession({ payload, req, user }, params.id, params.sid),
})

/** GET …/monthly_spelling_competency?months=: month by month, plays, accuracy and words mastered. */
export const pupilsMonthlyCompetency = defineEndpoint({
  id: 'pupils.monthly_spelling_competency',
  method: 'get',
  path: 'users/me/school/pupils/{id}/monthly_spelling_competency',
  access: teacher,
  params: ZPupilReportParams,
  query: input({ months: z.coerce.number().int().min(1, 'At least 1 month').max(36, 'At most 36 months').default(12) }),
  example: { query: { months: '6' } },
  description:
    'The last `months` calendar months (UTC), oldest first: plays, accuracy, and the spellings mastered at each month’s end (or now) and newly that month.',
  response: ZMonthlyCompetency,
  handler: ({ payload, req, user, params, query }) => monthlyCompetency({ payload, req, user }, params.id, query.months),
})

export const pupilSpellingHistoryEndpoints = [
  pupilsSpellingHistory,
  pupilsSpellingHistoryList,
  pupilsSpellingSession,
  pupilsSpellingSessionDelete,
  pupilsMonthlyCompetency,
]

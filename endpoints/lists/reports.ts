/**
 * Reports on lists and list words, and their moderation (spec sections 4 and 7.4). Anyone who can read a list
 * may report it or one of its words. Reported content is a school staff call (section 6): staff see the
 * reports their school's people made, and close them; superusers see and close all of them.
 */
import { z } from 'zod'
import { authenticated, teacher } from '../../access'
import { created, defineEndpoint, input } from '../../lib/api/define-endpoint'
import { findReports, reportList as fileListReport, reportListWord as fileWordReport, updateReport } from '../../lib/spelling/list-reports'
import { pageOf, paging } from '../school/common.schema'
import { ZListId, ZListReport } from './lists.schema'
import * as ids from '../../lib/api/ids'

const ZReport = input({ reason: z.string().trim().min(1, 'Say what is wrong').max(1000, 'At most 1000 characters') })
const ZReportQuery = input({ ...paging(25), status: z.enum(['open', 'closed', 'all']).default('open') })
const ZReportPage = pageOf(ZListReport)
const MODERATION =
  'Staff see the reports their school’s people made (superusers: all), newest first; `status` is open (the default), closed or all.'

/** POST lists/{id}/report {reason}: reports a list; 201 with the report. */
export const reportList = defineEndpoint({
  id: 'lists.report',
  method: 'post',
  path: 'lists/{id}/report',
  access: authenticated,
  params: ZListId,
  body: ZReport,
  example: { body: { reason: 'A word is spelt wrongly' } },
  response: { status: 201, schema: ZListReport },
  description: 'Anyone who can read a list may report it; the staff of the reporter’s school (and superusers) moderate reports.',
  handler: async ({ payload, req, user, params, body }) => created(await fileListReport({ payload, req, user }, params.id, body.reason)),
})

/** POST lists/words/{id}/report {reason}: reports one word of a list ({id} is the list word's id); 201. */
export const reportListWord = defineEndpoint({
  id: 'lists.words.report',
  method: 'post',
  path: 'lists/words/{id}/report',
  access: authenticated,
  params: ids.idParams('a list word'),
  body: ZReport,
  example: { body: { reason: 'The sentence does not fit this word' } },
  response: { status: 201, schema: ZListReport },
  description:
    'Anyone who can read the list may report one of its words; a word of a list the caller cannot read answers 404 as one that does not exist.',
  handler: async ({ payload, req, user, params, body }) => created(await fileWordReport({ payload, req, user }, params.id, body.reason)),
})

/** GET lists/reports?status=open|closed|all: reports on lists, for moderation. */
export const listReports = defineEndpoint({
  id: 'reported.lists',
  method: 'get',
  path: 'lists/reports',
  access: teacher,
  query: ZReportQuery,
  response: ZReportPage,
  description: MODERATION,
  handler: ({ payload, req, user, query }) => findReports({ payload, req, user }, 'list', query),
})

/** GET lists/words/reports: reports on list words, for moderation. */
export const listWordReports = defineEndpoint({
  id: 'reported.list_words',
  method: 'get',
  path: 'lists/words/reports',
  access: teacher,
  query: ZReportQuery,
  response: ZReportPage,
  description: MODERATION,
  handler: ({ payload, req, user, query }) => findReports({ payload, req, user }, 'word', query),
})

const ZUserId = ids.idParams('a user')

/**
 * Reports about one user of the caller's school: on the lists (or list words) they wrote, or the ones a pupil
 * reported. The user must be of the caller's school (any school, for superusers); 404 otherwise.
 */
function reportsAboutUser(id: string, path: string, kind: 'list' | 'word', about: 'owner' | 'reporter') {
  return defineEndpoint({
    id,
    method: 'get',
    path,
    access: teacher,
    params: ZUserId,
    query: ZReportQuery,
    response: ZReportPage,
    description: `${about === 'owner' ? 'Reports on what user {id} wrote: they must be of the caller’s school (any school, for superusers)' : 'What pupil {id} reported: they must be a pupil of the caller’s school'}; 404 otherwise. ${MODERATION}`,
    handler: ({ payload, req, user, params, query }) => findReports({ payload, req, user }, kind, query, { about, id: params.id }),
  })
}

/** GET users/{id}/lists: reports on lists that user {id} wrote. */
export const userListReports = reportsAboutUser('reported.user_lists', 'users/{id}/lists', 'list', 'owner')

/** GET users/{id}/lists/words: reports on words of lists that user {id} wrote. */
export const userListWordReports = reportsAboutUser('reported.user_list_words', 'users/{id}/lists/words', 'word', 'owner')

/** GET users/me/school/pupils/{id}/reported_lists: the lists a pupil of the caller's school reported. */
export const pupilReportedLists = reportsAboutUser('reported.pupil.lists', 'users/me/school/pupils/{id}/reported_lists', 'list', 'reporter')

/** GET users/me/school/pupils/{id}/reported_words: the list words a pupil of the caller's school reported. */
export const pupilReportedWords = reportsAboutUser('reported.pupil.words', 'users/me/school/pupils/{id}/reported_words', 'word', 'reporter')

/** PATCH lists/reports/{id} {status: open|closed}: closes (or reopens) a report on a list or list word. */
export const updateListReport = defineEndpoint({
  id: 'reported.lists.update',
  method: 'patch',
  path: 'lists/reports/{id}',
  access: teacher,
  params: ids.idParams('a report'),
  body: input({ status: z.enum(['open', 'closed'], { error: 'Choose open or closed' }) }),
  example: { body: { status: 'closed' } },
  response: ZListReport,
  description: 'Closing records who closed it and when; reopening clears them. Staff close their school’s reports, superusers anyone’s.',
  handler: ({ payload, req, user, params, body }) => updateReport({ payload, req, user }, params.id, body.status),
})

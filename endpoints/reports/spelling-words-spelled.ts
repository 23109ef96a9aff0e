/** Words spelled per pupil or class (area `reports`), hardest first by default (lib/reports/words-spelled.ts). */
import { z } from 'zod'
import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { groupWordsSpelled, pupilWordsSpelled, WORD_SORTS } from '../../lib/reports/words-spelled'
import { range, ZGroupReportParams, ZPupilReportParams } from '../groups/spelling-reports.schema'
import { paging } from '../school/common.schema'
import { ZGroupWordsSpelled, ZPupilWordsSpelled } from './reports.schema'

const WORDS_SPELLED =
  'Every spelling attempted in the range (`from` inclusive, `to` exclusive; a date alone includes that day, UTC), with how often and how well: `sort` is hardest (the default: lowest accuracy first), easiest, most, recent or word. For the staff of the pupil’s or class’s school (another school’s: 404; pupils: 403).'

const ZWordsQuery = input({
  ...range,
  sort: z
    .enum(Object.keys(WORD_SORTS) as [keyof typeof WORD_SORTS], { error: `Sort by ${Object.keys(WORD_SORTS).join(', ')}` })
    .default('hardest'),
  ...paging(50),
})

/** GET users/me/school/pupils/{id}/words_spelled?from=&to=&sort=&page=&limit=. */
export const pupilWordsSpelledEndpoint = defineEndpoint({
  id: 'reports.words_spelled.pupil',
  method: 'get',
  path: 'users/me/school/pupils/{id}/words_spelled',
  access: teacher,
  params: ZPupilReportParams,
  query: ZWordsQuery,
  example: { query: { sort: 'hardest' } },
  response: ZPupilWordsSpelled,
  description: WORDS_SPELLED,
  handler: ({ payload, req, user, params, query }) => pupilWordsSpelled({ payload, req, user }, params.id, query),
})

/** GET users/me/school/groups/{id}/words_spelled?from=&to=&sort=&page=&limit=. */
export const groupWordsSpelledEndpoint = defineEndpoint({
  id: 'reports.words_spelled.group',
  method: 'get',
  path: 'users/me/school/groups/{id}/words_spelled',
  access: teacher,
  params: ZGroupReportParams,
  query: ZWordsQuery,
  example: { query: { sort: 'hardest' } },
  response: ZGroupWordsSpelled,
  description: `${WORDS_SPELLED} For a class, \`pupils\` is how many of its pupils attempted the word.`,
  handler: ({ payload, req, user, params, query }) => groupWordsSpelled({ payload, req, user }, params.id, query),
})

export const wordsSpelledEndpoints = [pupilWordsSpelledEndpoint, groupWordsSpelledEndpoint]

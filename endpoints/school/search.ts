import type { Where } from 'payload'
import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import { searchSchools } from '../../lib/school/schools'
import { pageOf, paging, ZFlag, ZSearch } from './common.schema'
import { ZSchoolRecordPage, ZSchoolSummary } from './school.schema'

// Without q, subscribed or dfe_schools this is Payload's collection list (its admin's relationship pickers
// and REST clients use it): Payload's answer under the collection's access rules, where staff see only
// their own school.
const ZQuery = z.looseObject({
  q: ZSearch,
  subscribed: ZFlag.optional(),
  dfe_schools: ZFlag.optional(),
  ...paging(20),
  where: z.record(z.string(), z.unknown()).optional(),
  depth: z.coerce.number().int().min(0).max(2).optional(),
  sort: z.string().max(60).optional(),
})

/**
 * GET schools?q=&subscribed=&dfe_schools=: schools by name or DfE number, `{ docs: [{ id, name,
 * account_region, locale, dfe_number }], …paging }`: what identifies a school, never codes or people.
 */
export const schoolSearch = defineEndpoint({
  id: 'school.search',
  method: 'get',
  path: 'schools',
  access: authenticated,
  query: ZQuery,
  example: { query: { q: 'school' } },
  description: [
    'With `q` (a name, or a DfE number exactly), `subscribed` (a current paid subscription, or not) or `dfe_schools` (having a DfE number; Inkwell has no DfE register yet): every school that matches, by name, answering only `{ id, name, account_region, locale, dfe_number }` (to find a school and ask its admin for a join code).',
    'Without any of them: Payload’s collection list of schools (`where`, `sort`, `depth`, `page`, `limit`), Payload’s own record shape in camelCase, under the collection’s read rules: staff see only their own school, and the join code only its admins.',
  ].join('\n\n'),
  response: z.union([pageOf(ZSchoolSummary), ZSchoolRecordPage]),
  handler: ({ payload, req, user, query }) => {
    if (query.q === undefined && query.subscribed === undefined && query.dfe_schools === undefined) {
      return payload.find({
        collection: 'schools',
        where: query.where as Where | undefined,
        depth: query.depth ?? 0,
        sort: query.sort,
        page: query.page,
        limit: query.limit,
        req,
        user,
        overrideAccess: false,
      })
    }
    return searchSchools({ payload, req, user }, query)
  },
})

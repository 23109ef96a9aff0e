import type { Where } from 'payload'
import { z } from 'zod'
import { superuser } from '../../access'
import { defineEndpoint } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'
import { collectionPageOf } from '../school/common.schema'
import { ZUserRecord } from './account.schema'

// Payload's admin lists users through this same path with its own list parameters, so they pass through.
const ZQuery = z.looseObject({
  q: z.string().trim().max(100).optional(),
  schoolid: ids.id('a school').optional(),
  page: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  sort: z.string().max(60).optional(),
  depth: z.coerce.number().int().min(0).max(2).optional(),
  where: z.record(z.string(), z.unknown()).optional(),
})

/** GET users?q=&schoolid=: superusers find users across schools by name, username, email or school username. */
export const searchUsers = defineEndpoint({
  id: 'account.users.search',
  method: 'get',
  path: 'users',
  access: superuser,
  query: ZQuery,
  response: collectionPageOf(ZUserRecord),
  description:
    'Superusers find users across schools: `q` matches name, username, email or school username (case-insensitive, part of the text), `schoolid` keeps one school’s. Payload’s admin lists users through this same path, so Payload’s list parameters (`where`, `sort`, `depth`, `page`, `limit`) pass through; the default is 25 a page by name.',
  handler: async ({ payload, req, user, query }) => {
    const and: Where[] = []
    if (query.where) and.push(query.where as Where)
    if (query.schoolid) and.push({ school: { equals: query.schoolid } })
    if (query.q) {
      and.push({ or: ['name', 'username', 'email', 'schoolUsername'].map((field) => ({ [field]: { like: query.q } })) })
    }
    return payload.find({
      collection: 'users',
      where: and.length ? { and } : undefined,
      page: query.page ?? 1,
      limit: query.limit ?? 25,
      sort: query.sort ?? 'name',
      depth: query.depth ?? 0,
      req,
      user,
      overrideAccess: false,
    })
  },
})

// The types the generic data provider and every hub's part of it share. Hubs import them from here, never
// from dataProvider.ts, which imports the hubs.
import type { DataProvider, RaRecord } from 'ra-core'

import type { QueryValue } from '../http'

/**
 * Where a react-admin resource lives in the API. Most resources are
 * `/api/{resource}`; some are scoped, e.g. pupils → `users/me/school/pupils`.
 */
export interface ResourceConfig {
  /** Path below `/api`, without leading slash. Defaults to the resource name. */
  path?: string
  /**
   * Turns react-admin's list filter into query parameters. The school's scoped lists take plain
   * parameters (`q`, `group`, `unassigned`) and refuse Payload's `where`; without this, `filterToQuery`.
   */
  filters?: (filter: Record<string, unknown>) => Record<string, QueryValue>
  /**
   * Sort orders the API accepts (it refuses others). A sort outside the list, such as react-admin's
   * default `id`, is left out and the API's own order applies; an empty list never sends `sort`.
   */
  sorts?: readonly string[]
  /** The method of an update (default PATCH; the school calls use PUT). */
  updateMethod?: 'PATCH' | 'PUT'
  /**
   * Fields the API accepts in a create or update body (it refuses unknown ones). An update sends only the
   * fields that differ from `previousData`; a create leaves out empty ones.
   */
  writable?: readonly string[]
  /** Shapes a record as the API answers it for the forms (e.g. `teacherIds` beside `teachers`). */
  fromApi?: (record: RaRecord) => RaRecord
  /** Shapes a create or update body for the API (after `writable`). */
  toApi?: (body: Record<string, unknown>) => Record<string, unknown>
  /**
   * How getMany finds records by id: Payload's `where[id][in]` (default); `each`, one GET per id; or
   * `all`, one list call (for small lists such as a school's classes), picked by id.
   */
  getMany?: { mode: 'in' } | { mode: 'each' } | { mode: 'all'; path: string; query?: Record<string, QueryValue> }
  /** Deleting is one bulk call with the ids in the body (`DELETE users/me/school/pupils {pupilIds}`). */
  bulkDelete?: { idsField: string }
}

export type ResourceMap = Record<string, ResourceConfig>

/** Payload's paginated list answer. */
export interface PaginatedDocs<T = RaRecord> {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

/**
 * One hub's part of the console's data provider (the school hub, spelling, homework …): where its
 * resources live, its calls beyond CRUD, and, for resources the generic methods cannot serve, its own
 * versions of them. dataProvider.ts joins the hubs into one provider.
 */
export interface DataHub<Methods extends object = object> {
  resources: ResourceMap
  methods: Methods
  /** Wraps the generic provider, answering the hub's own resources where the generic methods do not fit. */
  wrap?: (base: DataProvider) => DataProvider
}

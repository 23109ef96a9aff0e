// The console's generic data provider, over the API's Payload-style REST convention (admin/README.md has
// the wire format), and how the hubs' parts join it. Hubs describe their resources with
// a ResourceConfig (data/types.ts); nothing here knows any hub.
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'ra-core'

import { apiRequest, type QueryValue } from '../http'
import type { DataHub, PaginatedDocs, ResourceConfig, ResourceMap } from './types'

// Filters: `q` is the API's free-text search; `field@operator` picks a Payload
// operator (`name@like`, `created_at@greater_than`); arrays mean `in`;
// anything else is `equals`. Empty strings are dropped (a cleared filter input).
export const SEARCH_FILTER = 'q'
const OPERATOR_SEPARATOR = '@'

type Where = Record<string, Record<string, QueryValue>>

export const filterToQuery = (filter: Record<string, unknown> = {}): Record<string, QueryValue> => {
  const where: Where = {}
  const query: Record<string, QueryValue> = {}
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue
    if (key === SEARCH_FILTER) {
      query.q = String(value)
      continue
    }
    const [field, explicitOperator] = key.split(OPERATOR_SEPARATOR)
    const operator = explicitOperator || (Array.isArray(value) ? 'in' : 'equals')
    where[field] = { ...where[field], [operator]: value as QueryValue }
  }
  if (Object.keys(where).length > 0) query.where = where
  return query
}

/** A record from an answer that may wrap it in `{ doc }`. */
export const unwrapDoc = <T>(json: unknown): T => {
  if (
    json &&
    typeof json === 'object' &&
    'doc' in json &&
    (json as { doc: unknown }).doc &&
    typeof (json as { doc: unknown }).doc === 'object'
  ) {
    return (json as { doc: T }).doc
  }
  return json as T
}

/** A list answer as react-admin's list result. */
export const toListResult = <T extends RaRecord>(json: unknown): GetListResult<T> => {
  // Some custom endpoints may answer a bare array; treat it as one full page.
  if (Array.isArray(json)) return { data: json as T[], total: json.length }
  const page = (json ?? {}) as Partial<PaginatedDocs<T>>
  const data = Array.isArray(page.docs) ? page.docs : []
  if (typeof page.totalDocs === 'number') return { data, total: page.totalDocs }
  return { data, pageInfo: { hasNextPage: Boolean(page.hasNextPage), hasPreviousPage: Boolean(page.hasPrevPage) } }
}

/** A filter or form value as trimmed text, or undefined when it is empty. */
export const filledText = (value: unknown): string | undefined =>
  value === undefined || value === null || String(value).trim() === '' ? undefined : String(value).trim()

/** Plain query parameters from a filter: only the allowed keys, as trimmed text, empty values left out. */
export const onlyFilters =
  (allowed: readonly string[]) =>
  (filter: Record<string, unknown>): Record<string, QueryValue> => {
    const query: Record<string, QueryValue> = {}
    for (const key of allowed) {
      const value = filledText(filter[key])
      if (value !== undefined) query[key] = value
    }
    return query
  }

export interface DataProviderOptions {
  resources?: ResourceMap
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * The body of a create or update for a resource with `writable` fields: only those fields; for an update
 * only the ones that changed (the API refuses unknown fields, and an update must change something); for a
 * create, without empty values (the API's optional fields are left out, not null).
 */
export const writableBody = (
  config: ResourceConfig,
  data: Record<string, unknown>,
  previousData?: Record<string, unknown>,
): Record<string, unknown> => {
  if (!config.writable) return data
  const body: Record<string, unknown> = {}
  for (const field of config.writable) {
    if (!(field in data)) continue
    const value = data[field]
    if (value === undefined) continue
    if (previousData) {
      if (sameValue(value, previousData[field])) continue
    } else if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
      continue
    }
    body[field] = value
  }
  return config.toApi ? config.toApi(body) : body
}

export const createDataProvider = ({ resources = {} }: DataProviderOptions = {}): DataProvider => {
  const configOf = (resource: string): ResourceConfig => resources[resource] ?? {}
  const pathOf = (resource: string): string => (configOf(resource).path ?? resource).replace(/^\/+|\/+$/g, '')
  const shape = <R extends RaRecord>(resource: string, record: R): R => {
    const { fromApi } = configOf(resource)
    return fromApi && record && typeof record === 'object' ? (fromApi(record) as R) : record
  }
  const shapeList = <R extends RaRecord>(resource: string, result: GetListResult<R>): GetListResult<R> => ({
    ...result,
    data: result.data.map((record) => shape(resource, record)),
  })

  const list = async (
    resource: string,
    params: {
      pagination?: { page: number; perPage: number }
      sort?: { field: string; order: string }
      filter?: Record<string, unknown>
      signal?: AbortSignal
    },
    extraWhere: Where = {},
  ): Promise<unknown> => {
    const config = configOf(resource)
    const { page = 1, perPage = 25 } = params.pagination ?? {}
    const query = config.filters ? config.filters(params.filter ?? {}) : filterToQuery(params.filter)
    const where = { ...((query.where as Where | undefined) ?? {}), ...extraWhere }
    const sortField = params.sort?.field
    const sortAllowed = sortField && (!config.sorts || config.sorts.includes(sortField))
    const sort = sortAllowed ? `${params.sort?.order === 'DESC' ? '-' : ''}${sortField}` : undefined
    const { json } = await apiRequest(pathOf(resource), {
      query: { ...query, page, limit: perPage, sort, where: Object.keys(where).length > 0 ? where : undefined },
      signal: params.signal,
    })
    return json
  }

  const recordPath = (resource: string, id: Identifier) => `${pathOf(resource)}/${encodeURIComponent(String(id))}`

  const update = async <R extends RaRecord>(resource: string, id: Identifier, data: unknown, previousData?: RaRecord): Promise<R> => {
    const config = configOf(resource)
    const body = writableBody(config, (data ?? {}) as Record<string, unknown>, previousData as Record<string, unknown> | undefined)
    // Nothing changed: the API would refuse an empty update; the record stays as it was.
    if (config.writable && Object.keys(body).length === 0 && previousData) return { ...previousData, ...(data as object), id } as R
    const { json } = await apiRequest(recordPath(resource, id), { method: config.updateMethod ?? 'PATCH', body })
    return shape(resource, unwrapDoc<R>(json))
  }

  const remove = async <R extends RaRecord>(resource: string, id: Identifier, previousData?: R): Promise<R> => {
    const { bulkDelete } = configOf(resource)
    if (bulkDelete) {
      await apiRequest(pathOf(resource), { method: 'DELETE', body: { [bulkDelete.idsField]: [Number(id)] } })
      return previousData ?? ({ id } as R)
    }
    const { json } = await apiRequest(recordPath(resource, id), { method: 'DELETE' })
    const doc = unwrapDoc<R | null>(json)
    // A 204 or a body without the record: react-admin still needs one back.
    return doc && typeof doc === 'object' && 'id' in doc ? doc : (previousData ?? ({ id } as R))
  }

  const getOne = async <R extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal): Promise<R> => {
    const { json } = await apiRequest(recordPath(resource, id), { signal })
    return shape(resource, unwrapDoc<R>(json))
  }

  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      shapeList(resource, toListResult<R>(await list(resource, params))),

    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams<R>) => ({
      data: await getOne<R>(resource, params.id, params.signal),
    }),

    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams<R>) => {
      if (params.ids.length === 0) return { data: [] }
      const mode = configOf(resource).getMany ?? { mode: 'in' as const }
      if (mode.mode === 'each') {
        return { data: await Promise.all(params.ids.map((id) => getOne<R>(resource, id, params.signal))) }
      }
      if (mode.mode === 'all') {
        const { json } = await apiRequest(mode.path, { query: mode.query, signal: params.signal })
        const wanted = new Set(params.ids.map(String))
        return {
          data: toListResult<R>(json)
            .data.filter((record) => wanted.has(String(record.id)))
            .map((record) => shape(resource, record)),
        }
      }
      const json = await list(
        resource,
        { pagination: { page: 1, perPage: params.ids.length }, signal: params.signal },
        { id: { in: params.ids.map(String) } },
      )
      return { data: toListResult<R>(json).data.map((record) => shape(resource, record)) }
    },

    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) => {
      const config = configOf(resource)
      // Scoped lists take the reference as one more plain filter (`group` for a class's pupils).
      if (config.filters)
        return shapeList(
          resource,
          toListResult<R>(await list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })),
        )
      return shapeList(resource, toListResult<R>(await list(resource, params, { [params.target]: { equals: params.id as QueryValue } })))
    },

    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const body = writableBody(configOf(resource), (params.data ?? {}) as Record<string, unknown>)
      const { json } = await apiRequest(pathOf(resource), { method: 'POST', body })
      return { data: shape(resource, unwrapDoc<R>(json)) }
    },

    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => ({
      data: await update<R>(resource, params.id, params.data, params.previousData),
    }),

    // One request per record: scoped endpoints need not support Payload's bulk `where` form.
    updateMany: async (resource: string, params: UpdateManyParams) => {
      const updated = await Promise.all(params.ids.map((id) => update(resource, id, params.data)))
      return { data: updated.map((record) => record.id) }
    },

    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) => ({
      data: await remove<R>(resource, params.id, params.previousData),
    }),

    deleteMany: async (resource: string, params: DeleteManyParams) => {
      const { bulkDelete } = configOf(resource)
      // All or nothing in one call where the API has one.
      if (bulkDelete) {
        await apiRequest(pathOf(resource), { method: 'DELETE', body: { [bulkDelete.idsField]: params.ids.map(Number) } })
        return { data: params.ids }
      }
      const removed = await Promise.all(params.ids.map((id) => remove(resource, id)))
      return { data: removed.map((record) => record.id) }
    },
  }
}

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never

/** The calls beyond CRUD of every hub in the list, as one type. */
export type HubMethods<Hubs extends readonly DataHub[]> = UnionToIntersection<Hubs[number]['methods']>

/**
 * One data provider from the hubs: the generic provider over every hub's resources, each hub's wrapper
 * around it in turn, and every hub's calls beside react-admin's. Two hubs claiming one resource or one
 * call name is a mistake, not an override, and throws.
 */
export const joinHubs = <const Hubs extends readonly DataHub[]>(hubs: Hubs): DataProvider & HubMethods<Hubs> => {
  const resources: ResourceMap = {}
  for (const hub of hubs) {
    for (const [name, config] of Object.entries(hub.resources)) {
      if (name in resources) throw new Error(`Two hubs map the resource ${name}`)
      resources[name] = config
    }
  }
  const provider: Record<string, unknown> = hubs.reduce((base, hub) => hub.wrap?.(base) ?? base, createDataProvider({ resources }))
  for (const hub of hubs) {
    for (const [name, method] of Object.entries(hub.methods)) {
      if (name in provider) throw new Error(`The data provider already has a call ${name}`)
      provider[name] = method
    }
  }
  return provider as DataProvider & HubMethods<Hubs>
}

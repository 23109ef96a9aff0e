// The console's one data provider, over the API's Payload-style REST
// convention (see README in this folder for the wire format).
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

import { apiRequest, type QueryValue } from './http'
import { spellingMethods, spellingResources, withSpelling } from './spelling/api'

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

// Filters: `q` is the API's free-text search; `field@operator` picks a Payload
// operator (`name@like`, `created_at@greater_than`); arrays mean `in`;
// anything else is `equals`. Empty strings are dropped (a cleared filter input).
const SEARCH_FILTER = 'q'
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

const unwrapDoc = <T>(json: unknown): T => {
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

const toListResult = <T extends RaRecord>(json: unknown): GetListResult<T> => {
  // Some custom endpoints may answer a bare array; treat it as one full page.
  if (Array.isArray(json)) return { data: json as T[], total: json.length }
  const page = (json ?? {}) as Partial<PaginatedDocs<T>>
  const data = Array.isArray(page.docs) ? page.docs : []
  if (typeof page.totalDocs === 'number') return { data, total: page.totalDocs }
  return { data, pageInfo: { hasNextPage: Boolean(page.hasNextPage), hasPreviousPage: Boolean(page.hasPrevPage) } }
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

// ---------------------------------------------------------------------------
// The school hub: resources under users/me/school/ (the school the signed-in
// teacher manages now) and the calls that are not plain CRUD.

/** A class or subgroup as the API answers it (README, "School management"). */
export interface SchoolClass extends RaRecord {
  id: number
  name: string
  school_id: number
  parent: number | null
  teachers: Array<{ id: number; name: string | null }>
  pupil_count: number
  subgroups?: Array<{ id: number; name: string; pupil_count: number }>
  predicted_stage?: { spelling: number | null; number: number | null }
  createdAt: string
  /** Added for the forms: the ids of `teachers`. */
  teacherIds?: number[]
}

export interface Pupil extends RaRecord {
  id: number
  name: string | null
  school_username: string | null
  school_id: number
  stage_spelling: number | null
  stage_number: number | null
  experimental: boolean
  has_sign_in_key: boolean
  groups: Array<{ id: number; name: string; parent: number | null }>
  createdAt: string
  /** Only in the answer that made it: shown once, never stored readably. */
  password?: string
}

export interface Teacher extends RaRecord {
  id: number
  name: string | null
  username: string | null
  email: string | null
  admin: boolean
  experimental: boolean
  current: boolean
}

export interface DeletedUser extends RaRecord {
  id: number
  name: string | null
  role: 'pupil' | 'teacher'
  username: string | null
  school_username: string | null
  email: string | null
  deletedAt: string
  purgeAt: string
}

/** Someone at the school, as `GET users/me/school/users` answers. */
export interface SchoolUser {
  id: number
  name: string | null
  role: 'pupil' | 'teacher'
  username: string | null
  school_username: string | null
  email: string | null
}

/** One pupil's login card details: a password just set, or a sign-in key and its player address. */
export interface LoginCardDoc {
  id: number
  name: string | null
  school_username: string
  school_id: number
  password?: string
  key?: string
  url?: string
}

/** The answer of a CSV import (or its dry run). */
export interface ImportSummary {
  rows: number
  created: number
  renamed: number
  addedToClass: number
  unchanged: number
  classesCreated: string[]
  dryRun: boolean
  docs: Pupil[]
}

export interface GeneratePupilsRequest {
  amount: number
  group?: number
  stage_spelling?: number
  stage_number?: number
}

/** Stops a bulk generation part-way; the pupils made before the failure are kept and listed. */
export class GenerateStopped extends Error {
  constructor(
    readonly reason: unknown,
    readonly made: Pupil[],
  ) {
    super(reason instanceof Error ? reason.message : String(reason))
    this.name = 'GenerateStopped'
  }
}

/** The most pupils one `generate` call makes (the API allows 100; smaller calls let progress move). */
export const GENERATE_BATCH = 20

/** Splits `total` into calls of at most `size`: 45 by 20 → [20, 20, 5]. */
export const batchSizes = (total: number, size = GENERATE_BATCH): number[] => {
  const whole = Math.max(0, Math.floor(total))
  const step = Math.max(1, Math.floor(size))
  return Array.from({ length: Math.ceil(whole / step) }, (_, i) => Math.min(step, whole - i * step))
}

/** The class filter's choice for pupils in no class. */
export const UNASSIGNED = 'unassigned'

/**
 * Filters of the school's lists, as plain query parameters: free text `q` and the named ones, empty values
 * left out. For pupils, the class filter's `unassigned` choice becomes `unassigned=true`.
 */
export const plainFilters =
  (allowed: readonly string[]) =>
  (filter: Record<string, unknown>): Record<string, QueryValue> => {
    const query: Record<string, QueryValue> = {}
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue
      if (key === 'group' && value === UNASSIGNED) {
        query.unassigned = 'true'
        continue
      }
      if (key === SEARCH_FILTER || allowed.includes(key)) query[key] = String(value)
    }
    return query
  }

export const SCHOOL_PATHS = {
  classes: 'users/me/school/groups',
  allClasses: 'users/me/school/groups/all',
  myClasses: 'users/me/groups',
  pupils: 'users/me/school/pupils',
  teachers: 'users/me/school/teachers',
  deletedUsers: 'users/me/school/users/deleted',
  schoolUsers: 'users/me/school/users',
} as const

const PUPIL_SORTS = ['name', 'school_username', 'createdAt', 'stage_spelling', 'stage_number', 'id'] as const

/** Resources whose API path is not simply their name, and how their calls differ from Payload's REST. */
export const resourceMap: ResourceMap = {
  classes: {
    path: SCHOOL_PATHS.classes,
    filters: plainFilters(['includeSubgroups']),
    sorts: ['name', 'createdAt'],
    updateMethod: 'PUT',
    writable: ['name', 'teacherIds', 'pupilIds', 'subgroups'],
    fromApi: (record) => ({ ...record, teacherIds: ((record as SchoolClass).teachers ?? []).map((teacher) => teacher.id) }),
    // Subgroups go as the API takes them: existing ones by id and name, new ones by name only.
    toApi: (body) =>
      Array.isArray(body.subgroups)
        ? {
            ...body,
            subgroups: (body.subgroups as Array<{ id?: number; name?: string } | null>)
              .filter((subgroup): subgroup is { id?: number; name: string } =>
                Boolean(subgroup && typeof subgroup.name === 'string' && subgroup.name.trim()),
              )
              .map(({ id, name }) => (id ? { id, name: name.trim() } : { name: name.trim() })),
          }
        : body,
    getMany: { mode: 'all', path: SCHOOL_PATHS.allClasses, query: { includeSubgroups: 'true' } },
  },
  pupils: {
    path: SCHOOL_PATHS.pupils,
    filters: plainFilters(['group', 'school_username']),
    sorts: PUPIL_SORTS,
    updateMethod: 'PUT',
    writable: ['name', 'school_username', 'password', 'stage_spelling', 'stage_number', 'groups'],
    getMany: { mode: 'each' },
    bulkDelete: { idsField: 'pupilIds' },
  },
  teachers: {
    path: SCHOOL_PATHS.teachers,
    filters: plainFilters([]),
    sorts: ['name', 'email'],
    writable: ['name', 'email', 'username'],
    getMany: { mode: 'all', path: SCHOOL_PATHS.teachers, query: { limit: 200 } },
  },
  'deleted-users': {
    path: SCHOOL_PATHS.deletedUsers,
    filters: plainFilters([]),
    // Newest first, always: the API takes no sort.
    sorts: [],
  },
}

const classPath = (classId: Identifier, rest = '') => `${SCHOOL_PATHS.classes}/${encodeURIComponent(String(classId))}${rest}`
const docsOf = <T>(json: unknown): T[] => toListResult(json as PaginatedDocs).data as unknown as T[]
const idList = (ids: readonly Identifier[]) => ids.map(Number)

/** The school hub's calls beyond CRUD, on the same data provider (`useDataProvider<ConsoleDataProvider>()`). */
export const schoolMethods = {
  /** Every class of the school at once (pickers, filters), with subgroups unless asked not to. */
  getAllClasses: async ({ includeSubgroups = true, predictStage = false } = {}): Promise<SchoolClass[]> => {
    const { json } = await apiRequest(SCHOOL_PATHS.allClasses, {
      query: { includeSubgroups: includeSubgroups ? 'true' : undefined, predictStage: predictStage ? 'true' : undefined },
    })
    return docsOf<SchoolClass>(json)
  },

  /** The signed-in teacher's own classes (not subgroups), with their subgroups and pupil counts. */
  getMyClasses: async (): Promise<SchoolClass[]> =>
    docsOf<SchoolClass>((await apiRequest(SCHOOL_PATHS.myClasses)).json).filter(
      (group) => group.parent === null || group.parent === undefined,
    ),

  /** The school: name, counts and (for its admins) the join code. */
  getSchool: async (schoolId: Identifier) =>
    (
      await apiRequest<{
        id: number
        name: string
        code: string | null
        account_region: string
        counts: { pupils: number; teachers: number; groups: number }
      }>(`schools/${encodeURIComponent(String(schoolId))}`)
    ).json,

  /** Puts pupils in a class; with `move`, they also leave every other class (moving between classes). */
  addPupilsToClass: async (classId: Identifier, pupilIds: readonly Identifier[], { move = false } = {}) =>
    unwrapDoc<SchoolClass & { added?: number; moved?: number }>(
      (await apiRequest(classPath(classId, '/pupils'), { method: 'POST', body: { pupilIds: idList(pupilIds), move: move ? 1 : 0 } })).json,
    ),

  /** Takes pupils out of a class and its subgroups (they stay in the school). */
  removePupilsFromClass: async (classId: Identifier, pupilIds: readonly Identifier[]) =>
    unwrapDoc<SchoolClass & { removed?: number }>(
      (await apiRequest(classPath(classId, '/pupils/remove'), { method: 'POST', body: { pupilIds: idList(pupilIds) } })).json,
    ),

  /** Puts pupils of a class in one of its subgroups. */
  addPupilsToSubgroup: async (classId: Identifier, subgroupId: Identifier, pupilIds: readonly Identifier[]) =>
    unwrapDoc<SchoolClass>(
      (
        await apiRequest(classPath(classId, `/groups/${encodeURIComponent(String(subgroupId))}/pupils`), {
          method: 'POST',
          body: { pupilIds: idList(pupilIds), move: 0 },
        })
      ).json,
    ),

  /**
   * Makes `amount` pupils with usernames from the safe word list and new passwords, in calls of at most
   * `batch`, reporting progress after each. A failure part-way rejects with GenerateStopped, which
   * carries the pupils already made (their passwords are only ever in these answers).
   */
  generatePupils: async (
    request: GeneratePupilsRequest,
    {
      batch = GENERATE_BATCH,
      onProgress,
      signal,
    }: { batch?: number; onProgress?: (done: number, total: number) => void; signal?: AbortSignal } = {},
  ): Promise<Pupil[]> => {
    const made: Pupil[] = []
    const total = Math.max(0, Math.floor(request.amount))
    onProgress?.(0, total)
    for (const amount of batchSizes(total, batch)) {
      if (signal?.aborted) throw new GenerateStopped(new Error('Stopped'), made)
      try {
        const { json } = await apiRequest(`${SCHOOL_PATHS.pupils}/generate`, { method: 'POST', body: { ...request, amount }, signal })
        made.push(...docsOf<Pupil>(json))
      } catch (error) {
        throw new GenerateStopped(error, made)
      }
      onProgress?.(made.length, total)
    }
    return made
  },

  /**
   * Imports pupils from a CSV file's text, or with `dryRun` only checks it. Every row is checked first: any
   * problem rejects with a 422 HttpError whose body's `fields` are `rows.<line>.<column>`, and nothing is
   * imported.
   */
  importPupils: async (csv: string, { dryRun = false } = {}): Promise<ImportSummary> =>
    (await apiRequest<ImportSummary>(SCHOOL_PATHS.pupils, { method: 'PUT', body: { csv, dryRun } })).json,

  /** A new password for one pupil, answered once (`password`). */
  resetPupilPassword: async (pupilId: Identifier): Promise<Pupil> =>
    unwrapDoc<Pupil>(
      (
        await apiRequest(`${SCHOOL_PATHS.pupils}/${encodeURIComponent(String(pupilId))}`, {
          method: 'PUT',
          body: { generatePassword: true },
        })
      ).json,
    ),

  /** Suggests a free school username (from a name when given). */
  suggestUsername: async (name?: string): Promise<string> =>
    (await apiRequest<{ username: string }>('users/generate', { query: { name: name?.trim() || undefined } })).json.username,

  /** New passwords for every pupil of a class, for login cards (shown once; old passwords stop working). */
  classPasswords: async (classId: Identifier): Promise<LoginCardDoc[]> =>
    docsOf<LoginCardDoc>((await apiRequest(classPath(classId, '/pupils/passwords'), { method: 'POST' })).json),

  /** A new sign-in key per pupil of a class, for QR login cards; the class's earlier keys stop working. */
  issueSignInKeys: async (classId: Identifier): Promise<LoginCardDoc[]> =>
    docsOf<LoginCardDoc>((await apiRequest(classPath(classId, '/pupils/signinkeys'), { method: 'POST' })).json),

  /** Every sign-in key of a class stops working (printed QR cards no longer sign in). */
  revokeSignInKeys: async (classId: Identifier): Promise<{ revoked: number }> =>
    (await apiRequest<{ revoked: number }>(classPath(classId, '/pupils/signinkeys'), { method: 'DELETE' })).json,

  /** Emails an invitation (a code and a link, valid for 7 days) to join the school as a teacher. */
  inviteTeacher: async (email: string): Promise<{ invited: string; expiresAt: string }> =>
    (
      await apiRequest<{ invited: string; expiresAt: string }>(`${SCHOOL_PATHS.teachers}/invite`, {
        method: 'POST',
        body: { email: email.trim() },
      })
    ).json,

  /** Makes a teacher a school admin, or no longer one (the API refuses to demote the last admin: 409). */
  setTeacherAdmin: async (teacherId: Identifier, admin: boolean): Promise<Teacher> =>
    unwrapDoc<Teacher>(
      (await apiRequest(`${SCHOOL_PATHS.teachers}/${encodeURIComponent(String(teacherId))}/admin`, { method: admin ? 'PUT' : 'DELETE' }))
        .json,
    ),

  /** Brings deleted users back, with their classes and data. */
  recoverDeletedUsers: async (userIds: readonly Identifier[]) =>
    (
      await apiRequest<{ recovered: number; ids: number[] }>(`${SCHOOL_PATHS.deletedUsers}/recover`, {
        method: 'POST',
        body: { userIds: idList(userIds) },
      })
    ).json,

  recoverAllDeletedUsers: async () =>
    (await apiRequest<{ recovered: number; ids: number[] }>(`${SCHOOL_PATHS.deletedUsers}/recover/all`, { method: 'POST' })).json,

  /** Moves everything of a deleted user to an existing one (a pupil into a pupil), then purges the deleted one. */
  mergeDeletedUser: async (deletedUserId: Identifier, intoUserId: Identifier) =>
    (
      await apiRequest<{ merged: number; into: number; moved: number }>(`${SCHOOL_PATHS.deletedUsers}/merge`, {
        method: 'PATCH',
        body: { deletedUserId: Number(deletedUserId), intoUserId: Number(intoUserId) },
      })
    ).json,

  /** People at the school (for pickers): `role` pupil or staff, `q` free text; one page. */
  searchSchoolUsers: async ({ q, role, limit = 20 }: { q?: string; role?: 'pupil' | 'staff'; limit?: number }): Promise<SchoolUser[]> =>
    docsOf<SchoolUser>((await apiRequest(SCHOOL_PATHS.schoolUsers, { query: { q: q?.trim() || undefined, role, limit } })).json),
}

export type ConsoleDataProvider = DataProvider & typeof schoolMethods & typeof spellingMethods

// The spelling hub (lists, homework, results) adds its resources and calls from spelling/api.ts.
export const dataProvider: ConsoleDataProvider = {
  ...withSpelling(createDataProvider({ resources: { ...resourceMap, ...spellingResources } })),
  ...schoolMethods,
  ...spellingMethods,
}

// The school hub's part of the console's data provider: resources under users/me/school/ (the school the
// signed-in teacher manages now) and the calls that are not plain CRUD.
import type { Identifier } from 'ra-core'

import { SEARCH_FILTER, toListResult, unwrapDoc } from '../data/provider'
import type { DataHub, PaginatedDocs, ResourceMap } from '../data/types'
import { apiRequest, type QueryValue } from '../http'
import type { GeneratePupilsRequest, ImportSummary, LoginCardDoc, Pupil, SchoolClass, SchoolUser, Teacher } from './types'

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

/** The school hub's resources: where they live under users/me/school/, and how their calls differ from Payload's REST. */
const schoolResources: ResourceMap = {
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

/** The school hub's calls beyond CRUD, on the console's one data provider (`useConsoleDataProvider()`). */
const schoolMethods = {
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

export const schoolHub: DataHub<typeof schoolMethods> = { resources: schoolResources, methods: schoolMethods }

// The school hub's records as the API answers them (README, "School management"): classes, pupils,
// teachers, deleted users, and the answers of its calls beyond CRUD.
import type { RaRecord } from 'ra-core'

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

/** Someone at the school, as `GET users/me/school/users` answers. */
export interface SchoolUser {
  id: number
  name: string | null
  role: 'pupil' | 'teacher'
  username: string | null
  school_username: string | null
  email: string | null
}

/** A deleted pupil or teacher, kept until `purgeAt` (recoverable until then). */
export interface DeletedUser extends SchoolUser, RaRecord {
  id: number
  deletedAt: string
  purgeAt: string
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

/** Paging in Payload's list shape, for lists answered from plain SQL (the query's paging is endpoints/school/common.schema.ts `paging`). */
export type Page<T> = {
  docs: T[]
  totalDocs: number
  limit: number
  page: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
}

export function toPage<T>(docs: T[], totalDocs: number, page: number, limit: number): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit))
  return { docs, totalDocs, limit, page, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 }
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit

/** `%` and `_` typed by a user match themselves, not everything. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Paging in Payload's list shape, for lists answered from plain SQL. */
import { z } from 'zod'

export const ZPage = {
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(25),
}

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

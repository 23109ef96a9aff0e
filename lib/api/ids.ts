/**
 * The one schema for record ids, which every endpoint's input uses. Every collection is a Payload collection
 * on PostgreSQL with `serial` ids (PostgreSQL `integer`), so an id is a whole number from 1 to 2,147,483,647;
 * anything else names a record that cannot exist. Checked here, a too-large id never reaches a query (where
 * PostgreSQL would refuse it with "out of range for type integer", a 500).
 *
 * - `id(what)`: one id in a body or query (`12`, or `"12"` as query strings and older clients send it).
 *   Out of range or not a whole number → 422 INVALID_DATA naming the field.
 * - `idList(what, max)`: a list of ids in a body (`[1, 2]`).
 * - `idListQuery(what, max)`: a list of ids in a query string (`1,2,3`).
 * - `idParam(what)` / `idParams(what)`: an id in the path. The route only matches digits (define-endpoint
 *   gives the router the pattern, so `pupils/timestablescompetency` is an unknown route, 404
 *   ROUTE_NOT_FOUND); digits outside the range name a record that cannot exist: 404 NOT_FOUND.
 */
import { z } from 'zod'

/** PostgreSQL `integer`, the type of every `serial` id column. */
export const MAX_ID = 2_147_483_647

/** What a path parameter that is an id matches in the route (anything else is another route, or none). */
export const ID_SEGMENT = /^\d+$/

const DIGITS = /^\d{1,30}$/
const message = (what: string) => `Must be ${what} id`

const inRange = (what: string) =>
  z
    .number({ error: message(what) })
    .int(message(what))
    .min(1, message(what))
    .max(MAX_ID, message(what))

/** One id in a body or a query string. */
export const id = (what: string) =>
  z.preprocess((value) => (typeof value === 'string' && DIGITS.test(value.trim()) ? Number(value.trim()) : value), inRange(what))

/** A list of ids in a body: `[1, 2]`. */
export const idList = (what: string, max = 2000) =>
  z.array(inRange(what), { error: `Give a list of ${what} ids` }).max(max, `At most ${max} at a time`)

/** A list of ids in a query string: `1,2,3`. */
export const idListQuery = (what: string, max = 2000) =>
  z
    .string({ error: `Give ${what} ids separated by commas` })
    .regex(/^\d+(,\d+)*$/, `Give ${what} ids separated by commas`)
    .transform((s) => s.split(',').map(Number))
    .refine((ids) => ids.length <= max, `At most ${max} at a time`)
    .refine((ids) => ids.every((n) => n >= 1 && n <= MAX_ID), message(what))

/** Path parameters that are ids: define-endpoint reads this to build the route's pattern and to answer 404. */
export const idParamSchemas = new WeakSet<z.ZodType>()

/** One id in the path. */
export const idParam = (what: string) => {
  const schema = z
    .string()
    .regex(ID_SEGMENT, message(what))
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, message(what))
  idParamSchemas.add(schema)
  return schema
}

/** Path parameters `{ id }`, one id. */
export const idParams = (what: string) => z.strictObject({ id: idParam(what) })

export const isIdParam = (schema: unknown): boolean => Boolean(schema) && idParamSchemas.has(schema as z.ZodType)

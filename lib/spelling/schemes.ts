/**
 * Spelling schemes (stages of weekly lists, in GB and US variants) and suggested lists by locale: public
 * lists, everyone's to read, so every statement here keeps to `visibility = 'public'`.
 */
import { AppError } from '../api/errors'
import type { Operation } from '../data/db'
import { tables, type RowOf } from '../data/schema'
import { sql } from '../data/sql'
import type { WordLocale } from '../dictionary/types'
import { spellingSeedData } from '../../seed/spelling'
import { LIST_COLUMNS, LIST_FROM, listBody, listsDb, type ListRow } from './list-access'

/** The schemes' names and their variants' names, from the seed data they come from. */
const schemeNames = () => new Map(spellingSeedData().schemes.map((s) => [s.slug, s]))

type VariantSummary = Pick<RowOf<typeof tables.word_lists>, 'variant' | 'locale'> & { scheme: string; stages: number; lists: number }

/** Each scheme (or the one named) with its variants. */
async function schemeSummaries(op: Operation, slug?: string) {
  const rows = await (
    await listsDb(op)
  ).rows<VariantSummary>(
    sql`SELECT scheme, variant, locale::text AS locale, count(DISTINCT stage)::int AS stages, count(*)::int AS lists
     FROM ${tables.word_lists} WHERE scheme IS NOT NULL AND deleted_at IS NULL AND visibility = 'public' AND (${slug ?? null}::text IS NULL OR scheme = ${slug ?? null})
     GROUP BY scheme, variant, locale ORDER BY scheme, variant`,
  )
  const names = schemeNames()
  const schemes = new Map<string, { slug: string; name: string; variants: unknown[] }>()
  for (const row of rows) {
    const meta = names.get(row.scheme)
    const scheme = schemes.get(row.scheme) ?? { slug: row.scheme, name: meta?.name ?? row.scheme, variants: [] }
    scheme.variants.push({
      variant: row.variant,
      locale: row.locale,
      name: meta?.variants.find((v) => v.variant === row.variant)?.name ?? row.variant,
      stages: row.stages,
      lists: row.lists,
    })
    schemes.set(row.scheme, scheme)
  }
  return [...schemes.values()]
}

/** GET lists/scheme: every scheme with its variants. */
export async function allSchemes(op: Operation) {
  const docs = await schemeSummaries(op)
  return { docs, totalDocs: docs.length }
}

/** GET lists/schemes/{scheme}: one scheme with its variants; 404 for an unknown one. */
export async function oneScheme(op: Operation, slug: string) {
  const [found] = await schemeSummaries(op, slug)
  if (!found) throw new AppError('NOT_FOUND', { message: 'No such scheme' })
  return found
}

/** GET lists/schemes/{scheme}/{variant}?stage=: the variant's stages, each with its weekly lists; 404 for an unknown scheme or variant. */
export async function schemeVariant(op: Operation, slug: string, variant: string, stage?: number) {
  const rows = await (
    await listsDb(op)
  ).rows<ListRow>(
    sql`SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.scheme = ${slug} AND l.variant = ${variant} AND l.deleted_at IS NULL
       AND l.visibility = 'public' AND (${stage ?? null}::int IS NULL OR l.stage = ${stage ?? null}) ORDER BY l.stage, l.week, l.id`,
  )
  if (!rows.length && stage === undefined) throw new AppError('NOT_FOUND', { message: 'No such scheme or variant' })
  const meta = schemeNames().get(slug)
  const stages = new Map<number, { stage: number; name: string | null; lists: unknown[] }>()
  for (const row of rows) {
    const entry = stages.get(row.stage ?? 0) ?? { stage: row.stage ?? 0, name: row.stage_name, lists: [] }
    entry.lists.push(listBody(row, op.user))
    stages.set(row.stage ?? 0, entry)
  }
  const variantMeta = meta?.variants.find((v) => v.variant === variant)
  return {
    scheme: slug,
    name: meta?.name ?? slug,
    variant,
    variantName: variantMeta?.name ?? variant,
    locale: rows[0]?.locale ?? variantMeta?.locale ?? null,
    stages: [...stages.values()],
  }
}

/** GET users/me/lists/scheme: the `inkwell-spelling` scheme in the caller's spelling (the US variant for US and Canadian schools). */
export function mySchemeVariant(op: Operation, stage?: number) {
  const region = op.user.school?.accountRegion
  return schemeVariant(op, 'inkwell-spelling', region === 'US' || region === 'CA' ? 'us' : 'gb', stage)
}

/** GET lists/suggested/{locale}: suggested lists for a locale; locales without their own get the British ones (en_CA the American ones). */
export async function suggestedLists(op: Operation, locale: WordLocale) {
  const own = locale === 'en_US' || locale === 'en_CA' ? 'en_US' : 'en_GB'
  const rows = await (
    await listsDb(op)
  ).rows<ListRow>(
    sql`SELECT ${LIST_COLUMNS} FROM ${LIST_FROM}
        WHERE l.suggested AND l.deleted_at IS NULL AND l.visibility = 'public' AND l.locale::text = ${own} ORDER BY l.id`,
  )
  return { locale, docs: rows.map((r) => listBody(r, op.user)), totalDocs: rows.length }
}

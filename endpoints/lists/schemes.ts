/** Spelling schemes (stages of weekly lists, in GB and US variants) and suggested lists by locale. */
import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { AppError } from '../../lib/api/errors'
import type { AuthUser } from '../../lib/auth/types'
import { connectionFor, type Sql } from '../../lib/data/connection'
import { toWordLocale } from '../../lib/dictionary/types'
import { LIST_COLUMNS, LIST_FROM, listBody, type ListRow } from '../../lib/spelling/list-access'
import { spellingSeedData } from '../../seed/spelling'
import { allOf, ZScheme, ZSchemeVariant, ZSuggestedLists } from './lists.schema'

const schemeNames = () => new Map(spellingSeedData().schemes.map((s) => [s.slug, s]))

async function schemeSummaries(sql: Sql, slug?: string) {
  const { rows } = await sql.query<{ scheme: string; variant: string; locale: string; stages: number; lists: number }>(
    `SELECT scheme, variant, locale::text AS locale, count(DISTINCT stage)::int AS stages, count(*)::int AS lists
     FROM word_lists WHERE scheme IS NOT NULL AND deleted_at IS NULL AND visibility = 'public' AND ($1::text IS NULL OR scheme = $1)
     GROUP BY scheme, variant, locale ORDER BY scheme, variant`,
    [slug ?? null],
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

async function schemeVariant(sql: Sql, user: AuthUser, slug: string, variant: string, stage?: number) {
  const { rows } = await sql.query<ListRow>(
    `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.scheme = $1 AND l.variant = $2 AND l.deleted_at IS NULL AND l.visibility = 'public'
       AND ($3::int IS NULL OR l.stage = $3) ORDER BY l.stage, l.week, l.id`,
    [slug, variant, stage ?? null],
  )
  if (!rows.length && stage === undefined) throw new AppError('NOT_FOUND', { message: 'No such scheme or variant' })
  const meta = schemeNames().get(slug)
  const stages = new Map<number, { stage: number; name: string | null; lists: unknown[] }>()
  for (const row of rows) {
    const entry = stages.get(row.stage ?? 0) ?? { stage: row.stage ?? 0, name: row.stage_name, lists: [] }
    entry.lists.push(listBody(row, user))
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

const ZStageQuery = input({ stage: z.coerce.number().int().min(1).max(20).optional() })
const ZSlug = z.string().regex(/^[a-z0-9-]{1,60}$/, 'Not a scheme name')

/** GET lists/scheme: the schemes there are, with their variants: `{ docs: [{ slug, name, variants: [{ variant, locale, name, stages, lists }] }] }`. */
export const schemes = defineEndpoint({
  id: 'lists.scheme',
  method: 'get',
  path: 'lists/scheme',
  access: authenticated,
  response: allOf(ZScheme),
  description:
    'The spelling schemes (stages of weekly lists by spelling pattern), each with its variants (gb, us) and how many stages and lists they have.',
  handler: async ({ payload, req }) => {
    const docs = await schemeSummaries(await connectionFor(payload, req))
    return { docs, totalDocs: docs.length }
  },
})

/** GET lists/schemes/{scheme}: one scheme and its variants. */
export const scheme = defineEndpoint({
  id: 'lists.schemes.get',
  method: 'get',
  path: 'lists/schemes/{scheme}',
  access: authenticated,
  params: input({ scheme: ZSlug }),
  response: ZScheme,
  handler: async ({ payload, req, params }) => {
    const [found] = await schemeSummaries(await connectionFor(payload, req), params.scheme)
    if (!found) throw new AppError('NOT_FOUND', { message: 'No such scheme' })
    return found
  },
})

/** GET lists/schemes/{scheme}/{variant}?stage=: the variant's stages, each with its weekly lists. */
export const schemeVariantEndpoint = defineEndpoint({
  id: 'lists.schemes.variant',
  method: 'get',
  path: 'lists/schemes/{scheme}/{variant}',
  access: authenticated,
  params: input({ scheme: ZSlug, variant: ZSlug }),
  query: ZStageQuery,
  response: ZSchemeVariant,
  description: '`stage` keeps that stage alone (`stages` is empty when there is none). An unknown scheme or variant answers 404.',
  handler: async ({ payload, req, user, params, query }) =>
    schemeVariant(await connectionFor(payload, req), user, params.scheme, params.variant, query.stage),
})

/** GET users/me/lists/scheme?stage=: the scheme in the caller's spelling (US schools get the US variant). */
export const myScheme = defineEndpoint({
  id: 'lists.me.scheme',
  method: 'get',
  path: 'users/me/lists/scheme',
  access: authenticated,
  query: ZStageQuery,
  response: ZSchemeVariant,
  description: 'The `inkwell-spelling` scheme in the caller’s spelling: the US variant for US and Canadian schools, else the British one.',
  handler: async ({ payload, req, user, query }) => {
    const variant = user.school?.accountRegion === 'US' || user.school?.accountRegion === 'CA' ? 'us' : 'gb'
    return schemeVariant(await connectionFor(payload, req), user, 'inkwell-spelling', variant, query.stage)
  },
})

/** GET lists/suggested/{locale}: suggested lists for a locale (en_GB, en-gb…); others fall back to British spellings. */
export const suggested = defineEndpoint({
  id: 'lists.suggested',
  method: 'get',
  path: 'lists/suggested/{locale}',
  access: authenticated,
  params: input({
    locale: z
      .string()
      .max(10)
      .transform((v, ctx) => toWordLocale(v) ?? (ctx.addIssue({ code: 'custom', message: 'Not a locale we have lists for' }), z.NEVER)),
  }),
  response: ZSuggestedLists,
  description:
    'Suggested lists for a locale, written either way (`en_GB`, `en-gb`). Locales without their own suggestions get the British ones (en_CA the American ones); `locale` answers the locale asked for.',
  handler: async ({ payload, req, user, params }) => {
    const sql = await connectionFor(payload, req)
    const locale = params.locale === 'en_US' || params.locale === 'en_CA' ? 'en_US' : params.locale === 'en_GB' ? 'en_GB' : 'en_GB'
    const { rows } = await sql.query<ListRow>(
      `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.suggested AND l.deleted_at IS NULL AND l.visibility = 'public' AND l.locale::text = $1 ORDER BY l.id`,
      [locale],
    )
    return { locale: params.locale, docs: rows.map((r) => listBody(r, user)), totalDocs: rows.length }
  },
})

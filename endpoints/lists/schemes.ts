/** Spelling schemes (stages of weekly lists, in GB and US variants) and suggested lists by locale. */
import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { toWordLocale } from '../../lib/dictionary/types'
import { allSchemes, mySchemeVariant, oneScheme, schemeVariant, suggestedLists } from '../../lib/spelling/schemes'
import { allOf, ZScheme, ZSchemeVariant, ZSuggestedLists } from './lists.schema'

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
  handler: ({ payload, req, user }) => allSchemes({ payload, req, user }),
})

/** GET lists/schemes/{scheme}: one scheme and its variants. */
export const scheme = defineEndpoint({
  id: 'lists.schemes.get',
  method: 'get',
  path: 'lists/schemes/{scheme}',
  access: authenticated,
  params: input({ scheme: ZSlug }),
  response: ZScheme,
  handler: ({ payload, req, user, params }) => oneScheme({ payload, req, user }, params.scheme),
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
  handler: ({ payload, req, user, params, query }) => schemeVariant({ payload, req, user }, params.scheme, params.variant, query.stage),
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
  handler: ({ payload, req, user, query }) => mySchemeVariant({ payload, req, user }, query.stage),
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
  handler: ({ payload, req, user, params }) => suggestedLists({ payload, req, user }, params.locale),
})

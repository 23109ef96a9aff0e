/**
 * The published API contract: an OpenAPI 3.1 document made from the endpoint definitions themselves (their zod
 * schemas, access rules, examples, descriptions and declared answers), served at GET /api/openapi.json and drawn
 * at /api/docs. Schemas go through zod's own JSON Schema output (JSON Schema 2020-12, OpenAPI 3.1's dialect).
 *
 * Building never throws: a schema zod cannot convert is documented as any value and named in `problems`, which
 * the unit test requires to be empty, so that a bad schema fails CI rather than the reference page.
 */
import { z, type ZodType } from 'zod'
import { accessRules } from '../../access'
import { SESSION_COOKIE } from '../auth/sessions'
import type { AuthUser } from '../auth/types'
import { ROLES, type Role } from '../roles'
import { toRoutePath, type ApiEndpoint, type ResponseSpec } from './define-endpoint'
import { AppError, ERRORS, errorBody, type ErrorBody, type ErrorCode } from './errors'

/** A JSON Schema (2020-12) as zod writes it; only the parts read here are named. */
type JsonSchema = { [keyword: string]: unknown; properties?: Record<string, JsonSchema>; required?: string[]; description?: string }
type Json = Record<string, unknown>
export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema } & Json
export type Responses = Record<string, Json>
export type Operation = { operationId: string; tags: string[]; parameters: Parameter[]; responses: Responses; requestBody?: Json } & Json
/** The document, typed as far as its readers (the tests, the docs page) need. */
export type OpenApiDocument = {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, JsonSchema> } & Json
} & Json
type Io = 'input' | 'output'

/** The body of every error answer (lib/api/errors.ts `errorBody`), as a schema: the document's one Error component. */
export const ZErrorBody = z
  .object({
    error: z.string().describe('What went wrong, in words a person can read'),
    code: z.enum(Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]]).describe('What went wrong, for programs'),
    reference: z.string().describe('Names this answer in the server log; also sent as the X-Error-Reference header'),
    fields: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .describe('422: each field that is wrong (`(body)` for the body as a whole) and why'),
    attemptsRemaining: z.number().int().min(0).optional().describe('Sign-in and second-factor calls: tries left before a wait'),
    authHint: z.enum(['login', 'mfa', 'expired']).optional().describe('401: what the client can do about it'),
  })
  .describe('The body of every error answer') satisfies ZodType<ErrorBody>

/** Whether a declared answer says what comes back: a schema, a file's content type, or no body (204, a redirect). */
export const declaresItsAnswer = (spec: ResponseSpec | undefined) =>
  Boolean(spec && (spec.schema || spec.contentType || spec.status === 204 || spec.status === 302))

/** Where a response or schema reference points in the document. */
const ref = (kind: 'schemas' | 'responses' | 'headers', name: string) => ({ $ref: `#/components/${kind}/${name}` })

const STATUS_WORDS: Record<ResponseSpec['status'], string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  302: 'Redirect',
}

/**
 * The roles an access rule lets in, worked out by asking the rule itself about a user of each role (the rules
 * look at the role alone; a rule that wants more of the user admits nobody here rather than failing the
 * document). `anyone` for rules that let anonymous callers in; undefined for a rule access/index.ts does not list.
 */
function admittedRoles(ruleName: string): Role[] | 'anyone' | undefined {
  const rule = Object.values(accessRules).find((r) => r.name === ruleName)
  if (!rule) return undefined
  if (rule.allowsAnonymous) return 'anyone'
  return ROLES.filter((role) => {
    try {
      return rule.check({ role } as AuthUser)
    } catch {
      return false
    }
  })
}

function accessLine(ruleName: string, roles: Role[] | 'anyone' | undefined): string {
  if (roles === 'anyone') return '**Who may call it:** anyone, signed in or not.'
  if (!roles) return `**Who may call it:** \`${ruleName}\`.`
  const who = roles.length === ROLES.length ? 'any signed-in user' : roles.join(', ')
  return `**Who may call it:** \`${ruleName}\` (${who}).`
}

/** `lists/{id}/favourite/teachers/{id}` → `/lists/{id}/favourite/teachers/{id2}`: the names the handler receives. */
export const openApiPath = (endpoint: Pick<ApiEndpoint, 'apiPath'>) => toRoutePath(endpoint.apiPath).replace(/:([A-Za-z0-9_]+)/g, '{$1}')

export const operationIdOf = (endpoint: Pick<ApiEndpoint, 'catalogueId' | 'method' | 'apiPath'>) =>
  endpoint.catalogueId ?? `${endpoint.method}_${endpoint.apiPath.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`

/**
 * An endpoint's area, the tag it is listed under: the catalogue id's area (`school.get` → school). A call outside
 * the catalogue takes the most common area among catalogue calls sharing at least its first two path segments
 * (`users/me/school/groups/{id}` → groups), else the area its first segment names (`auth/key` → auth), else `system`.
 */
function areaOf(endpoint: ApiEndpoint, catalogued: ApiEndpoint[]): string {
  const areaOfId = (id: string) => id.split('.')[0]
  if (endpoint.catalogueId) return areaOfId(endpoint.catalogueId)
  const segments = endpoint.apiPath.split('/')
  const shared = (other: ApiEndpoint) => {
    const theirs = other.apiPath.split('/')
    let n = 0
    while (n < segments.length && segments[n] === theirs[n]) n++
    return n
  }
  const longest = Math.max(0, ...catalogued.map(shared))
  if (longest >= 2) {
    const counts = new Map<string, number>()
    for (const other of catalogued.filter((e) => shared(e) === longest)) {
      const area = areaOfId(other.catalogueId!)
      counts.set(area, (counts.get(area) ?? 0) + 1)
    }
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0]
  }
  return catalogued.some((e) => areaOfId(e.catalogueId!) === segments[0]) ? segments[0] : 'system'
}

/** A description's first sentence as plain text (a summary is not Markdown). */
const firstSentence = (text: string) => (/^(.+?[.!?])(\s|$)/s.exec(text.trim())?.[1] ?? text.trim()).replace(/[`*]/g, '')

/** The many `{ type: 'string', format: 'date-time' }`: dates leave as ISO strings in JSON. */
const describeDates: z.core.JSONSchemaGeneratorParams['override'] = ({ zodSchema, jsonSchema }) => {
  if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' })
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * Converts zod schemas into the document's schemas. zod writes each conversion's named (`.meta({ id })`) and
 * recursive schemas as `$defs` with `#/$defs/…` references, which inside an OpenAPI document would point at its
 * root: they move to `components.schemas` (a named schema as its id, `<id>Input` when read as a request, whose
 * JSON differs) and the references follow.
 */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {}
  readonly problems: string[] = []
  /** A schema many calls share (a school, a page of pupils) is converted once: conversion is most of the build. */
  private readonly done = new Map<ZodType, Partial<Record<Io, JsonSchema>>>()

  convert(schema: ZodType, io: Io, where: string): JsonSchema {
    const done = this.done.get(schema) ?? {}
    this.done.set(schema, done)
    // A copy for each use: sharing repeated schemas (shareRepeatedSchemas) rewrites them in place.
    return structuredClone((done[io] ??= this.convertOnce(schema, io, where)))
  }

  private convertOnce(schema: ZodType, io: Io, where: string): JsonSchema {
    let json: Record<string, unknown>
    try {
      json = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'ref', override: describeDates }) as Record<
        string,
        unknown
      >
    } catch (err) {
      this.problems.push(`${where}: ${(err as Error).message}`)
      return { description: 'Not described: its schema could not be converted' }
    }
    const { $schema: _dialect, $defs, ...rest } = json
    const defs = ($defs ?? {}) as Record<string, unknown>
    const names = new Map(
      Object.keys(defs).map((name) => {
        // zod names unnamed (recursive) schemas `__schema0`, …: unique only within one conversion.
        const component = name.startsWith('__') ? `${where}.${name.slice(2)}` : io === 'input' ? `${name}Input` : name
        return [name, component.replace(/[^A-Za-z0-9._-]+/g, '_')] as const
      }),
    )
    const relink = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(relink)
      if (!node || typeof node !== 'object') return node
      return Object.fromEntries(
        Object.entries(node).map(([key, value]) => {
          const def = key === '$ref' && typeof value === 'string' ? /^#\/\$defs\/(.+)$/.exec(value)?.[1] : undefined
          return [key, def !== undefined && names.has(def) ? ref('schemas', names.get(def)!).$ref : relink(value)]
        }),
      )
    }
    for (const [name, def] of Object.entries(defs)) {
      const component = names.get(name)!
      const relinked = relink(def) as JsonSchema
      if (!(component in this.components)) this.components[component] = relinked
      else if (!sameJson(this.components[component], relinked)) this.problems.push(`${where}: two schemas are both named ${component}`)
    }
    return relink(rest) as JsonSchema
  }
}

/** Object schemas smaller than this (characters of JSON) stay where they are used, even when repeated. */
const SHARED_SCHEMA_MIN_SIZE = 300

/**
 * Object schemas that recur across operations (the same zod schema answered by several calls: the session user,
 * a pupil, a page of lists) move to `components.schemas`, named after their first use (`auth.login.response.user`),
 * and each use becomes a reference: the document is a third of the size and a reader sees one model, not fifteen
 * copies. A repeat is counted once per place it occurs outside another repeat, so a schema that only ever appears
 * inside a shared one stays inside it.
 */
function shareRepeatedSchemas(operations: Operation[], components: Record<string, JsonSchema>) {
  type Slot = { holder: Record<string, unknown>; key: string; hint: string }
  const roots: Slot[] = operations.flatMap((operation) => {
    const bodies = [
      ...Object.values((operation.requestBody?.content ?? {}) as Record<string, Json>).map((media) => ({ media, hint: 'body' })),
      ...Object.values(operation.responses)
        .filter((response) => !('$ref' in response))
        .flatMap((response) =>
          Object.values((response.content ?? {}) as Record<string, Json>).map((media) => ({ media, hint: 'response' })),
        ),
    ]
    return bodies
      .filter(({ media }) => media.schema)
      .map(({ media, hint }) => ({ holder: media, key: 'schema', hint: `${operation.operationId}.${hint}` }))
  })
  /** The schemas directly inside a schema, with the name each would take from this place. */
  const children = (node: Record<string, unknown>, hint: string): Slot[] => {
    const slots: Slot[] = []
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== 'object') continue
      if (key === 'properties' || key === '$defs') {
        for (const name of Object.keys(value)) slots.push({ holder: value as Record<string, unknown>, key: name, hint: `${hint}.${name}` })
      } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
        slots.push({ holder: node, key, hint: `${hint}.item` })
      } else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf' || key === 'prefixItems') {
        ;(value as unknown[]).forEach((_, i) => slots.push({ holder: value as unknown as Record<string, unknown>, key: String(i), hint }))
      }
    }
    return slots
  }
  const isShareable = (node: unknown): node is Record<string, unknown> => Boolean(node && typeof node === 'object' && 'properties' in node)
  const uses = new Map<string, { count: number; name: string; shared?: boolean }>()
  /** Each visited schema's JSON, written once: the second pass looks it up before it changes anything inside. */
  const texts = new WeakMap<object, string>()
  const count = (slot: Slot) => {
    const node = slot.holder[slot.key]
    if (!node || typeof node !== 'object') return
    if (isShareable(node)) {
      const text = JSON.stringify(node)
      texts.set(node, text)
      if (text.length >= SHARED_SCHEMA_MIN_SIZE) {
        const seen = uses.get(text)
        if (seen) return void seen.count++
        uses.set(text, { count: 1, name: slot.hint.replace(/[^A-Za-z0-9._-]+/g, '_') })
      }
    }
    for (const child of children(node as Record<string, unknown>, slot.hint)) count(child)
  }
  const share = (slot: Slot) => {
    const node = slot.holder[slot.key]
    if (!node || typeof node !== 'object') return
    const text = texts.get(node)
    const use = text === undefined ? undefined : uses.get(text)
    if (use?.shared) return void (slot.holder[slot.key] = ref('schemas', use.name))
    for (const child of children(node as Record<string, unknown>, slot.hint)) share(child)
    if (use && use.count > 1) {
      while (use.name in components) use.name += '_'
      components[use.name] = node as JsonSchema
      use.shared = true
      slot.holder[slot.key] = ref('schemas', use.name)
    }
  }
  roots.forEach(count)
  roots.forEach(share)
}

/** Whether a request may leave out its body (a schema that takes undefined). */
function bodyOptional(schema: ZodType): boolean {
  try {
    return schema.safeParse(undefined).success
  } catch {
    return false
  }
}

function parametersOf(endpoint: ApiEndpoint, convert: SchemaConverter, operationId: string): Parameter[] {
  const parameters: Parameter[] = []
  const path = endpoint.schemas.params ? convert.convert(endpoint.schemas.params, 'input', `${operationId}.params`) : {}
  // Every name in the path is a parameter, typed by the params schema where it says.
  for (const [, name] of openApiPath(endpoint).matchAll(/\{([^}]+)\}/g)) {
    const schema = (path.properties?.[name] ?? { type: 'string' }) as JsonSchema
    parameters.push({ name, in: 'path', required: true, schema, ...(schema.description ? { description: schema.description } : {}) })
  }
  if (endpoint.schemas.query) {
    const query = convert.convert(endpoint.schemas.query, 'input', `${operationId}.query`)
    const examples = endpoint.example?.query ?? {}
    if (query.properties) {
      for (const [name, property] of Object.entries(query.properties)) {
        const schema = property as JsonSchema
        parameters.push({
          name,
          in: 'query',
          required: Boolean(query.required?.includes(name)),
          schema,
          ...(schema.description ? { description: schema.description } : {}),
          ...(name in examples ? { example: examples[name] } : {}),
        })
      }
    } else {
      // Not a plain object (a union of shapes): one exploded object, each of its fields a query parameter.
      parameters.push({ name: 'query', in: 'query', required: false, style: 'form', explode: true, schema: query })
    }
  }
  return parameters
}

function successResponse(endpoint: ApiEndpoint, convert: SchemaConverter, operationId: string): Responses {
  const spec = endpoint.response
  if (!spec) return { 200: { description: 'Not declared yet' } }
  const description = spec.description ?? STATUS_WORDS[spec.status]
  if (spec.status === 204) return { 204: { description } }
  if (spec.status === 302)
    return { 302: { description, headers: { Location: { schema: { type: 'string' }, description: 'Where to go' } } } }
  const contentType = spec.contentType ?? 'application/json'
  const schema = spec.schema
    ? convert.convert(spec.schema, 'output', `${operationId}.response`)
    : ({ type: 'string', format: 'binary' } satisfies JsonSchema)
  return { [spec.status]: { description, content: { [contentType]: { schema } } } }
}

/** The error answers an operation may give besides `default`: only those its definition makes possible. */
function errorResponses(endpoint: ApiEndpoint, roles: Role[] | 'anyone' | undefined): Responses {
  const { body, query, params } = endpoint.schemas
  const responses: Responses = {}
  if (endpoint.method !== 'get' && body) {
    responses[400] = ref('responses', 'BadRequest')
    responses[415] = ref('responses', 'UnsupportedMediaType')
  }
  if (roles !== 'anyone') {
    responses[401] = ref('responses', 'Unauthorised')
    responses[403] = ref('responses', 'Forbidden')
  }
  if (endpoint.apiPath.includes('{')) responses[404] = ref('responses', 'NotFound')
  if (body || query || params) responses[422] = ref('responses', 'InvalidData')
  responses.default = ref('responses', 'Error')
  return responses
}

function operationOf(endpoint: ApiEndpoint, area: string, convert: SchemaConverter): Operation {
  const operationId = operationIdOf(endpoint)
  const roles = admittedRoles(endpoint.accessRule)
  const lines = [
    endpoint.description,
    accessLine(endpoint.accessRule, roles),
    endpoint.catalogueId && `**Catalogue id:** \`${endpoint.catalogueId}\`.`,
  ]
  const operation: Operation = {
    operationId,
    tags: [area],
    summary: endpoint.description ? firstSentence(endpoint.description) : undefined,
    description: lines.filter(Boolean).join('\n\n'),
    parameters: parametersOf(endpoint, convert, operationId),
    responses: { ...successResponse(endpoint, convert, operationId), ...errorResponses(endpoint, roles) },
    // None for calls anyone may make (a session, when there is one, is still read): no padlock in the reference.
    ...(roles === 'anyone' ? {} : { security: [{ session: [] }, { sessionCookie: [] }] }),
  }
  if (endpoint.schemas.body) {
    const example = endpoint.example?.body
    operation.requestBody = {
      required: !bodyOptional(endpoint.schemas.body),
      content: {
        'application/json': {
          schema: convert.convert(endpoint.schemas.body, 'input', `${operationId}.body`),
          ...(example !== undefined ? { example } : {}),
        },
      },
    }
  }
  return Object.assign(operation, {
    ...(endpoint.catalogueId ? { 'x-catalogue-id': endpoint.catalogueId } : {}),
    'x-access': endpoint.accessRule,
    ...(roles && roles !== 'anyone' ? { 'x-roles': roles } : {}),
  })
}

/** A shared error answer, with a real error body (errors.ts `errorBody`) as its example. */
const errorResponse = (description: string, example: AppError, headers: Record<string, Json> = {}): Json => ({
  description,
  headers: { 'X-Error-Reference': ref('headers', 'X-Error-Reference'), ...headers },
  content: { 'application/json': { schema: ref('schemas', 'Error'), example: errorBody(example, '4f1c2a9be07d') } },
})

const INTRODUCTION = `Every call of the Inkwell API, generated from the endpoint definitions the server runs.

**Signing in.** Sign-in calls answer a session token: send it as \`Authorization: Bearer <token>\`. The browser apps
use the \`${SESSION_COOKIE}\` cookie instead, which counts only on requests from this origin or an allowed sibling product.

**Errors.** Every error answers the same JSON body (the \`Error\` schema) with an \`X-Error-Reference\` header naming
it in the server log. Bad input is \`422\` with each wrong field in \`fields\`; \`401\` means sign in (again), \`403\` that
the caller may not do this, and \`429\` that the caller must wait (\`Retry-After\` and \`X-RateLimit-*\` say how long).`

/**
 * The OpenAPI 3.1 document of these endpoints, with what could not be converted (see the file's comment). Each
 * operation: its catalogue id as operationId, its area as tag, who may call it (`x-access`, `x-roles` and a line
 * of its description), its parameters, request body and example, its successful answer and the errors it may give.
 */
export function buildOpenApiDocument(endpoints: readonly ApiEndpoint[], { version }: { version: string }) {
  const convert = new SchemaConverter()
  const catalogued = endpoints.filter((e) => e.catalogueId)
  const paths: OpenApiDocument['paths'] = {}
  const tags = new Set<string>()
  const sorted = [...endpoints].sort((a, b) => a.apiPath.localeCompare(b.apiPath) || a.method.localeCompare(b.method))
  for (const endpoint of sorted) {
    const area = areaOf(endpoint, catalogued)
    tags.add(area)
    const item = (paths[openApiPath(endpoint)] ??= {})
    item[endpoint.method] = operationOf(endpoint, area, convert)
  }
  shareRepeatedSchemas(
    Object.values(paths).flatMap((item) => Object.values(item)),
    convert.components,
  )
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: { title: 'Inkwell API', version, description: INTRODUCTION },
    servers: [{ url: '/api' }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: convert.convert(ZErrorBody, 'output', 'Error'), ...convert.components },
      responses: {
        BadRequest: errorResponse('The body is not JSON', new AppError('INVALID_JSON')),
        UnsupportedMediaType: errorResponse('The body is not sent as application/json', new AppError('UNSUPPORTED_MEDIA_TYPE')),
        Unauthorised: errorResponse(
          'Not signed in, or the session has ended (`authHint` says what to do)',
          new AppError('UNAUTHORISED', { authHint: 'login' }),
        ),
        Forbidden: errorResponse(
          'The caller may not do this; PASSWORD_REVERIFICATION_REQUIRED: check the password again first',
          new AppError('FORBIDDEN'),
        ),
        NotFound: errorResponse(
          `No such record, or not one the caller may see (${(Object.keys(ERRORS) as ErrorCode[]).filter((code) => ERRORS[code].status === 404).join(', ')})`,
          new AppError('NOT_FOUND'),
        ),
        InvalidData: errorResponse(
          'Failed - Invalid data: `fields` names each wrong field',
          new AppError('INVALID_DATA', { fields: [{ path: 'name', message: 'Too small: expected string to have >=1 characters' }] }),
        ),
        Error: errorResponse(
          'Any other error: 409 conflict, 413 too large, 429 too many requests, 503 unavailable',
          new AppError('RATE_LIMITED'),
          { 'Retry-After': ref('headers', 'Retry-After') },
        ),
      },
      headers: {
        'X-Error-Reference': { description: 'Names this answer in the server log', schema: { type: 'string' } },
        'Retry-After': { description: '429: seconds until the caller may try again', schema: { type: 'integer' } },
      },
      securitySchemes: {
        session: { type: 'http', scheme: 'bearer', description: 'The session token a sign-in call answered' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The browser apps’ session cookie' },
      },
    },
  }
  return { document, problems: convert.problems }
}

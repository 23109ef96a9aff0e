import SwaggerParser from '@apidevtools/swagger-parser'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { anyone, authenticated, schoolAdmin, teacher } from '../../access'
import { endpoints } from '../../endpoints'
import { created, defineEndpoint, input } from './define-endpoint'
import * as ids from './ids'
import { buildOpenApiDocument, declaresItsAnswer, openApiPath, ZErrorBody } from './openapi'

const build = (list: Parameters<typeof buildOpenApiDocument>[0]) => buildOpenApiDocument(list, { version: '1.2.3' })

type Node = { name: string; children: Node[] }
const ZNode: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(ZNode) }))
const ZWidget = z.object({ id: z.number().int(), name: z.string(), made: z.date() }).meta({ id: 'Widget' })

const widgetCreate = defineEndpoint({
  id: 'widgets.create',
  method: 'post',
  path: 'widgets/{id}/parts/{id}',
  access: schoolAdmin,
  params: input({ id: ids.idParam('a widget'), id2: ids.idParam('a part') }),
  query: input({ dry: z.enum(['1', '0']).optional().describe('Only check'), ids: ids.idListQuery('a widget') }),
  body: input({ widget: ZWidget, tree: ZNode, count: z.preprocess(Number, z.number()) }),
  example: { body: { widget: { id: 1, name: 'a' } }, query: { ids: '1,2' } },
  description: 'Makes a widget. Answers the widget.',
  response: { status: 201, schema: z.object({ widget: ZWidget, tree: ZNode, label: z.string().transform((s) => s.length) }) },
  handler: () => created({}),
})

describe('the OpenAPI document', () => {
  it('documents every endpoint without a schema it could not convert, and is valid OpenAPI 3.1', async () => {
    const { document, problems } = build(endpoints)
    expect(problems).toEqual([])
    for (const endpoint of endpoints) expect(document.paths[openApiPath(endpoint)]?.[endpoint.method], endpoint.apiPath).toBeDefined()
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
  })

  it('describes an operation: id, area, who may call it, parameters, body with its example, answer and errors', async () => {
    const { document, problems } = build([widgetCreate])
    expect(problems).toEqual([])
    const operation = document.paths['/widgets/{id}/parts/{id2}'].post
    expect(operation).toMatchObject({
      operationId: 'widgets.create',
      tags: ['widgets'],
      summary: 'Makes a widget.',
      'x-catalogue-id': 'widgets.create',
      'x-access': 'schooladmin',
      'x-roles': ['superuser', 'school_admin'],
      security: [{ session: [] }, { sessionCookie: [] }],
    })
    expect(operation.description).toContain('`schooladmin` (superuser, school_admin)')
    expect(operation.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
      { name: 'id2', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
      {
        name: 'dry',
        in: 'query',
        required: false,
        description: 'Only check',
        schema: expect.objectContaining({ enum: expect.arrayContaining(['1', '0']) }),
      },
      { name: 'ids', in: 'query', required: true, example: '1,2', schema: expect.objectContaining({ type: 'string' }) },
    ])
    expect(operation.requestBody).toMatchObject({
      required: true,
      content: { 'application/json': { example: { widget: { id: 1, name: 'a' } }, schema: { type: 'object' } } },
    })
    expect(Object.keys(operation.responses)).toEqual(['201', '400', '401', '403', '404', '415', '422', 'default'])
    expect(operation.responses[422]).toEqual({ $ref: '#/components/responses/InvalidData' })
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy()
  })

  it('moves named and recursive schemas into components, a request’s and an answer’s apart, and dates become date-time strings', () => {
    const { document } = build([widgetCreate])
    const { schemas } = document.components
    expect(Object.keys(schemas).sort()).toEqual([
      'Error',
      'Widget',
      'WidgetInput',
      'widgets.create.body.schema0',
      'widgets.create.response.schema0',
    ])
    expect(schemas.Widget).toMatchObject({ properties: { made: { type: 'string', format: 'date-time' } }, additionalProperties: false })
    expect(schemas.WidgetInput).not.toHaveProperty('additionalProperties')
    const text = JSON.stringify(document)
    expect(text).not.toContain('#/$defs/')
    expect(text).not.toContain('$schema')
    const body = (document.paths['/widgets/{id}/parts/{id2}'].post.requestBody as any).content['application/json'].schema
    expect(body.properties.widget).toEqual({ $ref: '#/components/schemas/WidgetInput' })
    expect(schemas['widgets.create.body.schema0']).toMatchObject({
      properties: { children: { items: { $ref: '#/components/schemas/widgets.create.body.schema0' } } },
    })
    // A transform has no JSON Schema of its output: any value, rather than an error.
    const answer = (document.paths['/widgets/{id}/parts/{id2}'].post.responses[201] as any).content['application/json'].schema
    expect(answer.properties.label).toEqual({})
  })

  it('documents answers without a JSON body, anonymous calls, and calls whose answer is not declared yet', () => {
    const audio = defineEndpoint({
      method: 'get',
      path: 'words/{id}/audio',
      access: authenticated,
      params: ids.idParams('a word'),
      response: { status: 200, contentType: 'audio/mpeg', description: 'The word, spoken' },
      handler: () => undefined,
    })
    const signOut = defineEndpoint({
      method: 'post',
      path: 'sign-out',
      access: anyone,
      response: { status: 204 },
      handler: () => undefined,
    })
    const undeclared = defineEndpoint({ id: 'widgets.list', method: 'get', path: 'widgets', access: teacher, handler: () => [] })
    const { document } = build([audio, signOut, undeclared])
    expect(document.paths['/words/{id}/audio'].get.responses[200]).toEqual({
      description: 'The word, spoken',
      content: { 'audio/mpeg': { schema: { type: 'string', format: 'binary' } } },
    })
    expect(document.paths['/words/{id}/audio'].get.description).toContain('any signed-in user')
    const anonymous = document.paths['/sign-out'].post
    expect(anonymous.responses).toEqual({ 204: { description: 'No content' }, default: { $ref: '#/components/responses/Error' } })
    expect(anonymous).not.toHaveProperty('security')
    expect(anonymous).not.toHaveProperty('x-roles')
    expect(anonymous.description).toContain('anyone, signed in or not')
    expect(document.paths['/widgets'].get.responses[200]).toEqual({ description: 'Not declared yet' })
  })

  it('shares a schema several operations answer as one component, named after its first use', () => {
    const ZAddress = z.object({ street: z.string().describe('The street and number, as the school writes it'), town: z.string() })
    const ZPerson = z.object({
      id: z.number().int().describe('The person’s id'),
      name: z.string().describe('The name the school knows them by, as on the register'),
      address: ZAddress.describe('Where the school writes to them'),
    })
    const people = ['a', 'b'].map((path) =>
      defineEndpoint({ id: `people.${path}`, method: 'get', path, access: teacher, response: ZPerson, handler: () => ({}) }),
    )
    const { document } = build(people)
    const answers = ['/a', '/b'].map((path) => (document.paths[path].get.responses[200] as any).content['application/json'].schema)
    expect(answers).toEqual([{ $ref: '#/components/schemas/people.a.response' }, { $ref: '#/components/schemas/people.a.response' }])
    // The address only ever appears inside the person: it stays there.
    expect(Object.keys(document.components.schemas)).toEqual(['Error', 'people.a.response'])
    expect(document.components.schemas['people.a.response']).toMatchObject({ properties: { address: { properties: { town: {} } } } })
  })

  it('counts an answer as declared when it says what comes back', () => {
    expect(declaresItsAnswer(undefined)).toBe(false)
    expect(declaresItsAnswer({ status: 201 })).toBe(false)
    expect(declaresItsAnswer({ status: 201, schema: z.object({ id: z.number() }) })).toBe(true)
    expect(declaresItsAnswer({ status: 200, contentType: 'audio/mpeg' })).toBe(true)
    expect(declaresItsAnswer({ status: 204 })).toBe(true)
  })

  it('shares one Error component that real error bodies match', () => {
    const { document } = build([])
    expect(document.components.schemas.Error).toMatchObject({ required: ['error', 'code', 'reference'] })
    expect(ZErrorBody.safeParse({ error: 'Failed - Invalid data', code: 'INVALID_DATA', reference: 'abc', fields: [] }).success).toBe(true)
    expect(ZErrorBody.safeParse({ error: 'x', code: 'NO_SUCH_CODE', reference: 'abc' }).success).toBe(false)
  })
})

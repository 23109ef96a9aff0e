/**
 * Each homework product's results calls, made from its registry entry (lib/homework/products): spelling's
 * `homework/{id}/data` and `homework/{id}/sessions` now; `numberdata`, `quizsessions` … when those products
 * register adapters, with no change here.
 */
import { teacher } from '../../access'
import { defineEndpoint, type ApiEndpoint } from '../../lib/api/define-endpoint'
import { homeworkData, homeworkSessions } from '../../lib/homework/progress'
import { HOMEWORK_PRODUCTS } from '../../lib/homework/products'
import type { HomeworkProduct } from '../../lib/homework/products/types'
import { homeworkDataOf, homeworkSessionsOf, productAnswers, ZHomeworkParams, ZSessionsQuery } from './homework.schema'

export function productCalls(product: HomeworkProduct): ApiEndpoint[] {
  const calls: ApiEndpoint[] = []
  const answers = productAnswers(product.key)
  if (product.calls.data) {
    calls.push(
      defineEndpoint({
        id: product.calls.data.id,
        method: 'get',
        path: product.calls.data.path,
        access: teacher,
        params: ZHomeworkParams,
        response: homeworkDataOf(answers.progress),
        description: `Each pupil the homework is for, and their work on its ${product.key} items within its dates: started, complete (and when), and the product’s own figures.`,
        handler: ({ payload, req, user, params }) => homeworkData({ payload, req, user }, params.id, product.key),
      }),
    )
  }
  if (product.calls.sessions) {
    calls.push(
      defineEndpoint({
        id: product.calls.sessions.id,
        method: 'get',
        path: product.calls.sessions.path,
        access: teacher,
        params: ZHomeworkParams,
        query: ZSessionsQuery,
        example: { query: { user_ids: '1,2' } },
        response: homeworkSessionsOf(answers.session),
        description: `The pupils’ ${product.key} sessions on the homework’s items within its dates, newest first; \`user_ids\` keeps those pupils (of the caller’s school, else 404).`,
        handler: ({ payload, req, user, params, query }) => homeworkSessions({ payload, req, user }, params.id, product.key, query),
      }),
    )
  }
  return calls
}

/**
 * GET homework/{id}/data: each pupil's work on the homework's spelling lists within its dates (see
 * lib/homework/progress.ts). GET homework/{id}/sessions?user_ids=&page=&limit=: their game sessions.
 */
export const productCallEndpoints = Object.values(HOMEWORK_PRODUCTS).flatMap(productCalls)

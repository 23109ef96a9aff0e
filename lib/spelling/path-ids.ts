/**
 * Some catalogue paths name two parameters `{id}` (lists/{id}/favourite/teachers/{id}); a route pattern keeps
 * only the last of two equal names, so these read every `{id}` of the request path in order.
 */
import type { PayloadRequest } from 'payload'
import { AppError } from '../api/errors'

export function pathIds(req: PayloadRequest, apiPath: string): number[] {
  const pattern = apiPath.split('/')
  const segments = new URL(req.url ?? '', 'http://localhost').pathname.replace(/^\/api\//, '').split('/')
  const ids: number[] = []
  pattern.forEach((part, i) => {
    if (part !== '{id}') return
    const value = segments[i] ?? ''
    if (!/^[1-9]\d{0,9}$/.test(value)) throw new AppError('INVALID_DATA', { fields: [{ path: `params.id.${ids.length}`, message: 'Must be an id' }] })
    ids.push(Number(value))
  })
  return ids
}

/**
 * The homework products: each key of `homework_items.product` and the adapter that knows its items. To add
 * a product (number, quiz, phonics, grammar, lessons), write its adapter (./types.ts) and add it here; its
 * `calls` (`homework.numberdata` …) are then routed by endpoints/homework/product-calls.ts.
 */
import { AppError } from '../../api/errors'
import { spellingHomework } from './spelling'
import type { HomeworkProduct } from './types'

export const HOMEWORK_PRODUCTS: Record<string, HomeworkProduct> = {
  [spellingHomework.key]: spellingHomework,
}

export const productKeys = () => Object.keys(HOMEWORK_PRODUCTS)

export function productFor(key: string): HomeworkProduct {
  const product = HOMEWORK_PRODUCTS[key]
  if (!product)
    throw new AppError('INVALID_DATA', { fields: [{ path: 'product', message: `Homework can be ${productKeys().join(', ')}` }] })
  return product
}

export type { HomeworkProduct } from './types'

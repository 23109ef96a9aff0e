/**
 * What a product (spelling now; number, quiz, phonics, grammar, lessons later) gives homework. Homework
 * itself only knows items `{ product, ref, settings }`; everything that depends on what the item is (who may
 * set it, what it is called, how a pupil's work on it is measured) is asked of the product's adapter,
 * registered in ./index.ts. A new product is one adapter and one registry entry: no change to the homework
 * collections, operations or endpoints (its `{product}data` and `{product}sessions` calls are made from the
 * entry's `calls`).
 */
import type { ZodType } from 'zod'
import type { Operation } from '../../data/db'

/** One item of a homework, as stored. */
export type HomeworkItem<Settings = Record<string, unknown>> = {
  id: number
  homeworkId: number
  product: string
  ref: number
  settings: Settings
  position: number
}

/** What an item's record is, for people reading homework: a title and whatever else helps (word count …). */
export type ItemSummary = { title: string } & Record<string, unknown>

/** The window in which work counts towards a homework. */
export type HomeworkWindow = { id: number; schoolId: number; startsAt: Date; dueAt: Date }

/**
 * A pupil's work on one item. `started` and `complete` are what homework lists and counts; the rest is the
 * product's own detail (sessions, best score, words mastered …).
 */
export type ItemProgress = { started: boolean; complete: boolean; completedAt: Date | null } & Record<string, unknown>

/** How well a pupil knows what an item covers, whenever they learned it (for homework sets' competence). */
export type ItemCompetence = { score: number; mastered: boolean } & Record<string, unknown>

export type ProgressContext<Settings> = { homework: HomeworkWindow; items: HomeworkItem<Settings>[]; pupilIds: number[] }

export const progressKey = (pupilId: number, itemId: number) => `${pupilId}:${itemId}`

export type ProductCall = { id: string; path: string }

/**
 * The registry holds products of different settings as `HomeworkProduct` (of unknown settings); the methods are
 * written as methods so that a product of its own settings fits there, each reading only what its schema parsed.
 */
export type HomeworkProduct<Settings = unknown> = {
  /** The value of `homework_items.product`. */
  key: string
  /** The product's options for one item (strict: unknown fields refused), with defaults. */
  settings: ZodType<Settings>
  /** The catalogue rows this product answers for a homework: `{id}` is the homework. */
  calls: { data?: ProductCall; sessions?: ProductCall }
  /**
   * Checks that the caller may set these records as homework (404 for one they cannot see, by the product's own
   * rules of who reads what) and says what they are. Used when homework is created or its items change.
   */
  resolve: (op: Operation, refs: number[]) => Promise<Map<number, ItemSummary>>
  /** What these records are, for showing the caller's school's homework that names them (the homework is the permission). */
  describe: (op: Operation, refs: number[]) => Promise<Map<number, ItemSummary>>
  /** Each pupil's work on each item within the homework's window, keyed by `progressKey(pupil, item)`; the pupils are of the caller's school. */
  progress(op: Operation, context: ProgressContext<Settings>): Promise<Map<string, ItemProgress>>
  /** The pupils' sessions of work on the items within the window, newest first. */
  sessions(op: Operation, context: ProgressContext<Settings>): Promise<unknown[]>
  /** Each pupil's competence on each item (all their work, not only the window's), keyed like progress. */
  competence(op: Operation, context: ProgressContext<Settings>): Promise<Map<string, ItemCompetence>>
}

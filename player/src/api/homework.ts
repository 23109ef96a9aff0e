/**
 * The pupil's homework (GET homework, lib/homework/views.ts), as the home screen shows it: one entry per
 * spelling list set, with the level the teacher chose, whether it is a spelling test, the due date and
 * whether the pupil has done it. A pupil gets only homework that has started and is not past due.
 * Items of other products (number, quiz…) are left out: this player plays spelling.
 */
import { isDifficulty, isGameType, type Difficulty, type GameType } from '../../games/spelling/rules'
import { ApiError, type ApiClient } from './client'

export type HomeworkTask = {
  homeworkId: number
  itemId: number
  /** The homework's own title, when the teacher gave one. */
  homeworkTitle: string | null
  notes: string | null
  setBy: string | null
  list: { id: number; title: string | null; locale: string | null; wordCount: number | null }
  /** The level the teacher set: the pupil does not choose it. */
  difficulty: Difficulty | null
  /** A spelling test (one mark a word, no feedback until the end) rather than a game. */
  test: boolean
  gameType: GameType | null
  startsAt: string | null
  dueAt: string | null
  done: boolean
}

type Raw = Record<string, unknown>

const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value)
const asNumber = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null
const asString = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null)

/** The spelling tasks of one homework as the API answers it to a pupil. */
export function tasksOf(raw: unknown): HomeworkTask[] {
  if (!isObject(raw)) return []
  const homeworkId = asNumber(raw.id)
  if (homeworkId === null || !Array.isArray(raw.items)) return []
  const setBy = isObject(raw.setBy) ? asString(raw.setBy.name) : null
  return raw.items.flatMap((item): HomeworkTask[] => {
    if (!isObject(item) || item.product !== 'spelling' || item.deleted === true || item.missing === true) return []
    const listId = asNumber(item.ref)
    const itemId = asNumber(item.id)
    if (listId === null || itemId === null) return []
    const settings = isObject(item.settings) ? item.settings : {}
    const progress = isObject(item.progress) ? item.progress : {}
    return [
      {
        homeworkId,
        itemId,
        homeworkTitle: asString(raw.title),
        notes: asString(raw.notes),
        setBy,
        list: { id: listId, title: asString(item.title), locale: asString(item.locale), wordCount: asNumber(item.wordCount) },
        difficulty: isDifficulty(settings.difficulty) ? settings.difficulty : null,
        test: settings.test === true,
        gameType: isGameType(settings.gameType) ? settings.gameType : null,
        startsAt: asString(raw.startsAt),
        dueAt: asString(raw.dueAt),
        done: progress.complete === true,
      },
    ]
  })
}

/** What is still to do first, soonest due first; done tasks last. */
export function orderTasks(tasks: HomeworkTask[]): HomeworkTask[] {
  const due = (t: HomeworkTask) => (t.dueAt ? Date.parse(t.dueAt) : Number.POSITIVE_INFINITY)
  return [...tasks].sort((a, b) => Number(a.done) - Number(b.done) || due(a) - due(b) || a.homeworkId - b.homeworkId || a.itemId - b.itemId)
}

export type HomeworkAnswer = { available: boolean; tasks: HomeworkTask[] }

/**
 * The pupil's open homework. Accounts without a school (403) and servers without the homework calls (404)
 * simply have none.
 */
export async function myHomework(api: ApiClient): Promise<HomeworkAnswer> {
  try {
    const answer = await api.get<unknown>('homework', { limit: 100 })
    const docs = isObject(answer) && Array.isArray(answer.docs) ? answer.docs : Array.isArray(answer) ? answer : []
    return { available: true, tasks: orderTasks(docs.flatMap(tasksOf)) }
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return { available: false, tasks: [] }
    throw error
  }
}

import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { HOMEWORK_SORTS } from '../../lib/homework/homework'
import { DIFFICULTIES } from '../../player/games/spelling/rules'
import * as ids from '../../lib/api/ids'
import { paging, ZFlag } from '../school/common.schema'

const DAY_MS = 24 * 60 * 60_000

/** An ISO date-time, or a date alone: the start of that day (UTC) for a start, its end for a due date. */
const ZWhen = (end: boolean) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: 'Give a date (2025-03-07) or a date and time (2025-03-07T15:30:00Z)',
    })
    .transform((value) => {
      const at = new Date(value)
      return end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(at.getTime() + DAY_MS - 1) : at
    })

const ZTitle = z.string().trim().min(1, 'Give a title').max(200, 'Use at most 200 characters')
const ZNotes = z.string().trim().max(2000, 'Use at most 2000 characters').nullable()

export const ZItem = input({
  product: z.string().min(1).max(40),
  ref: ids.id('the thing to be done’s'),
  settings: z.record(z.string(), z.unknown()).optional(),
})

const ZDifficultyNumber = z
  .number()
  .int()
  .refine((d) => (DIFFICULTIES as readonly number[]).includes(d), 'Choose difficulty 1 (easy), 2 (medium), 3 (hard) or 4 (extreme)')

/** What one homework is: items (any product) or spelling lists with a difficulty, and its dates. */
const work = {
  title: ZTitle.optional(),
  notes: ZNotes.optional(),
  items: z.array(ZItem).min(1, 'Give at least one thing to do').max(20, 'At most 20 things in one homework').optional(),
  lists: ids.idList('a list', 20).min(1, 'Give at least one list').optional(),
  difficulty: ZDifficultyNumber.optional(),
  test: z.boolean().optional(),
  startsAt: ZWhen(false).optional(),
  dueAt: ZWhen(true).optional(),
}

/** Who it is for and who looks after it. */
export const audience = {
  group: ids.id('a class').optional(),
  groups: ids.idList('a class', 50).optional(),
  pupilIds: ids.idList('a pupil').optional(),
  teachers: ids.idList('a teacher', 50).optional(),
}

type Work = { items?: unknown; lists?: unknown; difficulty?: unknown; test?: unknown }
const oneKindOfWork = (v: Work) => !(v.items !== undefined && v.lists !== undefined)
const shorthandWithLists = (v: Work) => v.items === undefined || (v.difficulty === undefined && v.test === undefined)

const ZNewWork = input(work)
  .refine((v) => v.items !== undefined || v.lists !== undefined, { message: 'Give the lists (or items) to do', path: ['lists'] })
  .refine(oneKindOfWork, { message: 'Give lists or items, not both', path: ['items'] })
  .refine(shorthandWithLists, { message: 'difficulty and test go with lists; items carry their own settings', path: ['difficulty'] })
  .refine((v) => v.dueAt !== undefined, { message: 'Give a due date', path: ['dueAt'] })

export const ZNewHomework = input({ ...work, ...audience })
  .refine((v) => v.items !== undefined || v.lists !== undefined, { message: 'Give the lists (or items) to do', path: ['lists'] })
  .refine(oneKindOfWork, { message: 'Give lists or items, not both', path: ['items'] })
  .refine(shorthandWithLists, { message: 'difficulty and test go with lists; items carry their own settings', path: ['difficulty'] })
  .refine((v) => v.dueAt !== undefined, { message: 'Give a due date', path: ['dueAt'] })

export const ZHomeworkChanges = input({ ...work, ...audience })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one thing to change' })
  .refine(oneKindOfWork, { message: 'Give lists or items, not both', path: ['items'] })
  .refine(shorthandWithLists, { message: 'difficulty and test go with lists; items carry their own settings', path: ['difficulty'] })

export const ZHomeworkParams = input({ id: ids.idParam('a homework') })

export const ZHomeworkListQuery = input({
  status: z.enum(['upcoming', 'open', 'past', 'current'], { error: 'status is upcoming, open, past or current' }).optional(),
  group_id: ids.id('a class').optional(),
  pupil_id: ids.id('a pupil').optional(),
  set_id: ids.id('a homework set').optional(),
  mine: ZFlag.optional(),
  sort: z
    .enum(Object.keys(HOMEWORK_SORTS) as [keyof typeof HOMEWORK_SORTS], { error: `Sort by ${Object.keys(HOMEWORK_SORTS).join(', ')}` })
    .optional(),
  ...paging(50),
})

export const ZHomeworkIds = input({ ids: ids.idList('a homework', 500).min(1, 'Name at least one homework') })

export const ZPupilIds = input({ pupilIds: ids.idList('a pupil').min(1, 'Name at least one pupil') })

export const ZSessionsQuery = input({ user_ids: ids.idListQuery('pupil').optional(), ...paging(100) })

export const ZNewSet = input({
  name: ZTitle,
  ...audience,
  homework: z.array(ZNewWork).min(1, 'Give at least one homework').max(52, 'At most 52 homework in a set'),
})

export const ZSetChanges = input({
  name: ZTitle.optional(),
  homeworkIds: ids.idList('a homework', 200).optional(),
  ...audience,
}).refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one thing to change' })

export const ZSetListQuery = input({ group_id: ids.id('a class').optional(), ...paging(50) })

export const ZDetach = input({ homeworkIds: ids.idList('a homework', 500).min(1, 'Name at least one homework') })

export const ZDeleteSets = input({
  ids: ids.idList('a homework set', 200).min(1, 'Name at least one homework set'),
  keepHomework: z.boolean().optional(),
})

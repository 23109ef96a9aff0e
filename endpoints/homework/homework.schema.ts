import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { HOMEWORK_SORTS } from '../../lib/homework/homework'
import { DIFFICULTIES, MODES } from '../../player/games/spelling/rules'
import * as ids from '../../lib/api/ids'
import { ZScore } from '../groups/spelling-reports.schema'
import { ZDifficulty, ZGameType } from '../spelling/sessions.schema'
import { pageOf, paging, ZCount, ZDeleted, ZFlag, ZGroupRef, ZId, ZTime } from '../school/common.schema'

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

// ——— answers ———

const ZPerson = z.object({ id: ZId, name: z.string().nullable() })
const ZPupilRef = ZPerson.extend({ school_username: z.string().nullable() })
const ZHomeworkStatus = z.enum(['upcoming', 'open', 'past']).describe('upcoming before startsAt, past after dueAt, open between')

/** One thing to do (lib/homework/views.ts `itemView`): the item, and what its product says about the record it names. */
export const ZHomeworkItem = z
  .object({
    id: ZId,
    product: z.string().describe('A homework product: spelling'),
    ref: ZId.describe('The product’s record: for spelling, a word list'),
    settings: z.record(z.string(), z.unknown()).describe('The product’s options: for spelling `{ difficulty: 1–4, test }`'),
    title: z.string(),
    wordCount: ZCount.optional().describe('spelling: the list’s words'),
    locale: z.string().optional().describe('spelling: the list’s locale'),
    deleted: z.boolean().optional().describe('spelling: the list was deleted since'),
    missing: z.literal(true).optional().describe('The record is gone, or its product is no longer offered'),
  })
  .describe('Besides id, product, ref, settings and title, the fields its product adds (here: spelling’s)')

/** Homework as its school's staff see it (lib/homework/views.ts `staffViews`). */
export const ZStaffHomework = z.object({
  id: ZId,
  title: z.string(),
  notes: z.string().nullable(),
  school_id: ZId,
  setBy: ZPerson.nullable(),
  set: z.object({ id: ZId, name: z.string() }).nullable().describe('The homework set it belongs to'),
  startsAt: ZTime,
  dueAt: ZTime,
  status: ZHomeworkStatus,
  items: z.array(ZHomeworkItem),
  groups: z.array(ZGroupRef).describe('The classes it is set for: their pupils when asked, so a pupil who joins later gets it'),
  pupils: z.array(ZPupilRef).describe('Pupils it is set for by name'),
  excludedPupils: z.array(ZPupilRef).describe('Pupils of its classes who do not have it'),
  teachers: z.array(ZPerson).describe('Who looks after it (and may change it), besides the school’s admins'),
  pupil_count: ZCount.describe('Pupils who have it now'),
  createdAt: ZTime,
  updatedAt: ZTime,
})

/** What every product says of a pupil's work on an item (lib/homework/products/types.ts `ItemProgress`). */
const itemProgress = { started: z.boolean(), complete: z.boolean(), completedAt: ZTime.nullable() }

/** A spelling item's progress (lib/homework/products/spelling.ts): the pupil's sessions of its list within the homework's dates. */
const ZSpellingProgress = z.object({
  ...itemProgress,
  sessions: ZCount,
  finished: ZCount,
  attempted: ZCount,
  correct: ZCount,
  bestScore: ZCount.nullable().describe('Of the finished sessions; null when none is'),
  bestAccuracy: z.number().int().min(0).max(100).nullable().describe('Whole percent, of the finished sessions'),
  lastPlayedAt: ZTime.nullable(),
  words: ZCount.describe('Words of the list'),
  wordsMastered: ZCount.describe('Of those, mastered now (last five attempts, any list)'),
})

/** Homework as the pupil it is set for sees it (lib/homework/views.ts `pupilViews`): nothing about other pupils. */
export const ZPupilHomework = z.object({
  id: ZId,
  title: z.string(),
  notes: z.string().nullable(),
  setBy: ZPerson.nullable(),
  startsAt: ZTime,
  dueAt: ZTime,
  status: ZHomeworkStatus,
  items: z.array(
    ZHomeworkItem.extend({
      progress: ZSpellingProgress.nullable().describe(
        'The pupil’s own work on it, as its product measures it (spelling, the one product so far); null for a product no longer offered',
      ),
    }),
  ),
  complete: z.boolean().describe('Every item complete'),
})

/** GET homework and GET homework/{id}: the staff view, or a pupil's own. */
export const ZHomework = z.union([ZStaffHomework, ZPupilHomework])

/** A spelling session counted towards the homework. */
const ZSpellingSession = z.object({
  id: ZId,
  user: ZPupilRef,
  item: ZId,
  list: z.object({ id: ZId, title: z.string() }),
  difficulty: ZDifficulty,
  gameType: ZGameType,
  mode: z.enum(MODES),
  testMode: z.boolean(),
  status: z.enum(['active', 'finished']),
  score: ZCount,
  correct: ZCount,
  attempted: ZCount,
  words: ZCount,
  accuracy: z.number().int().min(0).max(100).describe('Words right of the words given, whole percent'),
  honeypots: ZCount,
  completesItem: z.boolean().describe('Finished at the item’s difficulty or harder (a test, if it asks for one)'),
  startedAt: ZTime,
  finishedAt: ZTime.nullable(),
})

/** What each homework product answers for `homework/{id}/{product}data` and `…sessions`: its progress and its session. */
const PRODUCT_ANSWERS: Record<string, { progress: z.ZodObject; session: z.ZodType }> = {
  spelling: { progress: ZSpellingProgress, session: ZSpellingSession },
}

/** A product's answers; one not declared above is described by what every product says, and its own figures. */
export const productAnswers = (product: string) =>
  PRODUCT_ANSWERS[product] ?? {
    progress: z.looseObject(itemProgress).describe('The product’s own figures besides these'),
    session: z.looseObject({ id: ZId }).describe('The product’s session'),
  }

/** GET homework/{id}/data (and the other products' `…data`), with the product's progress. */
export const homeworkDataOf = (progress: z.ZodObject) =>
  z.object({
    homework: ZStaffHomework,
    product: z.string(),
    items: z.array(ZHomeworkItem).describe('The homework’s items of this product'),
    pupils: z.array(
      ZPupilRef.extend({
        started: z.boolean(),
        complete: z.boolean().describe('Every item of this product complete'),
        items: z.array(progress.extend({ item: ZId, ref: ZId })),
      }),
    ),
    summary: z.object({ pupils: ZCount, started: ZCount, complete: ZCount }),
  })

/** GET homework/{id}/sessions (and the other products' `…sessions`): a page of the product's sessions. */
export const homeworkSessionsOf = (session: z.ZodType) => pageOf(session).extend({ homework: ZId, product: z.string() })

/** A homework set (lib/homework/sets.ts `setViews`), without its homework as GET homework/multi lists it. */
export const ZHomeworkSetSummary = z.object({
  id: ZId,
  name: z.string(),
  school_id: ZId,
  setBy: ZPerson.nullable(),
  homework_count: ZCount,
  startsAt: ZTime.nullable().describe('The earliest start of its homework; null when it has none'),
  dueAt: ZTime.nullable().describe('The latest due date of its homework'),
  groups: z.array(ZGroupRef).describe('Every class any of its homework is for'),
  createdAt: ZTime,
  updatedAt: ZTime,
})

/** A homework set with its homework, in start order. */
export const ZHomeworkSet = ZHomeworkSetSummary.extend({ homework: z.array(ZStaffHomework) })

/** GET homework/multi/{id}/competence. */
export const ZSetCompetence = z.object({
  set: z.object({ id: ZId, name: z.string() }),
  items: z
    .array(ZHomeworkItem.extend({ homework: z.object({ id: ZId, title: z.string(), startsAt: ZTime, dueAt: ZTime }) }))
    .describe('Every item of every homework of the set'),
  pupils: z
    .array(
      ZPupilRef.extend({
        items: z
          .array(
            z.object({
              item: ZId,
              score: ZScore,
              mastered: z.boolean(),
              words: ZCount.optional(),
              wordsMastered: ZCount.optional(),
              wordsNearly: ZCount.optional(),
              wordsLearning: ZCount.optional(),
              wordsNotStarted: ZCount.optional(),
            }),
          )
          .describe('The items of the homework the pupil was set; the word counts are spelling’s'),
        score: ZScore.describe('The mean of the items’ scores, to two places'),
        mastered: ZCount.describe('Items mastered'),
      }),
    )
    .describe('Everyone any of its homework is for, by name'),
  summary: z.object({
    pupils: ZCount,
    items: ZCount,
    mastered: z.array(z.object({ item: ZId, pupils: ZCount.describe('Pupils who mastered it') })),
  }),
})

/** PATCH homework/multi: the homework taken out of their sets. */
export const ZDetached = z.object({ updated: ZCount, ids: z.array(ZId) })

/** DELETE homework/multi: the sets deleted, and how much homework went with them. */
export const ZSetsDeleted = ZDeleted.extend({ homeworkDeleted: ZCount })

import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'
import { ZCount, ZGroupRef, ZId, ZName, ZTime } from '../school/common.schema'
import { allOf } from '../lists/lists.schema'
import { ZPupilPassword, ZStage } from '../pupils/pupils.schema'

export const ZGroupParams = input({ id: ids.idParam('a class') })

export const ZNewGroup = input({
  name: ZName('class name'),
  teacherIds: ids.idList('a teacher', 50).optional(),
  pupilIds: ids.idList('a pupil').optional(),
})

export const ZGroupChanges = input({
  name: ZName('class name').optional(),
  teacherIds: ids.idList('a teacher', 50).optional(),
  pupilIds: ids.idList('a pupil').optional(),
  subgroups: z
    .array(input({ id: ids.id('a subgroup').optional(), name: ZName('subgroup name') }))
    .max(50)
    .optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one thing to change' })

export const ZMovePupils = input({
  pupilIds: ids.idList('a pupil').min(1, 'Name at least one pupil'),
  move: z.union([z.literal(0), z.literal(1)], { error: 'move is 0 (add) or 1 (move from their other classes)' }).default(0),
})

export const ZPupilIds = input({ pupilIds: ids.idList('a pupil').min(1, 'Name at least one pupil') })

/** A class or subgroup (lib/school/views.ts `GroupView`). */
export const ZClass = ZGroupRef.extend({
  school_id: ZId,
  teachers: z.array(z.object({ id: ZId, name: z.string().nullable() })),
  pupil_count: ZCount,
  subgroups: z
    .array(z.object({ id: ZId, name: z.string(), pupil_count: ZCount }))
    .optional()
    .describe('A class’s subgroups, where the call says it includes them'),
  predicted_stage: z
    .object({ spelling: ZStage, number: ZStage })
    .optional()
    .describe('The stages most of its pupils are at, where the call says it predicts them'),
  createdAt: ZTime,
})

/** A class as its pupils see it: no teachers or other pupils. */
export const ZClassName = ZClass.pick({ id: true, name: true, parent: true, school_id: true, createdAt: true })

/** A class after pupils were put in it: how many memberships were added, and removed elsewhere by a move. */
export const ZClassPupilsAdded = ZClass.extend({
  added: ZCount.describe('Memberships added (pupils already there are not counted)'),
  moved: ZCount.describe('Memberships of other classes removed by `move: 1`'),
})

/** A class after pupils were taken out of it (and its subgroups). */
export const ZClassPupilsRemoved = ZClass.extend({ removed: ZCount.describe('Memberships removed, subgroups’ included') })

/** A pupil on a login card. */
const ZCardPupil = z.object({ id: ZId, name: z.string().nullable(), school_username: z.string().nullable(), school_id: ZId })

/** A new password for each pupil of a class, answered once (login cards). */
export const ZClassPasswords = allOf(ZCardPupil.extend({ password: ZPupilPassword }))

/** A new sign-in key for each pupil of a class, answered once, with the address its QR code holds. */
export const ZClassSignInKeys = allOf(
  ZCardPupil.extend({
    key: z.string().describe('The sign-in key, exchanged for a session at POST auth/key'),
    url: z.string().describe('The player with the key in the fragment: `…/play/#key=…`'),
  }),
)

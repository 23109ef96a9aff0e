import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import * as ids from '../../lib/api/ids'
import { ZName } from '../school/common.schema'

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

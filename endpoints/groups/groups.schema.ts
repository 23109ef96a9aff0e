import { z } from 'zod'
import { input } from '../../lib/api/define-endpoint'
import { ZId, ZIds, ZName } from '../school/common.schema'

export const ZGroupParams = input({ id: ZId('a class') })

export const ZNewGroup = input({
  name: ZName('class name'),
  teacherIds: ZIds('a teacher', 50).optional(),
  pupilIds: ZIds('a pupil').optional(),
})

export const ZGroupChanges = input({
  name: ZName('class name').optional(),
  teacherIds: ZIds('a teacher', 50).optional(),
  pupilIds: ZIds('a pupil').optional(),
  subgroups: z
    .array(input({ id: z.number().int().positive().optional(), name: ZName('subgroup name') }))
    .max(50)
    .optional(),
}).refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Give at least one thing to change' })

export const ZMovePupils = input({
  pupilIds: ZIds('a pupil').min(1, 'Name at least one pupil'),
  move: z.union([z.literal(0), z.literal(1)], { error: 'move is 0 (add) or 1 (move from their other classes)' }).default(0),
})

export const ZPupilIds = input({ pupilIds: ZIds('a pupil').min(1, 'Name at least one pupil') })

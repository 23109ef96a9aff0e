import { schoolDb, type Operation } from '../../lib/data/db'
import { pupilsOfSchool } from '../../lib/school/context'

/** A pupil of the caller's school (staff may manage only their own school's pupils). */
export const pupilOfMySchool = async (op: Operation, pupilId: number) => pupilsOfSchool(await schoolDb(op), [pupilId])

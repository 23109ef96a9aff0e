/** Query pieces the spelling reports share: date ranges and paging. */
import { z } from 'zod'
import * as ids from '../../lib/api/ids'

const DAY_MS = 24 * 60 * 60_000

/** A date (2025-03-07, the whole day) or an ISO date-time; `to` is exclusive, so a date alone for `to` includes that day. */
const ZWhen = (end: boolean) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: 'Give a date (2025-03-07) or a date and time (2025-03-07T15:30:00Z)',
    })
    .transform((value) => {
      const at = new Date(value)
      return end && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(at.getTime() + DAY_MS) : at
    })

export const range = { from: ZWhen(false).optional(), to: ZWhen(true).optional() }

export const ZGroupReportParams = z.strictObject({ id: ids.idParam('a class') })
export const ZPupilReportParams = z.strictObject({ id: ids.idParam('a pupil') })

/** What the health check and error reports answer. */
import { z } from 'zod'
import { ZId } from '../school/common.schema'

export const ZHealth = z.object({ status: z.literal('ok') })

export const ZErrorReportFiled = z.object({ id: ZId.describe('The stored report, for support to find') })

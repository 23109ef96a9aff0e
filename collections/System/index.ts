import { AuditLog } from '../AuditLog'
import { Emails } from '../Emails'
import { ErrorReports } from '../ErrorReports'

/** What the platform keeps for its staff: the imitation audit log, caught emails and client error reports. */
export const systemCollections = [AuditLog, Emails, ErrorReports]

/** How the caller (the subject) stands to another user (the object): lib/roles.ts `Relationship`, spec section 6. */
import { z } from 'zod'
import { ZId } from '../school/common.schema'

export const ZRelationship = z.object({
  subject: ZId.describe('The caller'),
  object: ZId.describe('The other user'),
  isMe: z.boolean().describe('They are the same user'),
  isTeacher: z.boolean().describe('The caller is staff and the other a pupil of the same school'),
  isAdmin: z.boolean().describe('The caller is a school admin and the other a pupil or staff of that school'),
  isAdminOfTeacher: z.boolean().describe('The caller is a school admin and the other staff of that school'),
  isPupil: z.boolean().describe('The caller is a pupil and the other staff of their school'),
  isPupilOfAdmin: z.boolean().describe('The caller is a pupil and the other a school admin of their school'),
  isEmployee: z.boolean().describe('The caller is staff of the school where the other is a school admin'),
  sameClass: z.boolean().describe('They share a class (or are the same user)'),
  sameSchool: z.boolean().describe('They belong to the same school (or are the same user)'),
})

/**
 * The experimental-feature calls (area `experimental` of api-calls.tsv): PUT … {enabled} for everyone at
 * the school, its teachers or pupils, one teacher or pupil, or a class's teachers or pupils; each answers
 * `{ enabled, updated }` (how many users now have the flag as asked).
 */
import { z } from 'zod'
import { schoolAdmin, teacher, type AccessRule } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { setExperimental, type ExperimentalScope } from '../../lib/school/experimental'
import * as ids from '../../lib/api/ids'
import { ZExperimentalSet } from './experimental.schema'

const ZEnabled = input({ enabled: z.boolean({ error: 'enabled is true or false' }) })

/** One call: `who` says whose flag it sets, for the reference. */
function experimental(
  id: string,
  path: string,
  access: AccessRule<false>,
  who: string,
  scope: (params: { id: number }) => ExperimentalScope,
  idOf?: string,
) {
  return defineEndpoint({
    id,
    method: 'put',
    path,
    access,
    params: idOf ? ids.idParams(idOf) : undefined,
    body: ZEnabled,
    example: { body: { enabled: true } },
    description: `Switches experimental features on or off for ${who}; deleted users are left as they are.`,
    response: ZExperimentalSet,
    handler: ({ payload, req, user, params, body }) =>
      setExperimental({ payload, req, user }, scope(params as { id: number }), body.enabled),
  })
}

export const experimentalEndpoints = [
  experimental('experimental.users', 'users/me/school/users/experimental', schoolAdmin, 'everyone at the school, staff and pupils', () => ({
    kind: 'school',
    who: 'users',
  })),
  experimental('experimental.teachers', 'users/me/school/teachers/experimental', schoolAdmin, 'the school’s staff', () => ({
    kind: 'school',
    who: 'teachers',
  })),
  experimental('experimental.pupils', 'users/me/school/pupils/experimental', teacher, 'the school’s pupils', () => ({
    kind: 'school',
    who: 'pupils',
  })),
  experimental(
    'experimental.teacher',
    'users/me/school/teachers/{id}/experimental',
    schoolAdmin,
    'one member of the school’s staff (anyone else: 404)',
    ({ id }) => ({ kind: 'teacher', id }),
    'a teacher',
  ),
  experimental(
    'experimental.pupil',
    'users/me/school/pupils/{id}/experimental',
    teacher,
    'one pupil of the school (another school’s: 404)',
    ({ id }) => ({ kind: 'pupil', id }),
    'a pupil',
  ),
  experimental(
    'experimental.group.teachers',
    'users/me/school/groups/{id}/teachers/experimental',
    schoolAdmin,
    'the teachers of a class of the school (another school’s: 404)',
    ({ id }) => ({ kind: 'group', id, who: 'teachers' }),
    'a class',
  ),
  experimental(
    'experimental.group.pupils',
    'users/me/school/groups/{id}/pupils/experimental',
    teacher,
    'the pupils of a class of the school (another school’s: 404)',
    ({ id }) => ({ kind: 'group', id, who: 'pupils' }),
    'a class',
  ),
]

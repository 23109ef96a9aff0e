import { teacher } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { pupilsCsv } from '../../lib/school/pupils'
import * as ids from '../../lib/api/ids'

/** GET users/me/school/pupils/csv?pupilIds=1,2: a CSV file (school_id, name, username, classes, stages) of these pupils, or all. */
export const pupilsCsvExport = defineEndpoint({
  id: 'pupils.csv',
  method: 'get',
  path: 'users/me/school/pupils/csv',
  access: teacher,
  query: input({ pupilIds: ids.idListQuery('pupil').optional() }),
  example: { query: { pupilIds: '1,2' } },
  description:
    'A CSV file (`pupils-school-<id>.csv`, as an attachment) with the columns school_id, name, username, classes (separated by `; `), stage_spelling, stage_number: the pupils named (any not of the school: 404), or every pupil by name.',
  response: { status: 200, contentType: 'text/csv' },
  handler: async ({ payload, req, user, query }) => {
    const { filename, csv } = await pupilsCsv({ payload, req, user }, query.pupilIds)
    return new Response(csv, {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${filename}"`,
        'Cache-Control': 'no-store',
      },
    })
  },
})

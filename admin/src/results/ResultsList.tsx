// Results start from a class: the school's classes (the teacher's own
// first when there are several), each opening its results.
import { Typography } from '@mui/material'
import { DataTable, List, SearchInput, SimpleList, useCreatePath, useTranslate } from 'react-admin'

import type { SchoolClass } from '../school/types'
import { useIsSmall } from '../school/hooks'
import { isMyClass } from '../spelling/hooks'

const teacherNames = (group: SchoolClass) => (group.teachers ?? []).map((teacher) => teacher.name).join(', ')

export const ResultsList = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  const createPath = useCreatePath()
  return (
    <List
      title="spelling.results.title"
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={false}
      exporter={false}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('spelling.results.list_intro')}
      </Typography>
      {small ? (
        <SimpleList<SchoolClass>
          primaryText={(group) => group.name}
          secondaryText={(group) =>
            [translate('hub.classes.pupil_count', { smart_count: group.pupil_count, _: `${group.pupil_count}` }), teacherNames(group)]
              .filter(Boolean)
              .join(' · ')
          }
          linkType={(group) => createPath({ resource: 'results', type: 'show', id: group.id })}
        />
      ) : (
        <DataTable<SchoolClass> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<SchoolClass>
            source="name"
            render={(group) => (
              <Typography variant="body2" sx={{ fontWeight: isMyClass(group) ? 600 : 400 }}>
                {group.name}
              </Typography>
            )}
          />
          <DataTable.NumberCol<SchoolClass> source="pupil_count" disableSort />
          <DataTable.Col<SchoolClass> source="teachers" disableSort render={teacherNames} />
        </DataTable>
      )}
    </List>
  )
}

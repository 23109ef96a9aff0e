import { AutocompleteArrayInput, useGetList } from 'react-admin'

import type { Teacher } from '../school/types'

/** The class's teachers, chosen from the school's staff (one page of up to 200 is every teacher of a school). */
export const TeachersInput = ({ helperText }: { helperText?: string }) => {
  const { data = [], isPending } = useGetList<Teacher>('teachers', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'name', order: 'ASC' },
  })
  return (
    <AutocompleteArrayInput
      source="teacherIds"
      label="resources.classes.fields.teachers"
      choices={data.map((teacher) => ({ id: teacher.id, name: teacher.name || teacher.username || String(teacher.id) }))}
      isPending={isPending}
      helperText={helperText}
      fullWidth
    />
  )
}

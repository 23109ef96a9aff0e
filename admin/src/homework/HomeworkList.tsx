// The school's homework, soonest due first: open and upcoming by default,
// filtered by class, state, or only what the teacher set. A row opens the
// homework's progress.
import { Chip, Stack, Typography } from '@mui/material'
import { BooleanInput, CreateButton, DataTable, List, SelectInput, SimpleList, TopToolbar, useCreatePath, useTranslate } from 'react-admin'

import { useIsSmall } from '../school/hooks'
import type { Homework } from './types'
import { useClassesForSpelling } from '../spelling/hooks'
import { DifficultyChip } from '../spelling/ui'
import { useDueText } from './HomeworkShow'

const STATUS_CHOICES = [
  { id: 'current', name: 'spelling.homework.filter.current' },
  { id: 'open', name: 'spelling.homework.state.open' },
  { id: 'upcoming', name: 'spelling.homework.state.upcoming' },
  { id: 'past', name: 'spelling.homework.state.past' },
]

const ClassFilter = (props: { source: string; alwaysOn?: boolean }) => {
  const { data: classes = [], isPending } = useClassesForSpelling()
  const { alwaysOn: _alwaysOn, ...rest } = props
  return (
    <SelectInput
      {...rest}
      label="spelling.homework.fields.group"
      choices={classes.map((group) => ({ id: group.id, name: group.name }))}
      translateChoice={false}
      isPending={isPending}
      emptyText="spelling.homework.all_classes"
    />
  )
}

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="spelling.homework.filter.status"
    choices={STATUS_CHOICES}
    emptyText="spelling.homework.filter.any"
    alwaysOn
  />,
  <ClassFilter key="group_id" source="group_id" alwaysOn />,
  <BooleanInput key="mine" source="mine" label="spelling.homework.filter.mine" />,
]

const Actions = () => (
  <TopToolbar>
    <CreateButton label="spelling.homework.create" />
  </TopToolbar>
)

const classNames = (homework: Homework) => homework.groups.map((group) => group.name).join(', ')

export const HomeworkList = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const dueText = useDueText()
  return (
    <List
      filters={filters}
      filterDefaultValues={{ status: 'current' }}
      sort={{ field: 'dueAt', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      title="spelling.homework.title"
    >
      {small ? (
        <SimpleList<Homework>
          primaryText={(homework) => homework.title}
          secondaryText={(homework) => [classNames(homework), dueText(homework)].filter(Boolean).join(' · ')}
          linkType={(homework) => createPath({ resource: 'homework', type: 'show', id: homework.id })}
        />
      ) : (
        <DataTable<Homework> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col<Homework> source="title" disableSort />
          <DataTable.Col<Homework> source="groups" disableSort render={classNames} />
          <DataTable.Col<Homework>
            source="dueAt"
            render={(homework) => (
              <Stack spacing={0.25}>
                <Typography variant="body2">{dueText(homework)}</Typography>
              </Stack>
            )}
          />
          <DataTable.Col<Homework>
            source="status"
            disableSort
            render={(homework) => (
              <Chip
                size="small"
                color={homework.status === 'open' ? 'primary' : 'default'}
                label={translate(`spelling.homework.state.${homework.status}`)}
              />
            )}
          />
          <DataTable.Col<Homework>
            source="difficulty"
            disableSort
            render={(homework) => <DifficultyChip difficulty={homework.difficulty} />}
          />
          <DataTable.NumberCol<Homework> source="pupil_count" disableSort />
        </DataTable>
      )}
    </List>
  )
}

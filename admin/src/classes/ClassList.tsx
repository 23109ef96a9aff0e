import BadgeIcon from '@mui/icons-material/Badge'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import { Box, Button as MuiButton, Card, CardContent, Chip, Stack, Typography } from '@mui/material'
import {
  Button,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useTranslate,
  type RaRecord,
} from 'react-admin'
import { Link } from 'react-router-dom'

import type { SchoolClass } from '../school/types'
import { useIsSmall } from '../school/hooks'

const teacherNames = (record: SchoolClass) => record.teachers.map((teacher) => teacher.name).join(', ')

/** The link to a class's printable login cards. */
export const LoginCardsButton = ({ record, variant = 'text' }: { record: RaRecord; variant?: 'text' | 'outlined' | 'contained' }) => {
  const translate = useTranslate()
  return (
    <MuiButton
      component={Link}
      to={`/classes/${record.id}/cards`}
      size="small"
      variant={variant}
      startIcon={<BadgeIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={translate('hub.cards.button_for', { name: record.name })}
    >
      {translate('hub.cards.button')}
    </MuiButton>
  )
}

const ClassesEmpty = () => {
  const translate = useTranslate()
  return (
    <Card sx={{ mt: 2, maxWidth: 640 }}>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('hub.classes.empty_title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{translate('hub.classes.empty_body')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <CreateButton variant="contained" label="hub.classes.create_first" />
          <Button component={Link} to="/pupils/import" label="hub.import.button" startIcon={<GroupAddIcon />} />
        </Stack>
      </CardContent>
    </Card>
  )
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
)

export const ClassList = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  const createPath = useCreatePath()
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      filter={{ includeSubgroups: 'true' }}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<ListActions />}
      empty={<ClassesEmpty />}
    >
      {small ? (
        <SimpleList<SchoolClass>
          primaryText={(record) => record.name}
          secondaryText={(record) =>
            [translate('hub.classes.pupil_count', { smart_count: record.pupil_count }), teacherNames(record)].filter(Boolean).join(' · ')
          }
          linkType={(record) => createPath({ resource: 'classes', type: 'edit', id: record.id })}
        />
      ) : (
        <DataTable<SchoolClass> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<SchoolClass> source="name" />
          <DataTable.Col<SchoolClass> source="teachers" disableSort render={teacherNames} />
          <DataTable.NumberCol<SchoolClass> source="pupil_count" disableSort />
          <DataTable.Col<SchoolClass>
            source="subgroups"
            disableSort
            render={(record) => (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                {(record.subgroups ?? []).map((subgroup) => (
                  <Chip key={subgroup.id} size="small" label={`${subgroup.name} (${subgroup.pupil_count})`} />
                ))}
              </Box>
            )}
          />
          <DataTable.Col<SchoolClass> label="hub.cards.column" disableSort render={(record) => <LoginCardsButton record={record} />} />
        </DataTable>
      )}
    </List>
  )
}

// The school's staff (school admins only): invite, grant or remove admin, remove.
import { useState } from 'react'
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import { Chip, Stack } from '@mui/material'
import {
  Button,
  Confirm,
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin'

import type { Teacher } from '../school/types'
import { errorMessage } from '../school/errors'
import { currentUserId, useConsoleDataProvider, useIsSmall } from '../school/hooks'

const isMe = (teacher: Teacher) => String(teacher.id) === String(currentUserId())

const Name = ({ teacher }: { teacher: Teacher }) => {
  const translate = useTranslate()
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{teacher.name || teacher.username}</span>
      {teacher.admin && <Chip size="small" color="primary" label={translate('hub.teachers.admin_badge')} />}
      {isMe(teacher) && <Chip size="small" variant="outlined" label={translate('hub.teachers.you')} />}
    </Stack>
  )
}

/** Grant or remove school admin, and remove from the school, each after a confirmation. */
const RowActions = () => {
  const teacher = useRecordContext<Teacher>()
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useConsoleDataProvider()
  const [deleteOne] = useDelete()
  const [confirming, setConfirming] = useState<'admin' | 'remove' | null>(null)
  if (!teacher) return null
  const name = teacher.name || teacher.username || ''
  const toggleAdmin = async () => {
    setConfirming(null)
    try {
      await dataProvider.setTeacherAdmin(teacher.id, !teacher.admin)
      notify(teacher.admin ? 'hub.teachers.admin_removed' : 'hub.teachers.admin_granted', { type: 'success', messageArgs: { name } })
      refresh()
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    }
  }
  const remove = () => {
    setConfirming(null)
    deleteOne(
      'teachers',
      { id: teacher.id, previousData: teacher },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('hub.teachers.removed', { type: 'success', messageArgs: { name } }),
        onError: (error) => notify(errorMessage(error, translate), { type: 'error' }),
      },
    )
  }
  return (
    <Stack direction="row" spacing={0.5} onClick={(event) => event.stopPropagation()} sx={{ flexWrap: 'wrap' }}>
      <Button
        label={teacher.admin ? 'hub.teachers.remove_admin' : 'hub.teachers.make_admin'}
        onClick={() => setConfirming('admin')}
        startIcon={<AdminPanelSettingsIcon />}
        aria-label={translate(teacher.admin ? 'hub.teachers.remove_admin_for' : 'hub.teachers.make_admin_for', { name })}
      />
      {!isMe(teacher) && (
        <Button
          label="hub.teachers.remove"
          color="error"
          onClick={() => setConfirming('remove')}
          startIcon={<PersonRemoveIcon />}
          aria-label={translate('hub.teachers.remove_for', { name })}
        />
      )}
      <Confirm
        isOpen={confirming === 'admin'}
        title={teacher.admin ? 'hub.teachers.remove_admin_title' : 'hub.teachers.make_admin_title'}
        content={teacher.admin ? 'hub.teachers.remove_admin_body' : 'hub.teachers.make_admin_body'}
        translateOptions={{ name }}
        onConfirm={toggleAdmin}
        onClose={() => setConfirming(null)}
      />
      <Confirm
        isOpen={confirming === 'remove'}
        title="hub.teachers.remove_title"
        content="hub.teachers.remove_body"
        translateOptions={{ name }}
        onConfirm={remove}
        onClose={() => setConfirming(null)}
      />
    </Stack>
  )
}

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="hub.teachers.invite" />
  </TopToolbar>
)

export const TeacherList = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
      actions={<ListActions />}
      exporter={false}
    >
      {small ? (
        <SimpleList<Teacher>
          primaryText={(teacher) => <Name teacher={teacher} />}
          secondaryText={(teacher) => teacher.email || teacher.username || ''}
          tertiaryText={(teacher) => (teacher.admin ? translate('hub.teachers.admin_badge') : '')}
          linkType="edit"
        />
      ) : (
        <DataTable<Teacher> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<Teacher> source="name" render={(teacher) => <Name teacher={teacher} />} />
          <DataTable.Col<Teacher> source="username" disableSort />
          <DataTable.Col<Teacher> source="email" />
          <DataTable.Col<Teacher> label="hub.teachers.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}

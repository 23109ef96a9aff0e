// Deleted pupils and staff (school admins): kept for 30 days, then purged.
// Recover some or all (they come back with their classes and data), or merge
// one into an existing person (a duplicate made by mistake).
import { useState } from 'react'
import CallMergeIcon from '@mui/icons-material/CallMerge'
import RestoreIcon from '@mui/icons-material/Restore'
import { Stack } from '@mui/material'
import {
  Button,
  Confirm,
  DataTable,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useListContext,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type Identifier,
} from 'react-admin'

import type { DeletedUser } from '../school/types'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useIsSmall, useRefreshSchool } from '../school/hooks'
import { MergeDialog } from './MergeDialog'

const useRecover = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  return async (ids: readonly Identifier[] | 'all') => {
    try {
      const { recovered } = ids === 'all' ? await dataProvider.recoverAllDeletedUsers() : await dataProvider.recoverDeletedUsers(ids)
      notify('hub.deleted.recovered', { type: 'success', messageArgs: { smart_count: recovered } })
      await refresh()
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    }
  }
}

const RecoverAllButton = () => {
  const { total } = useListContext()
  const recover = useRecover()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      <Button label="hub.deleted.recover_all" onClick={() => setConfirming(true)} startIcon={<RestoreIcon />} disabled={!total} />
      <Confirm
        isOpen={confirming}
        title="hub.deleted.recover_all_title"
        content="hub.deleted.recover_all_body"
        translateOptions={{ smart_count: total ?? 0 }}
        onConfirm={async () => {
          setConfirming(false)
          await recover('all')
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}

const BulkActions = () => {
  const { selectedIds, onUnselectItems } = useListContext()
  const recover = useRecover()
  return (
    <Button
      label="hub.deleted.recover"
      startIcon={<RestoreIcon />}
      onClick={async () => {
        await recover(selectedIds)
        onUnselectItems()
      }}
    />
  )
}

const RowActions = () => {
  const user = useRecordContext<DeletedUser>()
  const translate = useTranslate()
  const recover = useRecover()
  const [merging, setMerging] = useState(false)
  if (!user) return null
  const name = user.name || user.username || user.school_username || ''
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }} onClick={(event) => event.stopPropagation()}>
      <Button
        label="hub.deleted.recover"
        startIcon={<RestoreIcon />}
        onClick={() => recover([user.id])}
        aria-label={translate('hub.deleted.recover_for', { name })}
      />
      <Button
        label="hub.deleted.merge"
        startIcon={<CallMergeIcon />}
        onClick={() => setMerging(true)}
        aria-label={translate('hub.deleted.merge_for', { name })}
      />
      <MergeDialog user={merging ? user : null} onClose={() => setMerging(false)} />
    </Stack>
  )
}

const login = (user: DeletedUser) => user.school_username || user.username || user.email || ''

/** Dates as the console's language writes them (21/11/2026 in en-GB), not the browser's. */
const formatDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: 'numeric', month: 'short', year: 'numeric' })

export const DeletedUserList = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <RecoverAllButton />
        </TopToolbar>
      }
      empty={false}
    >
      {small ? (
        <SimpleList<DeletedUser>
          primaryText={(user) => user.name || login(user)}
          secondaryText={(user) => `${translate(`roles.${user.role}`)} · ${login(user)}`}
          tertiaryText={(user) => translate('hub.deleted.purge_on', { date: formatDate(user.purgeAt, locale) })}
          linkType={false}
        />
      ) : (
        <DataTable<DeletedUser> rowClick={false} bulkActionButtons={<BulkActions />}>
          <DataTable.Col<DeletedUser> source="name" disableSort />
          <DataTable.Col<DeletedUser> source="role" disableSort render={(user) => translate(`roles.${user.role}`)} />
          <DataTable.Col<DeletedUser> source="username" disableSort render={login} />
          <DataTable.Col<DeletedUser> source="deletedAt" disableSort render={(user) => formatDate(user.deletedAt, locale)} />
          <DataTable.Col<DeletedUser> source="purgeAt" disableSort render={(user) => formatDate(user.purgeAt, locale)} />
          <DataTable.Col<DeletedUser> label="hub.teachers.actions" disableSort>
            <RowActions />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  )
}

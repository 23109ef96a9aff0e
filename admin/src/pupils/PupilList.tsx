// The school's pupils, one page at a time from the server (page, limit, sort,
// q and the class filter are query parameters of users/me/school/pupils), so
// a school of 2,000 pupils is never loaded at once.
import { useState } from 'react'
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { Box, Chip } from '@mui/material'
import {
  BulkDeleteWithConfirmButton,
  Button,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin'
import { Link } from 'react-router-dom'

import { UNASSIGNED } from '../school/api'
import type { Pupil } from '../school/types'
import { classChoices, useAllClasses, useIsSmall } from '../school/hooks'
import { MovePupilsDialog } from '../school/MovePupilsDialog'

export const PUPILS_PER_PAGE_OPTIONS = [25, 50, 100, 200]

const ClassFilter = ({ alwaysOn: _alwaysOn, ...props }: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate()
  const { data: classes = [], isPending } = useAllClasses()
  const choices = [{ id: UNASSIGNED, name: translate('hub.pupils.no_class') }, ...classChoices(classes, { subgroups: true })]
  return (
    <SelectInput {...props} label="hub.pupils.filter_class" choices={choices} isPending={isPending} emptyText="hub.pupils.all_classes" />
  )
}

const ListActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <CreateButton label="hub.dashboard.add_pupil" />
    <Button component={Link} to="/pupils/generate" label="hub.generate.button" startIcon={<GroupAddIcon />} />
    <Button component={Link} to="/pupils/import" label="hub.import.button" startIcon={<UploadFileIcon />} />
  </TopToolbar>
)

const BulkActions = () => {
  const { selectedIds, onUnselectItems } = useListContext()
  const [moving, setMoving] = useState(false)
  return (
    <>
      <Button label="hub.move.button" onClick={() => setMoving(true)} startIcon={<DriveFileMoveIcon />} />
      <BulkDeleteWithConfirmButton mutationMode="pessimistic" confirmContent="hub.pupils.delete_many_body" />
      <MovePupilsDialog open={moving} pupilIds={selectedIds} onClose={() => setMoving(false)} onDone={onUnselectItems} />
    </>
  )
}

/** The classes a pupil is in, and subgroups after their class. */
export const PupilClasses = ({ pupil }: { pupil: Pupil }) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
    {pupil.groups.map((group) => (
      <Chip key={group.id} size="small" variant={group.parent === null ? 'filled' : 'outlined'} label={group.name} />
    ))}
  </Box>
)

const stageText = (stage: number | null) => (stage === null ? '—' : String(stage))

export const PupilList = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('hub.pupils.search')} />,
    <ClassFilter key="group" source="group" alwaysOn />,
  ]
  return (
    <List
      filters={filters}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      actions={<ListActions />}
      exporter={false}
      pagination={<Pagination rowsPerPageOptions={PUPILS_PER_PAGE_OPTIONS} />}
    >
      {small ? (
        <SimpleList<Pupil>
          primaryText={(pupil) => pupil.name || pupil.school_username}
          secondaryText={(pupil) =>
            [
              pupil.school_username,
              pupil.groups
                .filter((group) => group.parent === null)
                .map((group) => group.name)
                .join(', ') || translate('hub.pupils.no_class'),
            ].join(' · ')
          }
          linkType={(pupil) => createPath({ resource: 'pupils', type: 'edit', id: pupil.id })}
        />
      ) : (
        <DataTable<Pupil> rowClick="edit" bulkActionButtons={<BulkActions />}>
          <DataTable.Col<Pupil> source="name" />
          <DataTable.Col<Pupil> source="school_username" />
          <DataTable.Col<Pupil> source="groups" disableSort render={(pupil) => <PupilClasses pupil={pupil} />} />
          <DataTable.Col<Pupil> source="stage_spelling" render={(pupil) => stageText(pupil.stage_spelling)} />
          <DataTable.Col<Pupil> source="stage_number" render={(pupil) => stageText(pupil.stage_number)} />
        </DataTable>
      )}
    </List>
  )
}

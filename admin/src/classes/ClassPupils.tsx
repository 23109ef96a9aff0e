// The pupils of one class, on the class's page: search them, add pupils from
// the school, and move, group or take out the ones selected. Each action is
// one call; the list and the class's counts refetch afterwards.
import { useEffect, useId, useState } from 'react'
import AddIcon from '@mui/icons-material/Add'
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove'
import GroupWorkIcon from '@mui/icons-material/GroupWork'
import PersonRemoveIcon from '@mui/icons-material/PersonRemove'
import {
  Alert,
  Box,
  Button as MuiButton,
  Card,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  List as MuiList,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import {
  Button,
  Confirm,
  DataTable,
  ListBase,
  Pagination,
  useGetList,
  useListContext,
  useNotify,
  useTranslate,
  type Identifier,
} from 'react-admin'

import type { Pupil, SchoolClass } from '../school/types'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useIsSmall, useRefreshSchool } from '../school/hooks'
import { MovePupilsDialog } from '../school/MovePupilsDialog'

const useDebounced = <T,>(value: T, ms = 300) => {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

const SearchPupils = () => {
  const translate = useTranslate()
  const { filterValues, setFilters } = useListContext()
  const [text, setText] = useState<string>((filterValues.q as string) ?? '')
  const q = useDebounced(text)
  useEffect(() => {
    if ((filterValues.q ?? '') !== q) setFilters({ ...filterValues, q: q || undefined }, {})
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q])
  return (
    <TextField
      size="small"
      type="search"
      label={translate('hub.classes.search_pupils')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: { sm: 260 } }}
      fullWidth
    />
  )
}

/** Puts pupils of the school into this class (they stay in their other classes). */
const AddPupilsDialog = ({ group, open, onClose }: { group: SchoolClass; open: boolean; onClose: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const fullScreen = useIsSmall()
  const titleId = useId()
  const [text, setText] = useState('')
  const [onlyUnassigned, setOnlyUnassigned] = useState(false)
  const [chosen, setChosen] = useState<Identifier[]>([])
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const q = useDebounced(text)
  const {
    data = [],
    total = 0,
    isPending,
  } = useGetList<Pupil>(
    'pupils',
    {
      filter: { q: q || undefined, ...(onlyUnassigned ? { group: 'unassigned' } : {}) },
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: open },
  )
  const toggle = (id: Identifier) =>
    setChosen((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id]))
  const close = () => {
    setChosen([])
    setFailure(null)
    onClose()
  }
  const submit = async () => {
    setSaving(true)
    setFailure(null)
    try {
      await dataProvider.addPupilsToClass(group.id, chosen, { move: false })
      notify('hub.move.added', { type: 'success', messageArgs: { smart_count: chosen.length, name: group.name } })
      await refresh()
      close()
    } catch (error) {
      setFailure(errorMessage(error, translate))
    } finally {
      setSaving(false)
    }
  }
  return (
    <Dialog open={open} onClose={saving ? undefined : close} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('hub.classes.add_pupils_title', { name: group.name })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <TextField
          type="search"
          label={translate('hub.classes.search_pupils')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          size="small"
          sx={{ mt: 1 }}
        />
        <FormControlLabel
          control={<Checkbox checked={onlyUnassigned} onChange={(event) => setOnlyUnassigned(event.target.checked)} />}
          label={translate('hub.classes.only_unassigned')}
        />
        <MuiList dense aria-busy={isPending} aria-label={translate('resources.pupils.name', { smart_count: 2 })}>
          {data.map((pupil) => {
            const inClass = pupil.groups.some((other) => other.id === group.id)
            const checked = inClass || chosen.includes(pupil.id)
            const labelId = `add-pupil-${pupil.id}`
            return (
              <ListItem key={pupil.id} disablePadding>
                <ListItemButton onClick={() => toggle(pupil.id)} disabled={inClass} dense>
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Checkbox
                      edge="start"
                      checked={checked}
                      tabIndex={-1}
                      disableRipple
                      slotProps={{ input: { 'aria-labelledby': labelId } }}
                    />
                  </ListItemIcon>
                  <ListItemText
                    id={labelId}
                    primary={pupil.name || pupil.school_username}
                    secondary={[
                      pupil.school_username,
                      inClass
                        ? translate('hub.classes.already_in_class')
                        : pupil.groups
                            .filter((other) => other.parent === null)
                            .map((other) => other.name)
                            .join(', '),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              </ListItem>
            )
          })}
        </MuiList>
        {!isPending && data.length === 0 && <Typography color="text.secondary">{translate('hub.classes.no_pupils_found')}</Typography>}
        {total > data.length && (
          <Typography variant="body2" color="text.secondary">
            {translate('hub.classes.more_pupils', { count: total - data.length })}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={close} disabled={saving}>
          {translate('ra.action.cancel')}
        </MuiButton>
        <MuiButton variant="contained" onClick={submit} disabled={chosen.length === 0 || saving}>
          {translate('hub.classes.add_chosen', { smart_count: chosen.length })}
        </MuiButton>
      </DialogActions>
    </Dialog>
  )
}

const SubgroupDialog = ({
  group,
  pupilIds,
  open,
  onClose,
  onDone,
}: {
  group: SchoolClass
  pupilIds: Identifier[]
  open: boolean
  onClose: () => void
  onDone: () => void
}) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const titleId = useId()
  const [subgroup, setSubgroup] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  const submit = async () => {
    setFailure(null)
    try {
      await dataProvider.addPupilsToSubgroup(group.id, subgroup, pupilIds)
      const name = group.subgroups?.find((other) => String(other.id) === subgroup)?.name ?? ''
      notify('hub.move.added', { type: 'success', messageArgs: { smart_count: pupilIds.length, name } })
      await refresh()
      onDone()
      onClose()
    } catch (error) {
      setFailure(errorMessage(error, translate))
    }
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('hub.classes.to_subgroup_title', { smart_count: pupilIds.length })}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <FormControl fullWidth sx={{ mt: 1 }}>
          <InputLabel id={`${titleId}-select`}>{translate('resources.classes.fields.subgroups')}</InputLabel>
          <Select
            labelId={`${titleId}-select`}
            label={translate('resources.classes.fields.subgroups')}
            value={subgroup}
            onChange={(event) => setSubgroup(String(event.target.value))}
          >
            {(group.subgroups ?? []).map((other) => (
              <MenuItem key={other.id} value={String(other.id)}>
                {other.name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{translate('ra.action.cancel')}</MuiButton>
        <MuiButton variant="contained" onClick={submit} disabled={!subgroup}>
          {translate('hub.classes.to_subgroup_submit')}
        </MuiButton>
      </DialogActions>
    </Dialog>
  )
}

const BulkActions = ({ group }: { group: SchoolClass }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const { selectedIds, onUnselectItems } = useListContext()
  const [dialog, setDialog] = useState<'move' | 'subgroup' | 'remove' | null>(null)
  const count = selectedIds.length
  const remove = async () => {
    try {
      await dataProvider.removePupilsFromClass(group.id, selectedIds)
      notify('hub.classes.removed', { type: 'success', messageArgs: { smart_count: count, name: group.name } })
      onUnselectItems()
      await refresh()
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    }
    setDialog(null)
  }
  return (
    <>
      <Button label="hub.move.button" onClick={() => setDialog('move')} startIcon={<DriveFileMoveIcon />} />
      {(group.subgroups?.length ?? 0) > 0 && (
        <Button label="hub.classes.to_subgroup" onClick={() => setDialog('subgroup')} startIcon={<GroupWorkIcon />} />
      )}
      <Button label="hub.classes.remove" onClick={() => setDialog('remove')} startIcon={<PersonRemoveIcon />} color="error" />
      <MovePupilsDialog
        open={dialog === 'move'}
        pupilIds={selectedIds}
        fromClassId={group.id}
        onClose={() => setDialog(null)}
        onDone={onUnselectItems}
      />
      <SubgroupDialog
        group={group}
        pupilIds={selectedIds}
        open={dialog === 'subgroup'}
        onClose={() => setDialog(null)}
        onDone={onUnselectItems}
      />
      <Confirm
        isOpen={dialog === 'remove'}
        title="hub.classes.remove_title"
        content="hub.classes.remove_body"
        translateOptions={{ smart_count: count, name: group.name }}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </>
  )
}

const subgroupsOf = (pupil: Pupil, group: SchoolClass) => pupil.groups.filter((other) => other.parent === group.id)

export const ClassPupils = ({ group }: { group: SchoolClass }) => {
  const translate = useTranslate()
  const small = useIsSmall()
  const [adding, setAdding] = useState(false)
  const headingId = useId()
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ mt: 2 }}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography id={headingId} component="h2" variant="h6">
            {translate('hub.classes.pupils_heading', { smart_count: group.pupil_count, name: group.name })}
          </Typography>
          <MuiButton variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('hub.classes.add_pupils')}
          </MuiButton>
        </Stack>
        <ListBase
          resource="pupils"
          filter={{ group: group.id }}
          perPage={25}
          sort={{ field: 'name', order: 'ASC' }}
          disableSyncWithLocation
          storeKey={false}
        >
          <Box sx={{ mb: 1 }}>
            <SearchPupils />
          </Box>
          <DataTable<Pupil>
            rowClick="edit"
            bulkActionButtons={<BulkActions group={group} />}
            empty={
              <Typography color="text.secondary" sx={{ py: 2 }}>
                {translate('hub.classes.no_pupils')}
              </Typography>
            }
          >
            <DataTable.Col<Pupil> source="name" />
            <DataTable.Col<Pupil> source="school_username" />
            {!small && (
              <DataTable.Col<Pupil>
                source="groups"
                label="resources.classes.fields.subgroups"
                disableSort
                render={(pupil) => (
                  <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                    {subgroupsOf(pupil, group).map((other) => (
                      <Chip key={other.id} size="small" label={other.name} />
                    ))}
                  </Box>
                )}
              />
            )}
          </DataTable>
          <Pagination rowsPerPageOptions={[25, 50, 100]} />
        </ListBase>
      </CardContent>
      <AddPupilsDialog group={group} open={adding} onClose={() => setAdding(false)} />
    </Card>
  )
}

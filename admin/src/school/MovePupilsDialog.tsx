// Moving pupils to another class (or adding them to one as well): one call,
// POST users/me/school/groups/{id}/pupils with move 1 (leave every other
// class) or 0 (stay in them too).
import { useId, useState } from 'react'
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  InputLabel,
  MenuItem,
  Select,
} from '@mui/material'
import { useNotify, useTranslate, type Identifier } from 'react-admin'

import { classChoices, useAllClasses, useConsoleDataProvider, useIsSmall, useRefreshSchool } from './hooks'
import { errorMessage } from './errors'

export interface MovePupilsDialogProps {
  open: boolean
  pupilIds: readonly Identifier[]
  /** The class they are being moved from: not offered as a destination. */
  fromClassId?: Identifier
  onClose: () => void
  onDone?: () => void
}

export const MovePupilsDialog = ({ open, pupilIds, fromClassId, onClose, onDone }: MovePupilsDialogProps) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const fullScreen = useIsSmall()
  const { data: classes = [], isPending } = useAllClasses()
  const [target, setTarget] = useState<string>('')
  const [move, setMove] = useState(true)
  const [saving, setSaving] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const labelId = useId()
  const choices = classChoices(classes).filter((choice) => String(choice.id) !== String(fromClassId ?? ''))
  const count = pupilIds.length

  const submit = async () => {
    if (!target) return
    setSaving(true)
    setFailure(null)
    try {
      await dataProvider.addPupilsToClass(target, pupilIds, { move })
      const name = choices.find((choice) => String(choice.id) === target)?.name ?? ''
      notify(move ? 'hub.move.moved' : 'hub.move.added', { type: 'success', messageArgs: { smart_count: count, name } })
      await refresh()
      onDone?.()
      onClose()
      setTarget('')
    } catch (error) {
      setFailure(errorMessage(error, translate))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullScreen={fullScreen}
      aria-labelledby={`${labelId}-title`}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={`${labelId}-title`}>{translate('hub.move.title', { smart_count: count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate('hub.move.intro', { smart_count: count })}</DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {!isPending && choices.length === 0 ? (
          <Alert severity="info">{translate('hub.move.no_other_class')}</Alert>
        ) : (
          <FormControl fullWidth required>
            <InputLabel id={`${labelId}-class`}>{translate('hub.move.to_class')}</InputLabel>
            <Select
              labelId={`${labelId}-class`}
              label={translate('hub.move.to_class')}
              value={target}
              onChange={(event) => setTarget(String(event.target.value))}
            >
              {choices.map((choice) => (
                <MenuItem key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        )}
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={move} onChange={(event) => setMove(event.target.checked)} />}
          label={translate('hub.move.leave_other_classes')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={!target || saving}>
          {translate(move ? 'hub.move.submit_move' : 'hub.move.submit_add')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

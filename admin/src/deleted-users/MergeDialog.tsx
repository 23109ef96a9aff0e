// Merging a deleted user into an existing one: everything of the deleted
// user (progress, lists, classes) moves to the person kept, then the deleted
// account is purged. Pupils merge into pupils, staff into staff.
import { useEffect, useId, useState } from 'react'
import { Alert, Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'

import type { DeletedUser, SchoolUser } from '../school/types'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useIsSmall, useRefreshSchool } from '../school/hooks'

const describe = (user: SchoolUser) => [user.name, user.school_username || user.username || user.email].filter(Boolean).join(' · ')

export const MergeDialog = ({ user, onClose }: { user: DeletedUser | null; onClose: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const fullScreen = useIsSmall()
  const titleId = useId()
  const [text, setText] = useState('')
  const [options, setOptions] = useState<SchoolUser[]>([])
  const [into, setInto] = useState<SchoolUser | null>(null)
  const [loading, setLoading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const role = user?.role === 'pupil' ? 'pupil' : 'staff'

  useEffect(() => {
    if (!user) return
    let cancelled = false
    setLoading(true)
    const timer = setTimeout(() => {
      dataProvider
        .searchSchoolUsers({ q: text || undefined, role })
        .then((found) => !cancelled && setOptions(found.filter((other) => other.id !== user.id)))
        .catch(() => !cancelled && setOptions([]))
        .finally(() => !cancelled && setLoading(false))
    }, 250)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [text, role, user, dataProvider])

  if (!user) return null
  const name = user.name || user.username || user.school_username || ''
  const close = () => {
    setInto(null)
    setText('')
    setFailure(null)
    onClose()
  }
  const merge = async () => {
    if (!into) return
    setFailure(null)
    try {
      await dataProvider.mergeDeletedUser(user.id, into.id)
      notify('hub.deleted.merged', { type: 'success', messageArgs: { name, into: into.name ?? '' } })
      await refresh()
      close()
    } catch (error) {
      setFailure(errorMessage(error, translate))
    }
  }

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('hub.deleted.merge_title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {translate(role === 'pupil' ? 'hub.deleted.merge_intro_pupil' : 'hub.deleted.merge_intro_staff', { name })}
        </DialogContentText>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Autocomplete<SchoolUser>
          options={options}
          loading={loading}
          value={into}
          onChange={(_, value) => setInto(value)}
          onInputChange={(_, value, reason) => reason === 'input' && setText(value)}
          getOptionLabel={describe}
          filterOptions={(found) => found}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={translate('hub.deleted.nobody_found')}
          renderInput={(params) => <TextField {...params} label={translate('hub.deleted.merge_into')} required />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={merge} disabled={!into}>
          {translate('hub.deleted.merge_submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

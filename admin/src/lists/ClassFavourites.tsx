// A list as a favourite of classes: their pupils then find it in the player
// (without a due date: homework is for that). Shows the classes it is a
// favourite of now, and a dialog to switch classes on and off.
import { useState } from 'react'
import GroupsIcon from '@mui/icons-material/Groups'
import {
  Box,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNotify, useTranslate } from 'react-admin'

import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useIsSmall } from '../school/hooks'
import { isMyClass, useClassesForSpelling } from '../spelling/hooks'

export const ClassFavourites = ({ listId, title }: { listId: number; title: string }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const small = useIsSmall()
  const dataProvider = useConsoleDataProvider()
  const queryClient = useQueryClient()
  const key = ['lists', 'favouriters', listId]
  const favouriters = useQuery({ queryKey: key, queryFn: () => dataProvider.getFavouriters(listId) })
  const classes = useClassesForSpelling()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState<number | null>(null)
  // The box shows the choice at once; the server's answer then confirms it (or puts it back).
  const [choosing, setChoosing] = useState<Record<number, boolean>>({})
  const classIds = new Set((favouriters.data ?? []).filter((f) => f.kind === 'group' && f.group).map((f) => f.group!.id))
  const favouriteClasses = (favouriters.data ?? []).filter((f) => f.kind === 'group' && f.group).map((f) => f.group!)

  const toggle = async (classId: number, name: string, on: boolean) => {
    setBusy(classId)
    setChoosing((current) => ({ ...current, [classId]: on }))
    try {
      await dataProvider.setClassFavourite(listId, classId, on)
      await queryClient.invalidateQueries({ queryKey: key })
      await queryClient.invalidateQueries({ queryKey: ['lists', 'favourite-ids'] })
      notify(on ? 'spelling.lists.class_favourited' : 'spelling.lists.class_unfavourited', { type: 'info', messageArgs: { title, name } })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    } finally {
      setChoosing(({ [classId]: _done, ...rest }) => rest)
      setBusy(null)
    }
  }

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {favouriteClasses.length ? translate('spelling.lists.favourite_of_classes') : translate('spelling.lists.favourite_of_no_class')}
        </Typography>
        {favouriteClasses.map((group) => (
          <Chip key={group.id} size="small" icon={<GroupsIcon />} label={group.name} />
        ))}
        <Button size="small" onClick={() => setOpen(true)} startIcon={<GroupsIcon />}>
          {translate('spelling.lists.choose_classes')}
        </Button>
      </Stack>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullScreen={small}
        aria-labelledby="class-favourites-title"
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id="class-favourites-title">{translate('spelling.lists.class_dialog_title', { title })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('spelling.lists.class_dialog_intro')}
          </Typography>
          <FormGroup>
            {(classes.data ?? []).map((group) => (
              <FormControlLabel
                key={group.id}
                control={
                  <Checkbox
                    checked={choosing[group.id] ?? classIds.has(group.id)}
                    disabled={busy !== null}
                    onChange={(event) => toggle(group.id, group.name, event.target.checked)}
                  />
                }
                label={isMyClass(group) ? group.name : translate('spelling.lists.other_class', { name: group.name })}
              />
            ))}
          </FormGroup>
          {classes.data?.length === 0 && <Typography>{translate('spelling.homework.no_classes')}</Typography>}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('spelling.common.done')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}

// Buttons a list offers wherever it appears: favourite it, set it as
// homework, and duplicate it.
import { useState } from 'react'
import AssignmentIcon from '@mui/icons-material/AssignmentAdd'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import { Button, IconButton, Tooltip } from '@mui/material'
import { useNotify, useTranslate } from 'react-admin'
import { Link, useNavigate } from 'react-router-dom'

import { errorMessage } from '../school/errors'
import { useConsoleDataProvider } from '../school/hooks'
import { useFavouriteLists } from '../spelling/hooks'

/** A star: the list in the teacher's favourites, or not. */
export const FavouriteButton = ({ listId, title, variant = 'icon' }: { listId: number; title: string; variant?: 'icon' | 'button' }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const { ids, toggle } = useFavouriteLists()
  const [busy, setBusy] = useState(false)
  const on = ids.has(listId)
  const label = translate(on ? 'spelling.lists.unfavourite_for' : 'spelling.lists.favourite_for', { title })
  const onClick = async (event: React.MouseEvent) => {
    event.stopPropagation()
    setBusy(true)
    try {
      await toggle(listId, !on)
      notify(on ? 'spelling.lists.unfavourited' : 'spelling.lists.favourited', { type: 'info', messageArgs: { title } })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const icon = on ? <StarIcon sx={{ color: '#b26a00' }} /> : <StarBorderIcon />
  if (variant === 'button') {
    return (
      <Button variant="outlined" size="small" startIcon={icon} aria-pressed={on} disabled={busy} onClick={onClick}>
        {translate(on ? 'spelling.lists.in_favourites' : 'spelling.lists.add_favourite')}
      </Button>
    )
  }
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} aria-pressed={on} disabled={busy} onClick={onClick} size="medium">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  )
}

/** To the new homework form with this list chosen. */
export const SetHomeworkButton = ({
  listId,
  title,
  variant = 'text',
}: {
  listId: number
  title: string
  variant?: 'text' | 'outlined' | 'contained'
}) => {
  const translate = useTranslate()
  return (
    <Button
      component={Link}
      to={`/homework/create?list=${listId}`}
      size="small"
      variant={variant}
      startIcon={<AssignmentIcon />}
      onClick={(event: React.MouseEvent) => event.stopPropagation()}
      aria-label={translate('spelling.lists.set_homework_for', { title })}
    >
      {translate('spelling.lists.set_homework')}
    </Button>
  )
}

/** A private copy for the teacher, opened for editing. */
export const DuplicateButton = ({ listId, title }: { listId: number; title: string }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const navigate = useNavigate()
  const dataProvider = useConsoleDataProvider()
  const [busy, setBusy] = useState(false)
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ContentCopyIcon />}
      disabled={busy}
      onClick={async () => {
        setBusy(true)
        try {
          const copy = await dataProvider.duplicateList(listId)
          notify('spelling.lists.duplicated', { type: 'info', messageArgs: { title: copy.title } })
          navigate(`/lists/${copy.id}`)
        } catch (error) {
          notify(errorMessage(error, translate), { type: 'error' })
        } finally {
          setBusy(false)
        }
      }}
      aria-label={translate('spelling.lists.duplicate_for', { title })}
    >
      {translate('spelling.lists.duplicate')}
    </Button>
  )
}

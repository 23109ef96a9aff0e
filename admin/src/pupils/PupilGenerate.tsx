// Bulk generate (/pupils/generate): many pupils at once with usernames from
// the safe word list (no real names needed) and new passwords, in calls of 20
// so the progress bar moves; the passwords are shown once, with login cards.
import { useId, useRef, useState, type FormEvent } from 'react'
import GroupAddIcon from '@mui/icons-material/GroupAdd'
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { ListButton, Title, TopToolbar, useTranslate } from 'react-admin'

import { GenerateStopped } from '../school/api'
import type { Pupil } from '../school/types'
import { errorMessage } from '../school/errors'
import { classChoices, useAllClasses, useConsoleDataProvider, useRefreshSchool } from '../school/hooks'
import { NewPupilsResult } from '../school/NewPupilsResult'
import { stageChoices } from './stages'

export const GENERATE_MAX = 500

export const PupilGenerate = () => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const { data: classes = [] } = useAllClasses()
  const ids = useId()
  const [amount, setAmount] = useState('30')
  const [group, setGroup] = useState('')
  const [stageSpelling, setStageSpelling] = useState('')
  const [stageNumber, setStageNumber] = useState('')
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null)
  const [made, setMade] = useState<Pupil[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [running, setRunning] = useState(false)
  const stopper = useRef<AbortController | null>(null)
  const stages = stageChoices(translate)
  const count = Number(amount)
  const amountError =
    submitted && (!Number.isInteger(count) || count < 1 || count > GENERATE_MAX)
      ? translate('hub.generate.amount_rule', { max: GENERATE_MAX })
      : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!Number.isInteger(count) || count < 1 || count > GENERATE_MAX) return
    setFailure(null)
    setMade([])
    const controller = new AbortController()
    stopper.current = controller
    setRunning(true)
    try {
      const pupils = await dataProvider.generatePupils(
        {
          amount: count,
          ...(group ? { group: Number(group) } : {}),
          ...(stageSpelling ? { stage_spelling: Number(stageSpelling) } : {}),
          ...(stageNumber ? { stage_number: Number(stageNumber) } : {}),
        },
        { onProgress: (done, total) => setProgress({ done, total }), signal: controller.signal },
      )
      setMade(pupils)
    } catch (error) {
      if (error instanceof GenerateStopped) {
        setMade(error.made)
        setFailure(
          controller.signal.aborted
            ? translate('hub.generate.stopped', { smart_count: error.made.length })
            : `${translate('hub.generate.failed', { smart_count: error.made.length })} ${errorMessage(error.reason, translate)}`,
        )
      } else {
        setFailure(errorMessage(error, translate))
      }
    } finally {
      stopper.current = null
      setRunning(false)
      await refresh()
    }
  }

  const percent = progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0
  const className = classes.find((other) => String(other.id) === group)?.name

  return (
    <Box sx={{ mb: 4 }}>
      <Title title={translate('hub.generate.title')} />
      <TopToolbar>
        <ListButton resource="pupils" />
      </TopToolbar>
      <Card>
        <CardContent component="form" onSubmit={submit} noValidate aria-labelledby={`${ids}-title`}>
          <Typography id={`${ids}-title`} component="h1" variant="h5">
            {translate('hub.generate.title')}
          </Typography>
          <Typography sx={{ mt: 1, mb: 2 }}>{translate('hub.generate.intro')}</Typography>
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <TextField
              label={translate('hub.generate.amount')}
              type="number"
              required
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(amountError)}
              helperText={amountError ?? translate('hub.generate.amount_help', { max: GENERATE_MAX })}
              slotProps={{ htmlInput: { min: 1, max: GENERATE_MAX, step: 1, inputMode: 'numeric' } }}
              disabled={running}
            />
            <TextField
              select
              label={translate('hub.generate.class')}
              value={group}
              onChange={(event) => setGroup(event.target.value)}
              disabled={running}
              helperText={translate('hub.generate.class_help')}
            >
              <MenuItem value="">{translate('hub.pupils.no_class')}</MenuItem>
              {classChoices(classes).map((choice) => (
                <MenuItem key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(
                [
                  ['stage_spelling', stageSpelling, setStageSpelling],
                  ['stage_number', stageNumber, setStageNumber],
                ] as const
              ).map(([field, value, set]) => (
                <TextField
                  key={field}
                  select
                  fullWidth
                  label={translate(`resources.pupils.fields.${field}`)}
                  value={value}
                  onChange={(event) => set(event.target.value)}
                  disabled={running}
                >
                  <MenuItem value="">{translate('hub.pupils.no_stage')}</MenuItem>
                  {stages.map((stage) => (
                    <MenuItem key={stage.id} value={String(stage.id)}>
                      {stage.name}
                    </MenuItem>
                  ))}
                </TextField>
              ))}
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button type="submit" variant="contained" startIcon={<GroupAddIcon />} disabled={running}>
                {translate('hub.generate.submit', { smart_count: Number.isInteger(count) && count > 0 ? count : 0 })}
              </Button>
              {running && (
                <Button onClick={() => stopper.current?.abort()} color="warning">
                  {translate('hub.generate.stop')}
                </Button>
              )}
            </Stack>
          </Stack>
          <Box sx={{ mt: 3 }}>
            {progress && (
              <>
                <LinearProgress variant="determinate" value={percent} aria-labelledby={`${ids}-progress`} />
                <Typography id={`${ids}-progress`} variant="body2" role="status" aria-live="polite" sx={{ mt: 1 }}>
                  {translate(running ? 'hub.generate.progress' : 'hub.generate.finished', {
                    done: progress.done,
                    total: progress.total,
                    smart_count: progress.done,
                  })}
                </Typography>
              </>
            )}
            {failure && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {failure}
              </Alert>
            )}
          </Box>
          <NewPupilsResult
            pupils={made}
            heading={translate('hub.generate.result_heading', { smart_count: made.length, name: className ?? '' })}
          />
        </CardContent>
      </Card>
    </Box>
  )
}

// A homework's progress: who has started and finished it (a chart), each
// pupil's games, best score and accuracy and words mastered, and the latest
// games. Refreshes itself every 30 seconds while open, so a teacher can watch
// a class play.
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import TimelapseIcon from '@mui/icons-material/Timelapse'
import {
  Alert,
  Box,
  Card,
  CardContent,
  Chip,
  LinearProgress,
  Link as MuiLink,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { EditButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'

import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useIsSmall } from '../school/hooks'
import { GamesTable } from '../spelling/GamesTable'
import type { Homework } from './types'
import { DifficultyChip, Figure, Figures, pct, useDates, scrollBox } from '../spelling/ui'
import { CompletionChart } from './CompletionChart'
import { daysUntil, progressRows, STATUS_COLOURS, type ProgressRow, type PupilStatus } from './progress'

export const HomeworkTitle = () => {
  const homework = useRecordContext<Homework>()
  return <span>{homework?.title ?? ''}</span>
}

const STATUS_ICONS: Record<PupilStatus, typeof CheckCircleIcon> = {
  complete: CheckCircleIcon,
  started: TimelapseIcon,
  'not-started': RadioButtonUncheckedIcon,
}

export const PupilStatusChip = ({ status }: { status: PupilStatus }) => {
  const translate = useTranslate()
  const Icon = STATUS_ICONS[status]
  return (
    <Chip
      size="small"
      icon={<Icon sx={{ '&&': { color: status === 'not-started' ? '#6b6f7b' : STATUS_COLOURS[status] } }} />}
      label={translate(`spelling.homework.status.${status}`)}
      variant="outlined"
      sx={{ fontWeight: status === 'complete' ? 600 : 400 }}
    />
  )
}

/** When it is due, in words: "Due 28 Nov (in 7 days)". */
export const useDueText = () => {
  const translate = useTranslate()
  const dates = useDates()
  return (homework: Pick<Homework, 'dueAt' | 'startsAt' | 'status'>) => {
    const days = daysUntil(new Date(homework.dueAt))
    const when =
      days === 0
        ? translate('spelling.homework.due_today')
        : days > 0
          ? translate('spelling.homework.due_in', { smart_count: days })
          : translate('spelling.homework.due_ago', { smart_count: -days })
    return translate('spelling.homework.due_on', { date: dates.date(homework.dueAt), when })
  }
}

const Header = ({ homework }: { homework: Homework }) => {
  const translate = useTranslate()
  const dates = useDates()
  const dueText = useDueText()
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
          {homework.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Chip
            size="small"
            color={homework.status === 'open' ? 'primary' : 'default'}
            label={translate(`spelling.homework.state.${homework.status}`)}
          />
          {homework.groups.map((group) => (
            <Chip key={group.id} size="small" variant="outlined" label={group.name} />
          ))}
          <DifficultyChip difficulty={homework.items.find((item) => item.product === 'spelling')?.settings.difficulty} />
          <Typography variant="body2">{dueText(homework)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {translate('spelling.homework.open_from', { date: dates.date(homework.startsAt) })}
          {homework.setBy?.name ? ` · ${translate('spelling.homework.set_by', { name: homework.setBy.name })}` : ''}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }} aria-label={translate('spelling.homework.fields.lists')}>
          {homework.items.map((item) => (
            <li key={item.id}>
              {item.product === 'spelling' ? (
                <MuiLink component={Link} to={`/lists/${item.ref}/show`}>
                  {item.title}
                </MuiLink>
              ) : (
                item.title
              )}
              {item.wordCount !== null && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' '}
                  · {translate('spelling.lists.word_count', { smart_count: item.wordCount })}
                </Typography>
              )}
              {item.deleted && <Chip size="small" sx={{ ml: 1 }} label={translate('spelling.homework.list_deleted')} />}
            </li>
          ))}
        </Box>
        {homework.notes && (
          <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {translate('spelling.homework.fields.notes')}:{' '}
            </Box>
            {homework.notes}
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}

const AccuracyBar = ({ value }: { value: number | null }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 110 }}>
    <Box sx={{ flex: 1 }} aria-hidden>
      {value !== null && <LinearProgress variant="determinate" value={value} sx={{ height: 8, borderRadius: 4 }} />}
    </Box>
    <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
      {pct(value)}
    </Typography>
  </Stack>
)

const pupilLink = (classId: number | undefined, row: ProgressRow) => (classId ? `/results/${classId}/pupils/${row.id}` : undefined)

const PupilsTable = ({ rows, classId }: { rows: ProgressRow[]; classId?: number }) => {
  const translate = useTranslate()
  const dates = useDates()
  const small = useIsSmall()
  if (rows.length === 0) return <Typography sx={{ p: 2 }}>{translate('spelling.homework.no_pupils')}</Typography>
  const name = (row: ProgressRow) => {
    const to = pupilLink(classId, row)
    return to ? (
      <MuiLink component={Link} to={to}>
        {row.name}
      </MuiLink>
    ) : (
      row.name
    )
  }
  if (small) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row, index) => (
          <Box component="li" key={row.id} sx={{ py: 1.25, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 500 }}>{name(row)}</Typography>
              <PupilStatusChip status={row.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('spelling.homework.pupil_line', {
                smart_count: row.sessions,
                accuracy: pct(row.bestAccuracy),
                mastered: row.wordsMastered,
                words: row.words,
              })}
            </Typography>
          </Box>
        ))}
      </Box>
    )
  }
  return (
    <Table size="small" aria-label={translate('spelling.homework.pupils_table')}>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{translate('spelling.homework.pupil_column')}</TableCell>
          <TableCell scope="col">{translate('spelling.homework.status_column')}</TableCell>
          <TableCell scope="col" align="right">
            {translate('spelling.homework.games_column')}
          </TableCell>
          <TableCell scope="col" align="right">
            {translate('spelling.homework.best_score_column')}
          </TableCell>
          <TableCell scope="col">{translate('spelling.homework.best_accuracy_column')}</TableCell>
          <TableCell scope="col" align="right">
            {translate('spelling.homework.mastered_column')}
          </TableCell>
          <TableCell scope="col">{translate('spelling.homework.last_played_column')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover>
            <TableCell component="th" scope="row">
              {name(row)}
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {row.username}
              </Typography>
            </TableCell>
            <TableCell>
              <PupilStatusChip status={row.status} />
            </TableCell>
            <TableCell align="right">{row.sessions}</TableCell>
            <TableCell align="right">{row.bestScore ?? '–'}</TableCell>
            <TableCell>
              <AccuracyBar value={row.bestAccuracy} />
            </TableCell>
            <TableCell align="right">
              {translate('spelling.homework.mastered_of', { mastered: row.wordsMastered, words: row.words })}
            </TableCell>
            <TableCell>{row.lastPlayedAt ? dates.dateTime(row.lastPlayedAt) : translate('spelling.homework.never')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

const RecentGames = ({ homeworkId }: { homeworkId: number }) => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const sessions = useQuery({
    queryKey: ['homework', 'sessions', homeworkId],
    queryFn: () => dataProvider.getHomeworkSessions(homeworkId, { limit: 10 }),
    refetchInterval: 30_000,
  })
  const docs = sessions.data?.docs ?? []
  return (
    <Card component="section" aria-labelledby="recent-games-heading">
      <CardContent>
        <Typography id="recent-games-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('spelling.homework.recent_games')}
        </Typography>
        {sessions.isPending && <Skeleton height={80} />}
        {sessions.data && docs.length === 0 && <Typography color="text.secondary">{translate('spelling.homework.no_games')}</Typography>}
        {docs.length > 0 && (
          <GamesTable
            games={docs}
            labelledBy="recent-games-heading"
            subject={{
              header: translate('spelling.homework.pupil_column'),
              cell: (session) => session.user.name ?? session.user.school_username,
              first: true,
            }}
            status={(session) =>
              session.status === 'finished'
                ? translate(session.completesItem ? 'spelling.homework.game_counts' : 'spelling.homework.game_easier')
                : translate('spelling.history.unfinished')
            }
          />
        )}
      </CardContent>
    </Card>
  )
}

const Progress = () => {
  const homework = useRecordContext<Homework>()
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const data = useQuery({
    queryKey: ['homework', 'data', homework?.id],
    queryFn: ({ signal }) => dataProvider.getHomeworkData(homework!.id, signal),
    enabled: Boolean(homework),
    refetchInterval: 30_000,
  })
  if (!homework) return null
  const rows = data.data ? progressRows(data.data) : []
  const accuracies = rows.map((row) => row.bestAccuracy).filter((value): value is number => value !== null)
  const averageAccuracy = accuracies.length ? Math.round(accuracies.reduce((sum, value) => sum + value, 0) / accuracies.length) : null
  const averageMastered = rows.length ? Math.round((rows.reduce((sum, row) => sum + row.wordsMastered, 0) / rows.length) * 10) / 10 : null
  const classId = homework.groups[0]?.id
  return (
    <Stack spacing={2}>
      <Header homework={homework} />
      {data.isError && <Alert severity="error">{errorMessage(data.error, translate)}</Alert>}
      {data.isPending && <Skeleton variant="rounded" height={240} />}
      {data.data && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            <CompletionChart summary={data.data.summary} />
            <Card>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1.5 }}>
                  {translate('spelling.homework.figures_title')}
                </Typography>
                <Figures>
                  <Figure value={rows.reduce((sum, row) => sum + row.sessions, 0)} label={translate('spelling.homework.games_played')} />
                  <Figure
                    value={pct(averageAccuracy)}
                    label={translate('spelling.homework.average_best_accuracy')}
                    hint={translate('spelling.homework.average_hint')}
                  />
                  <Figure
                    value={translate('spelling.homework.mastered_of', { mastered: averageMastered ?? '–', words: rows[0]?.words ?? 0 })}
                    label={translate('spelling.homework.average_mastered')}
                  />
                </Figures>
                {classId && (
                  <Box sx={{ mt: 2 }}>
                    <MuiLink component={Link} to={`/results/${classId}/show`}>
                      {translate('spelling.homework.class_results', { name: homework.groups[0].name })}
                    </MuiLink>
                  </Box>
                )}
              </CardContent>
            </Card>
          </Box>
          <Card component="section" aria-labelledby="pupils-heading">
            <CardContent>
              <Typography id="pupils-heading" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
                {translate('spelling.homework.pupils_heading', { smart_count: rows.length })}
              </Typography>
              <Box sx={scrollBox}>
                <PupilsTable rows={rows} classId={classId} />
              </Box>
            </CardContent>
          </Card>
          <RecentGames homeworkId={homework.id} />
        </>
      )}
    </Stack>
  )
}

export const HomeworkShow = () => (
  <Show
    component="div"
    title={<HomeworkTitle />}
    actions={
      <TopToolbar>
        <EditButton variant="outlined" />
      </TopToolbar>
    }
  >
    <Progress />
  </Show>
)

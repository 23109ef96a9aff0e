// One pupil's spelling history: figures, their months (chart), their words on
// one list (from a cell of the class grid, ?list=), the words they find
// hardest, and their games, newest first, each of which a teacher may remove
// (a game played by someone else on the pupil's account, say).
import { useState } from 'react'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import CheckIcon from '@mui/icons-material/Check'
import CloseIcon from '@mui/icons-material/Close'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Link as MuiLink,
  Pagination,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { Confirm, Title, useNotify, useTranslate } from 'react-admin'
import { Link, useParams, useSearchParams } from 'react-router-dom'

import { errorMessage } from '../school/errors'
import { useConsoleDataProvider } from '../school/hooks'
import type { PupilListHistory, SessionSummary } from '../spelling/types'
import { GamesTable } from '../spelling/GamesTable'
import { Figure, Figures, pct, useDates, scrollBox } from '../spelling/ui'
import { bandStyle, percent } from './competency'
import { HardestWordsChart, MonthlyChart } from './ResultCharts'

const LEVEL_BAND = {
  mastered: 'mastered',
  nearly: 'nearly',
  learning: 'learning',
  notStarted: 'not-started',
  'not-started': 'not-started',
} as const

const ListWords = ({ history, classId }: { history: PupilListHistory; classId: string }) => {
  const translate = useTranslate()
  const headingId = 'pupil-list-heading'
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
          <Box>
            <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {translate('spelling.history.list_heading', { title: history.list.title })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('spelling.history.list_summary', {
                mastered: history.summary.wordsMastered,
                words: history.list.wordCount,
                smart_count: history.summary.plays,
                best: pct(history.summary.bestAccuracy),
              })}
            </Typography>
          </Box>
          <Button component={Link} to={`/results/${classId}/pupils/${history.pupil.id}`} size="small" startIcon={<CloseIcon />}>
            {translate('spelling.history.close_list')}
          </Button>
        </Stack>
        <Box sx={{ ...scrollBox, mt: 1 }}>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('spelling.words.word')}</TableCell>
                <TableCell scope="col">{translate('spelling.history.level')}</TableCell>
                <TableCell scope="col">{translate('spelling.history.recent')}</TableCell>
                <TableCell scope="col" align="right">
                  {translate('spelling.history.score')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.words.map((word) => {
                const band = bandStyle(LEVEL_BAND[word.level as keyof typeof LEVEL_BAND] ?? 'learning')
                return (
                  <TableRow key={word.id}>
                    <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                      {word.word}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={translate(`spelling.history.levels.${word.level}`, { _: word.level })}
                        sx={{ backgroundColor: band.background, color: band.text }}
                      />
                    </TableCell>
                    <TableCell>
                      <Box
                        component="span"
                        aria-label={translate('spelling.history.recent_label', {
                          right: word.recent.filter(Boolean).length,
                          tries: word.recent.length,
                        })}
                        sx={{ display: 'inline-flex', gap: 0.25 }}
                      >
                        {word.recent.length === 0 && <Typography variant="body2">–</Typography>}
                        {word.recent.map((right, index) =>
                          right ? (
                            <CheckIcon key={index} fontSize="small" sx={{ color: '#1b7837' }} aria-hidden />
                          ) : (
                            <CloseIcon key={index} fontSize="small" sx={{ color: '#b3261e' }} aria-hidden />
                          ),
                        )}
                      </Box>
                    </TableCell>
                    <TableCell align="right">{percent(word.score)}%</TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  )
}

const Sessions = ({ pupilId, classId }: { pupilId: string; classId: string }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dates = useDates()
  const dataProvider = useConsoleDataProvider()
  const queryClient = useQueryClient()
  const [page, setPage] = useState(1)
  const [removing, setRemoving] = useState<SessionSummary | null>(null)
  const history = useQuery({
    queryKey: ['results', 'pupil', pupilId, 'history', page],
    queryFn: ({ signal }) => dataProvider.getPupilHistory(pupilId, { page, limit: 10 }, signal),
    placeholderData: keepPreviousData,
  })
  const docs = history.data?.docs ?? []
  const remove = async () => {
    if (!removing) return
    try {
      await dataProvider.deletePupilSession(pupilId, removing.id)
      notify('spelling.history.removed', { type: 'info' })
      await queryClient.invalidateQueries({ queryKey: ['results'] })
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    } finally {
      setRemoving(null)
    }
  }
  return (
    <Card component="section" aria-labelledby="games-heading">
      <CardContent>
        <Typography id="games-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('spelling.history.games_heading')}
        </Typography>
        {history.isPending && <Skeleton height={120} />}
        {history.data && docs.length === 0 && <Typography color="text.secondary">{translate('spelling.history.no_games')}</Typography>}
        {docs.length > 0 && (
          <GamesTable
            games={docs}
            labelledBy="games-heading"
            subject={{
              header: translate('spelling.history.list'),
              cell: (session) => (
                <MuiLink component={Link} to={`/results/${classId}/pupils/${pupilId}?list=${session.list.id}`}>
                  {session.list.title}
                </MuiLink>
              ),
            }}
            status={(session) => translate(session.status === 'finished' ? 'spelling.history.finished' : 'spelling.history.unfinished')}
            action={(session) => (
              <Tooltip title={translate('spelling.history.remove')}>
                <IconButton
                  aria-label={translate('spelling.history.remove_label', {
                    list: session.list.title,
                    date: dates.dateTime(session.startedAt),
                  })}
                  onClick={() => setRemoving(session)}
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            )}
          />
        )}
        {(history.data?.totalPages ?? 1) > 1 && (
          <Pagination
            sx={{ mt: 1 }}
            count={history.data!.totalPages}
            page={page}
            onChange={(_, value) => setPage(value)}
            getItemAriaLabel={(type, value) => translate(`spelling.history.page_${type}`, { page: value, _: `${type} ${value ?? ''}` })}
          />
        )}
        <Confirm
          isOpen={removing !== null}
          title="spelling.history.remove_title"
          content="spelling.history.remove_body"
          onConfirm={remove}
          onClose={() => setRemoving(null)}
        />
      </CardContent>
    </Card>
  )
}

export const PupilResults = () => {
  const { classId = '', pupilId = '' } = useParams()
  const [params] = useSearchParams()
  const listId = params.get('list')
  const translate = useTranslate()
  const dates = useDates()
  const dataProvider = useConsoleDataProvider()
  const summary = useQuery({
    queryKey: ['results', 'pupil', pupilId, 'history', 1],
    queryFn: ({ signal }) => dataProvider.getPupilHistory(pupilId, { page: 1, limit: 10 }, signal),
  })
  const monthly = useQuery({
    queryKey: ['results', 'pupil', pupilId, 'monthly'],
    queryFn: ({ signal }) => dataProvider.getPupilMonthly(pupilId, 6, signal),
  })
  const words = useQuery({
    queryKey: ['results', 'pupil', pupilId, 'words'],
    queryFn: ({ signal }) => dataProvider.getPupilWordsSpelled(pupilId, { limit: 30 }, signal),
  })
  const listHistory = useQuery({
    queryKey: ['results', 'pupil', pupilId, 'list', listId],
    queryFn: ({ signal }) => dataProvider.getPupilListHistory(pupilId, listId!, signal),
    enabled: Boolean(listId),
  })
  const group = useQuery({ queryKey: ['results', 'getOne', classId], queryFn: () => dataProvider.getOne('results', { id: classId }) })
  const pupil = summary.data?.pupil
  const name = pupil ? pupil.name || pupil.school_username : ''
  return (
    <Box sx={{ mt: 1 }}>
      <Title title={name ? translate('spelling.history.title_for', { name }) : 'spelling.history.title'} />
      <Button component={Link} to={`/results/${classId}/show`} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {group.data ? translate('spelling.history.back_to', { name: group.data.data.name }) : translate('spelling.history.back')}
      </Button>
      {summary.isError && <Alert severity="error">{errorMessage(summary.error, translate)}</Alert>}
      {summary.isPending && <Skeleton variant="rounded" height={160} />}
      {summary.data && pupil && (
        <Stack spacing={2}>
          <Box>
            <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                pupil.school_username,
                pupil.stage_spelling ? translate('spelling.history.stage', { stage: pupil.stage_spelling }) : null,
                pupil.accuracyOnly ? translate('spelling.history.accuracy_only') : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
          <Figures label={translate('spelling.history.figures')}>
            <Figure value={summary.data.summary.plays} label={translate('spelling.history.games_played')} />
            <Figure value={pct(summary.data.summary.accuracy)} label={translate('spelling.results.spelt_right')} />
            <Figure value={summary.data.summary.wordsMastered} label={translate('spelling.results.words_mastered')} />
            <Figure
              value={
                summary.data.summary.lastPlayedAt ? dates.date(summary.data.summary.lastPlayedAt) : translate('spelling.homework.never')
              }
              label={translate('spelling.history.last_played')}
            />
          </Figures>
          {listId && listHistory.isError && <Alert severity="error">{errorMessage(listHistory.error, translate)}</Alert>}
          {listId && listHistory.data && <ListWords history={listHistory.data} classId={classId} />}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' } }}>
            {monthly.data ? <MonthlyChart months={monthly.data.months} /> : <Skeleton variant="rounded" height={300} />}
            {words.data ? (
              <HardestWordsChart
                docs={words.data.docs}
                title={translate('spelling.history.hardest_title', { name })}
                empty={translate('spelling.history.hardest_none')}
              />
            ) : (
              <Skeleton variant="rounded" height={300} />
            )}
          </Box>
          <Sessions pupilId={pupilId} classId={classId} />
        </Stack>
      )}
    </Box>
  )
}

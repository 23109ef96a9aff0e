// A list of spelling games, newest first, as the results and homework pages
// show them: a table on wide screens, a line per game on small ones. The page
// says what each game is about (its pupil, or its list), how its status reads,
// and what may be done with it.
import type { ReactNode } from 'react'
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'

import { useIsSmall } from '../school/hooks'
import { scrollBox, useDates, useDifficultyLabel, visuallyHidden } from './ui'

export type Game = { id: number; startedAt: string; difficulty: number; score: number; correct: number; words: number; testMode?: boolean }

type Props<T extends Game> = {
  games: T[]
  labelledBy: string
  /** The column that names the game: its header, its cell, and whether it comes before the date. */
  subject: { header: string; cell: (game: T) => ReactNode; first?: boolean }
  status: (game: T) => string
  /** An action on the game (a button), in a last column without a visible header. */
  action?: (game: T) => ReactNode
}

export function GamesTable<T extends Game>({ games, labelledBy, subject, status, action }: Props<T>) {
  const translate = useTranslate()
  const dates = useDates()
  const difficulty = useDifficultyLabel()
  const small = useIsSmall()
  const difficultyOf = (game: T) => `${difficulty(game.difficulty)}${game.testMode ? ` · ${translate('spelling.results.mode.test')}` : ''}`
  if (small) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {games.map((game, index) => (
          <Box
            component="li"
            key={game.id}
            sx={{ py: 1, borderTop: index ? 1 : 0, borderColor: 'divider', display: 'flex', gap: 1, alignItems: 'center' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography component="div" sx={{ fontWeight: 500 }}>
                {subject.cell(game)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[
                  dates.dateTime(game.startedAt),
                  difficultyOf(game),
                  translate('spelling.history.score_points', { score: game.score }),
                  translate('spelling.history.right_of_words', { correct: game.correct, words: game.words }),
                  status(game),
                ].join(' · ')}
              </Typography>
            </Box>
            {action?.(game)}
          </Box>
        ))}
      </Box>
    )
  }
  const subjectHeader = <TableCell scope="col">{subject.header}</TableCell>
  const whenHeader = <TableCell scope="col">{translate('spelling.history.when')}</TableCell>
  return (
    <Box sx={scrollBox}>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {subject.first ? subjectHeader : whenHeader}
            {subject.first ? whenHeader : subjectHeader}
            <TableCell scope="col">{translate('spelling.history.difficulty')}</TableCell>
            <TableCell scope="col" align="right">
              {translate('spelling.history.score')}
            </TableCell>
            <TableCell scope="col" align="right">
              {translate('spelling.history.correct')}
            </TableCell>
            <TableCell scope="col">{translate('spelling.history.status')}</TableCell>
            {action && (
              <TableCell scope="col">
                <Box component="span" sx={visuallyHidden}>
                  {translate('spelling.history.actions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {games.map((game) => {
            const subjectCell = (
              <TableCell component="th" scope="row">
                {subject.cell(game)}
              </TableCell>
            )
            const whenCell = <TableCell>{dates.dateTime(game.startedAt)}</TableCell>
            return (
              <TableRow key={game.id}>
                {subject.first ? subjectCell : whenCell}
                {subject.first ? whenCell : subjectCell}
                <TableCell>{difficultyOf(game)}</TableCell>
                <TableCell align="right">{game.score}</TableCell>
                <TableCell align="right">
                  {translate('spelling.history.correct_of', { correct: game.correct, words: game.words })}
                </TableCell>
                <TableCell>{status(game)}</TableCell>
                {action && <TableCell padding="none">{action(game)}</TableCell>}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </Box>
  )
}

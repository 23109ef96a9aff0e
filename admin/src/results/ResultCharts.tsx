// The results' charts: the words a class (or a pupil) finds hardest, games
// played per week, and a pupil's months. Each is a ChartFigure: a summary in
// words and a table of the same numbers beside the picture.
import { Box, Typography } from '@mui/material'
import { BarChart } from '@mui/x-charts/BarChart'
import { LineChart } from '@mui/x-charts/LineChart'
import { useTranslate } from 'react-admin'

import type { ActivityPeriod, MonthlyCompetency, WordSpelled } from '../spelling/types'
import { ChartFigure, useDates } from '../spelling/ui'
import { activitySeries, describeTrend, hardestWords, monthlySeries } from './series'

const tableSx = {
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', p: 0.5, pr: 2, borderBottom: '1px solid', borderColor: 'divider' },
  '& td.number': { textAlign: 'right' },
} as const

// Ink blue for right, a warm orange for wrong: distinct for colour-blind readers too.
const RIGHT = '#2e6fd8'
const WRONG = '#d9730d'

export const HardestWordsChart = ({ docs, title, empty }: { docs: readonly WordSpelled[]; title: string; empty: string }) => {
  const translate = useTranslate()
  const words = hardestWords(docs, { limit: 10 })
  if (words.length === 0) {
    return (
      <ChartFigure title={title} summary={empty}>
        <Typography color="text.secondary">{empty}</Typography>
      </ChartFigure>
    )
  }
  const summary = translate('spelling.results.hardest_summary', {
    smart_count: words.length,
    list: words
      .slice(0, 3)
      .map((word) => translate('spelling.results.word_accuracy', { word: word.word, accuracy: word.accuracy }))
      .join(', '),
  })
  return (
    <ChartFigure
      title={title}
      summary={summary}
      table={
        <Box component="table" sx={tableSx}>
          <thead>
            <tr>
              <th scope="col">{translate('spelling.words.word')}</th>
              <th scope="col">{translate('spelling.results.right_column')}</th>
              <th scope="col">{translate('spelling.results.tries_column')}</th>
              <th scope="col">{translate('spelling.results.pupils_column')}</th>
            </tr>
          </thead>
          <tbody>
            {words.map((word) => (
              <tr key={word.word}>
                <th scope="row">{word.word}</th>
                <td className="number">{word.accuracy}%</td>
                <td className="number">{translate('spelling.results.right_of', { correct: word.correct, attempted: word.attempted })}</td>
                <td className="number">{word.pupils}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    >
      <BarChart
        height={Math.max(180, words.length * 34 + 70)}
        layout="horizontal"
        skipAnimation
        dataset={words.map((word) => ({ ...word }))}
        yAxis={[{ scaleType: 'band', dataKey: 'word', width: 96, tickLabelStyle: { fontSize: 13 } }]}
        xAxis={[
          {
            min: 0,
            max: 100,
            tickNumber: 5,
            label: translate('spelling.results.percent_axis'),
            valueFormatter: (value: number) => `${value}%`,
          },
        ]}
        series={[
          {
            id: 'right',
            dataKey: 'accuracy',
            label: translate('spelling.results.spelt_right'),
            color: RIGHT,
            stack: 'all',
            valueFormatter: (value) => `${value}%`,
            barLabel: (item) => (item.value !== null && item.value >= 15 ? `${item.value}%` : null),
          },
          {
            id: 'wrong',
            dataKey: 'missed',
            label: translate('spelling.results.spelt_wrong'),
            color: WRONG,
            stack: 'all',
            valueFormatter: (value) => `${value}%`,
          },
        ]}
        margin={{ left: 4, right: 28 }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  )
}

export const ActivityChart = ({ periods }: { periods: readonly ActivityPeriod[] }) => {
  const translate = useTranslate()
  const dates = useDates()
  const series = activitySeries(periods, (start) => dates.dayMonth(start))
  const summary =
    series.total === 0
      ? translate('spelling.results.activity_none')
      : translate('spelling.results.activity_summary', { smart_count: series.total, weeks: periods.length, active: series.activePeriods })
  return (
    <ChartFigure
      title={translate('spelling.results.activity_title')}
      summary={summary}
      table={
        <Box component="table" sx={tableSx}>
          <thead>
            <tr>
              <th scope="col">{translate('spelling.results.week_of')}</th>
              <th scope="col">{translate('spelling.results.mode.game')}</th>
              <th scope="col">{translate('spelling.results.mode.accuracy')}</th>
              <th scope="col">{translate('spelling.results.mode.test')}</th>
            </tr>
          </thead>
          <tbody>
            {series.labels.map((label, index) => (
              <tr key={label + index}>
                <th scope="row">{label}</th>
                <td className="number">{series.game[index]}</td>
                <td className="number">{series.accuracy[index]}</td>
                <td className="number">{series.test[index]}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    >
      <BarChart
        height={260}
        skipAnimation
        xAxis={[{ scaleType: 'band', data: series.labels, tickLabelStyle: { fontSize: 12 } }]}
        yAxis={[{ label: translate('spelling.results.games_axis'), tickMinStep: 1, width: 64 }]}
        series={[
          { data: series.game, label: translate('spelling.results.mode.game'), stack: 'modes', color: RIGHT },
          { data: series.accuracy, label: translate('spelling.results.mode.accuracy'), stack: 'modes', color: '#7fcdbb' },
          { data: series.test, label: translate('spelling.results.mode.test'), stack: 'modes', color: WRONG },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  )
}

export const MonthlyChart = ({ months }: { months: readonly MonthlyCompetency[] }) => {
  const translate = useTranslate()
  const dates = useDates()
  const axis = monthlySeries(months, (start) => dates.monthShort(start))
  const long = monthlySeries(months, (start) => dates.monthLong(start))
  const trend = describeTrend(long.labels, long.accuracy)
  const mastered = axis.wordsMastered[axis.wordsMastered.length - 1] ?? 0
  const summary = !trend
    ? translate('spelling.results.monthly_none')
    : trend.first.label === trend.last.label
      ? translate('spelling.results.monthly_summary_one', { value: trend.first.value, label: trend.first.label, mastered })
      : translate('spelling.results.monthly_summary', {
          firstValue: trend.first.value,
          firstLabel: trend.first.label,
          lastValue: trend.last.value,
          lastLabel: trend.last.label,
          bestValue: trend.best.value,
          bestLabel: trend.best.label,
          mastered,
        })
  return (
    <ChartFigure
      title={translate('spelling.results.monthly_title')}
      summary={summary}
      table={
        <Box component="table" sx={tableSx}>
          <thead>
            <tr>
              <th scope="col">{translate('spelling.results.month')}</th>
              <th scope="col">{translate('spelling.results.games_column')}</th>
              <th scope="col">{translate('spelling.results.right_column')}</th>
              <th scope="col">{translate('spelling.results.words_mastered')}</th>
            </tr>
          </thead>
          <tbody>
            {months.map((month, index) => (
              <tr key={month.month}>
                <th scope="row">{long.labels[index]}</th>
                <td className="number">{month.plays}</td>
                <td className="number">{month.accuracy === null ? '–' : `${month.accuracy}%`}</td>
                <td className="number">{month.wordsMastered}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    >
      <LineChart
        height={260}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: axis.labels }]}
        yAxis={[
          {
            id: 'accuracy',
            min: 0,
            max: 100,
            tickNumber: 5,
            label: translate('spelling.results.percent_axis'),
            valueFormatter: (value: number) => `${value}%`,
            width: 64,
          },
          {
            id: 'mastered',
            position: 'right',
            min: 0,
            max: Math.max(4, ...axis.wordsMastered),
            label: translate('spelling.results.words_mastered'),
            tickMinStep: 1,
            width: 56,
          },
        ]}
        series={[
          {
            data: axis.accuracy,
            label: translate('spelling.results.spelt_right'),
            yAxisId: 'accuracy',
            color: RIGHT,
            curve: 'linear',
            showMark: true,
            connectNulls: false,
            valueFormatter: (value) => (value === null ? '–' : `${value}%`),
          },
          {
            data: axis.wordsMastered,
            label: translate('spelling.results.words_mastered'),
            yAxisId: 'mastered',
            color: '#1b7837',
            curve: 'linear',
            showMark: true,
          },
        ]}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'start' } } }}
      />
    </ChartFigure>
  )
}

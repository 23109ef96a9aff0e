// Small pieces the spelling screens share: a chart with its text alternative
// and a table of its numbers, figures, difficulty labels and dates in the
// console's language.
import { useId, useState, type ReactNode } from 'react'
import { Box, Button, Card, CardContent, Chip, Paper, Stack, Typography, type ChipProps } from '@mui/material'
import TableChartIcon from '@mui/icons-material/TableChart'
import { useLocaleState, useTranslate } from 'react-admin'

import type { Difficulty } from './types'

/** Text only screen readers read. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const

/**
 * A box that scrolls sideways when its table is wider than the screen. `contain: inline-size` keeps the
 * table's width out of the page's own (react-admin's layout sizes itself to fit its content), so a wide grid
 * scrolls in its box instead of widening the page past a phone's 375 px.
 */
export const scrollBox = { overflowX: 'auto', width: '100%', maxWidth: '100%', contain: 'inline-size', position: 'relative' } as const

/** The same for a row of scrollable tabs: they scroll with their arrows instead of widening the page. */
export const tabsFit = { width: '100%', maxWidth: '100%', contain: 'inline-size' } as const

/**
 * A chart as a figure: a heading, the chart itself (an image to screen readers, described by `summary`), the
 * summary in words, and a button that shows the same numbers as a table for anyone who would rather read.
 */
export const ChartFigure = ({
  title,
  summary,
  table,
  children,
  action,
}: {
  title: string
  summary: string
  table?: ReactNode
  children: ReactNode
  action?: ReactNode
}) => {
  const translate = useTranslate()
  const [showTable, setShowTable] = useState(false)
  const headingId = useId()
  const tableId = useId()
  return (
    <Card component="figure" aria-labelledby={headingId} sx={{ m: 0, minWidth: 0 }}>
      <CardContent sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {action}
        </Stack>
        <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {summary}
        </Typography>
        <Box role="img" aria-label={summary} sx={{ mt: 1, width: '100%', minWidth: 0 }}>
          {children}
        </Box>
        {table && (
          <>
            <Button
              size="small"
              startIcon={<TableChartIcon />}
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {translate(showTable ? 'spelling.charts.hide_table' : 'spelling.charts.show_table')}
            </Button>
            <Box id={tableId} hidden={!showTable} sx={{ ...scrollBox, mt: 1 }}>
              {showTable && table}
            </Box>
          </>
        )}
      </CardContent>
    </Card>
  )
}

/** A big number with what it counts, for a row of figures. */
export const Figure = ({ value, label, hint }: { value: ReactNode; label: string; hint?: string }) => (
  <Paper variant="outlined" sx={{ p: 1.5, minWidth: 120, flex: '1 1 120px' }}>
    <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
      {value}
    </Typography>
    <Typography component="p" variant="body2" color="text.secondary">
      {label}
    </Typography>
    {hint && (
      <Typography component="p" variant="caption" color="text.secondary">
        {hint}
      </Typography>
    )}
  </Paper>
)

export const Figures = ({ children, label }: { children: ReactNode; label?: string }) => (
  <Box component="section" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
    {children}
  </Box>
)

/** Difficulty 1–4 by name ("2 · Medium"). */
export const useDifficultyLabel = () => {
  const translate = useTranslate()
  return (difficulty: number | undefined | null) =>
    difficulty
      ? translate('spelling.difficulty.short', { level: difficulty, name: translate(`spelling.difficulty.${difficulty}.name`) })
      : ''
}

export const DifficultyChip = ({ difficulty, ...props }: { difficulty: Difficulty | number | undefined } & ChipProps) => {
  const label = useDifficultyLabel()
  return difficulty ? <Chip size="small" variant="outlined" label={label(difficulty)} {...props} /> : null
}

/** Dates and times in the console's language (en-GB: 21 Nov 2026; en-US: Nov 21, 2026). */
export const useDates = () => {
  const [locale] = useLocaleState()
  const format = (value: string | Date | null | undefined, options: Intl.DateTimeFormatOptions) => {
    if (!value) return ''
    const date = value instanceof Date ? value : new Date(value)
    return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, options).format(date)
  }
  return {
    locale,
    date: (value: string | Date | null | undefined) => format(value, { day: 'numeric', month: 'short', year: 'numeric' }),
    dayMonth: (value: string | Date | null | undefined) => format(value, { day: 'numeric', month: 'short' }),
    /** A month on a chart's axis: "Nov". */
    monthShort: (value: string | Date | null | undefined) => format(value, { month: 'short', timeZone: 'UTC' }),
    /** A month in words: "November 2026". */
    monthLong: (value: string | Date | null | undefined) => format(value, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    dateTime: (value: string | Date | null | undefined) =>
      format(value, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }),
  }
}

/** A percentage, or a dash when there is nothing to divide. */
export const pct = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value}%`)

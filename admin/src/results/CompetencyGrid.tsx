// The class by list grid: a row per pupil, a column per list, each cell
// coloured by competency (last five tries at each word) and printing its
// numbers, so the colour is never needed to read it. A cell opens the
// pupil's words on that list; a name opens the pupil's history.
import { Box, Card, CardContent, Link as MuiLink, Stack, Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'

import type { ClassCompetency } from '../spelling/types'
import { scrollBox, visuallyHidden } from '../spelling/ui'
import { BANDS, bandStyle, gridRows, percent, sortLists } from './competency'

export const CompetencyLegend = () => {
  const translate = useTranslate()
  return (
    <Box
      component="ul"
      aria-label={translate('spelling.results.legend')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {BANDS.map((style) => (
        <Box component="li" key={style.band} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <Box
            sx={{
              width: 28,
              height: 20,
              borderRadius: '4px',
              backgroundColor: style.background,
              color: style.text,
              border: '1px solid rgba(0,0,0,0.25)',
              fontSize: 11,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
            aria-hidden
          >
            {style.band === 'mastered' ? '✓' : ''}
          </Box>
          <Typography variant="body2">{translate(style.label)}</Typography>
        </Box>
      ))}
    </Box>
  )
}

export const CompetencyGrid = ({ answer, classId }: { answer: ClassCompetency; classId: number }) => {
  const translate = useTranslate()
  const lists = sortLists(answer.lists)
  const rows = gridRows({ lists, pupils: answer.pupils })
  const summaryOf = (listId: number) => answer.summary.find((summary) => summary.list === listId)
  const headingId = 'competency-grid-heading'
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('spelling.results.grid_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {translate('spelling.results.grid_intro')}
        </Typography>
        <CompetencyLegend />
        {lists.length === 0 ? (
          <Typography sx={{ mt: 2 }}>{translate('spelling.results.no_lists')}</Typography>
        ) : (
          <Box
            sx={{ ...scrollBox, mt: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
            tabIndex={0}
            role="region"
            aria-labelledby={headingId}
          >
            <Box
              component="table"
              data-testid="competency-grid"
              sx={{
                borderCollapse: 'separate',
                borderSpacing: 0,
                minWidth: '100%',
                '& th, & td': { borderBottom: 1, borderColor: 'divider', p: 0 },
                '& thead th': { verticalAlign: 'bottom', p: 1, backgroundColor: 'background.paper' },
                '& th[scope="row"], & thead th:first-of-type, & tfoot th': {
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  backgroundColor: 'background.paper',
                  textAlign: 'left',
                  p: 1,
                  borderRight: 1,
                  borderRightColor: 'divider',
                  minWidth: { xs: 112, sm: 160 },
                  maxWidth: { xs: 130, sm: 220 },
                },
              }}
            >
              <caption style={visuallyHidden}>{translate('spelling.results.grid_caption', { name: answer.group.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {translate('spelling.results.pupil')}
                    </Typography>
                  </th>
                  {lists.map((list) => (
                    <th scope="col" key={list.id} style={{ minWidth: 96, maxWidth: 160 }}>
                      <MuiLink
                        component={Link}
                        to={`/lists/${list.id}/show`}
                        variant="body2"
                        sx={{ fontWeight: 600, display: 'block', lineHeight: 1.25 }}
                      >
                        {list.title}
                      </MuiLink>
                      <Typography variant="caption" color="text.secondary">
                        {translate('spelling.lists.word_count', { smart_count: list.wordCount })}
                      </Typography>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <MuiLink
                        component={Link}
                        to={`/results/${classId}/pupils/${row.id}`}
                        variant="body2"
                        sx={{ fontWeight: 500, wordBreak: 'break-word' }}
                      >
                        {row.name}
                      </MuiLink>
                    </th>
                    {row.cells.map((cell, index) => {
                      const style = bandStyle(cell.band)
                      const list = lists[index]
                      const label = translate('spelling.results.cell_label', {
                        name: row.name,
                        list: list.title,
                        band: translate(style.label),
                        mastered: cell.mastered,
                        words: cell.words,
                        percent: cell.percent,
                      })
                      return (
                        <td key={cell.list} style={{ backgroundColor: style.background }}>
                          <Box
                            component={Link}
                            to={`/results/${classId}/pupils/${row.id}?list=${cell.list}`}
                            aria-label={label}
                            title={label}
                            data-band={cell.band}
                            sx={{
                              display: 'flex',
                              flexDirection: 'column',
                              alignItems: 'center',
                              justifyContent: 'center',
                              minHeight: 48,
                              px: 1,
                              py: 0.5,
                              color: style.text,
                              textDecoration: 'none',
                              '&:hover, &:focus-visible': { outline: '3px solid #1f3b73', outlineOffset: -3 },
                            }}
                          >
                            {cell.band === 'not-started' ? (
                              <Typography variant="body2" sx={{ color: 'inherit' }}>
                                –
                              </Typography>
                            ) : (
                              <>
                                <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.2, color: 'inherit' }}>
                                  {cell.listMastered ? '✓ ' : ''}
                                  {cell.percent}%
                                </Typography>
                                <Typography variant="caption" sx={{ color: 'inherit', lineHeight: 1.2 }}>
                                  {translate('spelling.results.cell_words', { mastered: cell.mastered, words: cell.words })}
                                </Typography>
                              </>
                            )}
                          </Box>
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {translate('spelling.results.class_row')}
                    </Typography>
                  </th>
                  {lists.map((list) => {
                    const summary = summaryOf(list.id)
                    return (
                      <td key={list.id} style={{ padding: 8, textAlign: 'center' }}>
                        <Stack spacing={0}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {translate('spelling.results.mastered_by', { mastered: summary?.pupilsMastered ?? 0, total: rows.length })}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {translate('spelling.results.average', { percent: percent(summary?.averageScore) ?? 0 })}
                          </Typography>
                        </Stack>
                      </td>
                    )
                  })}
                </tr>
              </tfoot>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

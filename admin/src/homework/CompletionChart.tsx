// Who has done a homework, as a ring: finished, started and not started, with
// the count in the middle and a legend that names the numbers (so colour is
// never the only way to read it).
import { Box, Stack, Typography } from '@mui/material'
import { PieChart } from '@mui/x-charts/PieChart'
import { useTranslate } from 'react-admin'

import type { HomeworkData } from './types'
import { ChartFigure } from '../spelling/ui'
import { completionSlices } from './progress'

export const CompletionChart = ({ summary }: { summary: HomeworkData['summary'] }) => {
  const translate = useTranslate()
  const slices = completionSlices(summary).map((slice) => ({ ...slice, label: translate(slice.label) }))
  const summaryText = translate('spelling.homework.chart_summary', {
    complete: summary.complete,
    started: Math.max(0, summary.started - summary.complete),
    notStarted: Math.max(0, summary.pupils - summary.started),
    total: summary.pupils,
  })
  const empty = summary.pupils === 0
  return (
    <ChartFigure
      title={translate('spelling.homework.chart_title')}
      summary={summaryText}
      table={
        <Box component="table" sx={{ borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', p: 0.5, pr: 2 } }}>
          <thead>
            <tr>
              <th scope="col">{translate('spelling.homework.status_column')}</th>
              <th scope="col">{translate('spelling.homework.pupils_column')}</th>
            </tr>
          </thead>
          <tbody>
            {slices.map((slice) => (
              <tr key={slice.id}>
                <th scope="row">{slice.label}</th>
                <td>{slice.value}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      }
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative', width: 200, height: 200, flexShrink: 0 }} aria-hidden>
          {!empty && (
            <PieChart
              width={200}
              height={200}
              hideLegend
              skipAnimation
              margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
              series={[
                {
                  data: slices
                    .filter((slice) => slice.value > 0)
                    .map((slice) => ({ id: slice.id, value: slice.value, label: slice.label, color: slice.color })),
                  innerRadius: 62,
                  outerRadius: 96,
                  paddingAngle: 1.5,
                  cornerRadius: 3,
                },
              ]}
            />
          )}
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }}>
              {summary.complete}/{summary.pupils}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('spelling.homework.finished_short')}
            </Typography>
          </Box>
        </Box>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {slices.map((slice) => (
            <Box component="li" key={slice.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box
                sx={{
                  width: 16,
                  height: 16,
                  borderRadius: '4px',
                  backgroundColor: slice.color,
                  flexShrink: 0,
                  border: '1px solid rgba(0,0,0,0.2)',
                }}
              />
              <Typography>
                <Box component="span" sx={{ fontWeight: 600, mr: 0.75 }}>
                  {slice.value}
                </Box>
                {slice.label}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </ChartFigure>
  )
}

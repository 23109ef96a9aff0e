// A class's spelling results: the class by list grid of competency, the words
// the class finds hardest, and how much it plays, one tab each (the tab is in
// the address, ?tab=, so a link can open one).
import { Alert, Box, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin'
import { useSearchParams } from 'react-router-dom'

import type { SchoolClass } from '../school/types'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider } from '../school/hooks'
import { Figure, Figures, pct, tabsFit } from '../spelling/ui'
import { CompetencyGrid } from './CompetencyGrid'
import { ActivityChart, HardestWordsChart } from './ResultCharts'

const TABS = ['competency', 'words', 'activity'] as const
type ResultsTab = (typeof TABS)[number]

const ResultsTitle = () => {
  const group = useRecordContext<SchoolClass>()
  const translate = useTranslate()
  return <span>{group ? translate('spelling.results.title_for', { name: group.name }) : ''}</span>
}

const CompetencyTab = ({ classId }: { classId: number }) => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const competency = useQuery({
    queryKey: ['results', 'competency', classId],
    queryFn: ({ signal }) => dataProvider.getClassCompetency(classId, undefined, signal),
  })
  if (competency.isError) return <Alert severity="error">{errorMessage(competency.error, translate)}</Alert>
  if (!competency.data) return <Skeleton variant="rounded" height={320} />
  return <CompetencyGrid answer={competency.data} classId={classId} />
}

const WordsTab = ({ classId }: { classId: number }) => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const words = useQuery({
    queryKey: ['results', 'words', classId],
    queryFn: ({ signal }) => dataProvider.getClassWordsSpelled(classId, { sort: 'hardest', limit: 30 }, signal),
  })
  if (words.isError) return <Alert severity="error">{errorMessage(words.error, translate)}</Alert>
  if (!words.data) return <Skeleton variant="rounded" height={320} />
  const totals = words.data.totals
  return (
    <Stack spacing={2}>
      <Figures label={translate('spelling.results.words_totals')}>
        <Figure value={totals.words} label={translate('spelling.results.words_tried')} />
        <Figure value={totals.attempted} label={translate('spelling.results.tries')} />
        <Figure value={pct(totals.accuracy)} label={translate('spelling.results.spelt_right')} />
      </Figures>
      <HardestWordsChart
        docs={words.data.docs}
        title={translate('spelling.results.hardest_title')}
        empty={translate('spelling.results.hardest_none')}
      />
    </Stack>
  )
}

const ActivityTab = ({ classId }: { classId: number }) => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const activity = useQuery({
    queryKey: ['results', 'activity', classId],
    queryFn: ({ signal }) => dataProvider.getClassActivity(classId, 'week', signal),
  })
  if (activity.isError) return <Alert severity="error">{errorMessage(activity.error, translate)}</Alert>
  if (!activity.data) return <Skeleton variant="rounded" height={300} />
  return <ActivityChart periods={activity.data.periods} />
}

const ResultsBody = () => {
  const group = useRecordContext<SchoolClass>()
  const translate = useTranslate()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab') as ResultsTab | null
  const tab: ResultsTab = requested && TABS.includes(requested) ? requested : 'competency'
  if (!group) return null
  return (
    <Box>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mt: 1 }}>
        {translate('spelling.results.title_for', { name: group.name })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('hub.classes.pupil_count', { smart_count: group.pupil_count, _: `${group.pupil_count}` })}
      </Typography>
      <Tabs
        value={tab}
        onChange={(_, value: ResultsTab) => setParams(value === 'competency' ? {} : { tab: value }, { replace: true })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('spelling.results.tabs_label')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', ...tabsFit }}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={translate(`spelling.results.tab.${value}`)}
            id={`results-tab-${value}`}
            aria-controls="results-panel"
          />
        ))}
      </Tabs>
      <Box id="results-panel" role="tabpanel" aria-labelledby={`results-tab-${tab}`}>
        {tab === 'competency' && <CompetencyTab classId={Number(group.id)} />}
        {tab === 'words' && <WordsTab classId={Number(group.id)} />}
        {tab === 'activity' && <ActivityTab classId={Number(group.id)} />}
      </Box>
    </Box>
  )
}

export const ResultsShow = () => (
  <Show
    component="div"
    title={<ResultsTitle />}
    actions={
      <TopToolbar>
        <ListButton label="spelling.results.all_classes" />
      </TopToolbar>
    }
  >
    <ResultsBody />
  </Show>
)

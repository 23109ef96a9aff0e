// The spelling scheme: stages (year groups or grades) of weekly lists by
// spelling pattern, in the school's variant (GB schools the British lists,
// US and Canadian schools the American ones: the API picks by region). Opens
// on the stage of the teacher's first class.
import { useEffect, useState } from 'react'
import { Alert, Box, Button, Card, CardActions, CardContent, Skeleton, Tab, Tabs, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Title, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'

import { errorMessage } from '../school/errors'
import { useConsoleDataProvider } from '../school/hooks'
import type { WordList } from '../spelling/types'
import { useClassesForSpelling } from '../spelling/hooks'
import { visuallyHidden, tabsFit } from '../spelling/ui'
import { FavouriteButton, SetHomeworkButton } from './ListButtons'
import { ListsTabs } from './ListsTabs'

/** "Year 3 week 1: Adding -ing" → "Adding -ing": the stage and week are shown beside it. */
export const schemeListName = (title: string) => {
  const colon = title.indexOf(': ')
  return colon >= 0 ? title.slice(colon + 2) : title
}

const SchemeListCard = ({ list }: { list: WordList }) => {
  const translate = useTranslate()
  const headingId = `scheme-list-${list.id}`
  return (
    <Card component="article" aria-labelledby={headingId} variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <Typography variant="overline" color="text.secondary" component="p" sx={{ lineHeight: 1.5 }}>
          {translate('spelling.scheme.week', { week: list.week ?? '' })}
        </Typography>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Box component="span" sx={visuallyHidden}>
            {list.stageName} {translate('spelling.scheme.week', { week: list.week ?? '' })}:{' '}
          </Box>
          {schemeListName(list.title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('spelling.lists.word_count', { smart_count: list.wordCount })}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, pt: 0 }}>
        <Button
          component={Link}
          to={`/lists/${list.id}/show`}
          size="small"
          aria-label={translate('spelling.scheme.view_words_for', { title: list.title })}
        >
          {translate('spelling.scheme.view_words')}
        </Button>
        <SetHomeworkButton listId={list.id} title={list.title} />
        <Box sx={{ ml: 'auto' }}>
          <FavouriteButton listId={list.id} title={list.title} />
        </Box>
      </CardActions>
    </Card>
  )
}

export const SchemeBrowser = () => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const scheme = useQuery({ queryKey: ['lists', 'scheme'], queryFn: () => dataProvider.getMyScheme() })
  const classes = useClassesForSpelling()
  const [stage, setStage] = useState<number | null>(null)

  // The stage of the teacher's first class, once both have loaded; the first stage otherwise.
  useEffect(() => {
    if (stage !== null || !scheme.data) return
    if (classes.isPending) return
    const predicted = classes.data?.find((group) => group.predicted_stage?.spelling)?.predicted_stage?.spelling
    const stages = scheme.data.stages.map((s) => s.stage)
    setStage(predicted && stages.includes(predicted) ? predicted : (stages[0] ?? null))
  }, [scheme.data, classes.isPending, classes.data, stage])

  const current = scheme.data?.stages.find((s) => s.stage === stage)
  return (
    <Box sx={{ mt: 1 }}>
      <Title title="spelling.scheme.title" />
      <ListsTabs current="scheme" />
      {scheme.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(scheme.error, translate)}
        </Alert>
      )}
      {scheme.isPending && <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />}
      {scheme.data && (
        <>
          <Box sx={{ mt: 2 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 600 }}>
              {translate('spelling.scheme.heading', { name: scheme.data.name, variant: scheme.data.variantName })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(scheme.data.variant === 'us' ? 'spelling.scheme.intro_us' : 'spelling.scheme.intro_gb')}
            </Typography>
          </Box>
          <Tabs
            value={stage ?? false}
            onChange={(_, value: number) => setStage(value)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label={translate('spelling.scheme.stages_label')}
            sx={{ mt: 1, ...tabsFit }}
          >
            {scheme.data.stages.map((s) => (
              <Tab
                key={s.stage}
                value={s.stage}
                label={s.name ?? translate('spelling.scheme.stage', { stage: s.stage })}
                id={`stage-tab-${s.stage}`}
                aria-controls="stage-panel"
              />
            ))}
          </Tabs>
          {current && (
            <Box
              id="stage-panel"
              role="tabpanel"
              aria-labelledby={`stage-tab-${current.stage}`}
              sx={{
                mt: 2,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              {current.lists.map((list) => (
                <SchemeListCard key={list.id} list={list} />
              ))}
            </Box>
          )}
        </>
      )}
    </Box>
  )
}

// The lists area's four views as tabs: the spelling scheme by stage and week,
// every list the teacher may use (search), their own lists and their
// favourites. Each tab is a link, so the browser's back button and shared
// links land on the same view.
import { Tab, Tabs } from '@mui/material'
import { useTranslate } from 'react-admin'
import { Link, useLocation } from 'react-router-dom'

import type { ListCollection } from '../spelling/types'
import { useSchoolWordLocale } from '../spelling/hooks'
import { tabsFit } from '../spelling/ui'

export type ListsView = 'scheme' | ListCollection

const filterLink = (filter: Record<string, string>) => `/lists?filter=${encodeURIComponent(JSON.stringify(filter))}&page=1`

/** Which view the address shows. */
export const viewOf = (pathname: string, search: string): ListsView => {
  if (/\/lists\/scheme\/?$/.test(pathname)) return 'scheme'
  try {
    const filter = JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as { collection?: string }
    if (filter.collection === 'mine' || filter.collection === 'favourites') return filter.collection
  } catch {
    /* a hand-edited address: the default view */
  }
  return 'all'
}

export const ListsTabs = ({ current }: { current?: ListsView }) => {
  const translate = useTranslate()
  const location = useLocation()
  const locale = useSchoolWordLocale()
  const value = current ?? viewOf(location.pathname, location.search)
  const tabs: Array<{ value: ListsView; to: string }> = [
    { value: 'scheme', to: '/lists/scheme' },
    { value: 'all', to: filterLink({ collection: 'all', locale }) },
    { value: 'mine', to: filterLink({ collection: 'mine' }) },
    { value: 'favourites', to: filterLink({ collection: 'favourites' }) },
  ]
  return (
    <Tabs
      value={value}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('spelling.lists.tabs_label')}
      sx={{ mt: 1, borderBottom: 1, borderColor: 'divider', ...tabsFit }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={translate(`spelling.lists.tab.${tab.value}`)} component={Link} to={tab.to} />
      ))}
    </Tabs>
  )
}

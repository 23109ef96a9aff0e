// Word lists the teacher may use, searched and paged on the server: every
// readable list (the scheme's, suggested ones, the school's shared ones, their
// own), only their own, or their favourites. The scheme by stage and week has
// its own tab (SchemeBrowser).
import { Box, Chip, Stack, Typography } from '@mui/material'
import {
  CreateButton,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin'

import { useIsSmall } from '../school/hooks'
import type { WordList } from '../spelling/types'
import { useSchoolWordLocale } from '../spelling/hooks'
import { FavouriteButton, SetHomeworkButton } from './ListButtons'
import { ListsTabs } from './ListsTabs'

export const LOCALE_CHOICES = [
  { id: 'en_GB', name: 'spelling.lists.locale.en_GB' },
  { id: 'en_US', name: 'spelling.lists.locale.en_US' },
]

/** Where a list comes from, in a few words: the scheme's stage and week, Inkwell, or its owner. */
export const useListOrigin = () => {
  const translate = useTranslate()
  return (list: WordList) => {
    if (list.scheme && list.stage) {
      return translate('spelling.lists.origin_scheme', { stage: list.stageName ?? list.stage, week: list.week ?? '' })
    }
    if (list.suggested || list.visibility === 'public') return translate('spelling.lists.origin_inkwell')
    return list.owner?.name ? translate('spelling.lists.origin_owner', { name: list.owner.name }) : ''
  }
}

export const VisibilityChip = ({ list }: { list: WordList }) => {
  const translate = useTranslate()
  if (list.visibility === 'public') return null
  return <Chip size="small" variant="outlined" label={translate(`spelling.lists.visibility.${list.visibility}`)} />
}

// The same filters on every tab: the API searches and filters all three collections alike.
const ListSearch = (props: { source: string; alwaysOn?: boolean }) => {
  const translate = useTranslate()
  return <SearchInput {...props} placeholder={translate('spelling.lists.search_placeholder')} />
}

const listFilters = [
  <ListSearch key="q" source="q" alwaysOn />,
  <SelectInput
    key="locale"
    source="locale"
    label="spelling.lists.spelling_filter"
    choices={LOCALE_CHOICES}
    emptyText="spelling.lists.locale.any"
    alwaysOn
  />,
]

const ListActions = () => (
  <TopToolbar>
    <CreateButton label="spelling.lists.create" />
  </TopToolbar>
)

const EmptyLists = () => {
  const translate = useTranslate()
  const { filterValues } = useListContext()
  const collection = (filterValues.collection as string | undefined) ?? 'all'
  return (
    <Box sx={{ p: 3 }}>
      <Typography>{translate(`spelling.lists.empty.${collection}`, { _: translate('spelling.lists.empty.all') })}</Typography>
      {collection === 'mine' && (
        <Box sx={{ mt: 2 }}>
          <CreateButton variant="contained" label="spelling.lists.create" />
        </Box>
      )}
    </Box>
  )
}

const ListsTable = () => {
  const small = useIsSmall()
  const translate = useTranslate()
  const createPath = useCreatePath()
  const origin = useListOrigin()
  if (small) {
    return (
      <SimpleList<WordList>
        primaryText={(list) => list.title}
        secondaryText={(list) =>
          [translate('spelling.lists.word_count', { smart_count: list.wordCount }), origin(list)].filter(Boolean).join(' · ')
        }
        linkType={(list) => createPath({ resource: 'lists', type: 'show', id: list.id })}
        empty={<EmptyLists />}
      />
    )
  }
  return (
    <DataTable<WordList> rowClick="show" bulkActionButtons={false} empty={<EmptyLists />}>
      <DataTable.Col<WordList>
        source="title"
        render={(list) => (
          <Box>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {list.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {origin(list)}
            </Typography>
          </Box>
        )}
      />
      <DataTable.NumberCol<WordList> source="wordCount" disableSort />
      <DataTable.Col<WordList>
        source="locale"
        disableSort
        render={(list) => (
          <Stack direction="row" spacing={0.5}>
            <VisibilityChip list={list} />
            <Chip size="small" variant="outlined" label={translate(`spelling.lists.locale.${list.locale}`, { _: list.locale })} />
          </Stack>
        )}
      />
      <DataTable.Col<WordList>
        label="spelling.lists.favourite"
        disableSort
        render={(list) => <FavouriteButton listId={list.id} title={list.title} />}
      />
      <DataTable.Col<WordList>
        label="spelling.lists.homework_column"
        disableSort
        render={(list) => <SetHomeworkButton listId={list.id} title={list.title} />}
      />
    </DataTable>
  )
}

export const ListList = () => {
  const locale = useSchoolWordLocale()
  return (
    <List
      title="spelling.lists.title"
      filters={listFilters}
      filterDefaultValues={{ collection: 'all', locale }}
      sort={{ field: 'title', order: 'ASC' }}
      perPage={25}
      actions={<ListActions />}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <ListsTabs />
      <ListsTable />
    </List>
  )
}

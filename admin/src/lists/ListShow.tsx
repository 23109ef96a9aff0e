// One list: its words with their meanings and example sentences, where it
// comes from, and what a teacher does with it: set it as homework, favourite
// it (for themselves or a class), duplicate it, or edit it if it is theirs.
import { Box, Card, CardContent, Chip, Divider, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { EditButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin'
import { Link } from 'react-router-dom'

import { useIsSmall } from '../school/hooks'
import type { ListWord, WordList } from '../spelling/types'
import { ClassFavourites } from './ClassFavourites'
import { DuplicateButton, FavouriteButton, SetHomeworkButton } from './ListButtons'
import { useListOrigin, VisibilityChip } from './ListList'

const ShowActions = () => {
  const list = useRecordContext<WordList>()
  if (!list) return null
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <SetHomeworkButton listId={list.id} title={list.title} variant="contained" />
      <FavouriteButton listId={list.id} title={list.title} variant="button" />
      <DuplicateButton listId={list.id} title={list.title} />
      {list.canEdit && <EditButton variant="outlined" />}
    </TopToolbar>
  )
}

/** A word's meaning: its part of speech and definition. */
const Meaning = ({ word }: { word: ListWord }) => {
  const translate = useTranslate()
  if (!word.definition)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('spelling.words.no_entry')}
      </Typography>
    )
  return (
    <Typography variant="body2">
      {word.partOfSpeech && (
        <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary', mr: 0.5 }}>
          {word.partOfSpeech}
        </Box>
      )}
      {word.definition}
    </Typography>
  )
}

export const OtherMeanings = ({ word, listId, canEdit }: { word: ListWord; listId: number; canEdit: boolean }) => {
  const translate = useTranslate()
  if (word.homographs < 2) return null
  const label = translate('spelling.words.meanings', { smart_count: word.homographs })
  return canEdit ? (
    <Chip size="small" variant="outlined" label={label} component={Link} to={`/lists/${listId}#word-${word.id}`} clickable />
  ) : (
    <Chip size="small" variant="outlined" label={label} />
  )
}

const WordsTable = ({ list }: { list: WordList }) => {
  const translate = useTranslate()
  const small = useIsSmall()
  const words = list.words ?? []
  if (words.length === 0) return <Typography sx={{ p: 2 }}>{translate('spelling.words.none')}</Typography>
  if (small) {
    return (
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {words.map((word, index) => (
          <Box component="li" key={word.id} sx={{ py: 1.5, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, fontSize: '1.1rem' }}>{word.word}</Typography>
              <OtherMeanings word={word} listId={list.id} canEdit={list.canEdit} />
            </Stack>
            <Meaning word={word} />
            {word.sentence && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                “{word.sentence}”
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    )
  }
  return (
    <Table size="small" aria-label={translate('spelling.words.table_label', { title: list.title })}>
      <TableHead>
        <TableRow>
          <TableCell scope="col" sx={{ width: 40 }}>
            #
          </TableCell>
          <TableCell scope="col">{translate('spelling.words.word')}</TableCell>
          <TableCell scope="col">{translate('spelling.words.meaning')}</TableCell>
          <TableCell scope="col">{translate('spelling.words.sentence')}</TableCell>
          <TableCell scope="col">{translate('spelling.words.category')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {words.map((word, index) => (
          <TableRow key={word.id}>
            <TableCell>{index + 1}</TableCell>
            <TableCell component="th" scope="row">
              <Typography sx={{ fontWeight: 600 }}>{word.word}</Typography>
              <OtherMeanings word={word} listId={list.id} canEdit={list.canEdit} />
            </TableCell>
            <TableCell>
              <Meaning word={word} />
            </TableCell>
            <TableCell>
              <Typography variant="body2" color="text.secondary">
                {word.sentence ?? ''}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2">
                {word.category ? translate(`spelling.words.categories.${word.category}`, { _: word.category }) : ''}
              </Typography>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

const ListDetails = () => {
  const list = useRecordContext<WordList>()
  const translate = useTranslate()
  const origin = useListOrigin()
  if (!list) return null
  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 600 }}>
            {list.title}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <Chip size="small" label={translate('spelling.lists.word_count', { smart_count: list.wordCount })} />
            <Chip size="small" variant="outlined" label={translate(`spelling.lists.locale.${list.locale}`, { _: list.locale })} />
            <VisibilityChip list={list} />
            <Typography variant="body2" color="text.secondary">
              {origin(list)}
            </Typography>
          </Stack>
          {list.description && <Typography sx={{ mt: 1.5 }}>{list.description}</Typography>}
          {!list.canEdit && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {translate('spelling.lists.not_yours')}
            </Typography>
          )}
          <Divider sx={{ my: 2 }} />
          <ClassFavourites listId={list.id} title={list.title} />
        </CardContent>
      </Card>
      <Card>
        <CardContent sx={{ px: { xs: 2, sm: 2 } }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
            {translate('spelling.words.heading')}
          </Typography>
          <WordsTable list={list} />
        </CardContent>
      </Card>
    </Stack>
  )
}

export const ListShow = () => (
  <Show actions={<ShowActions />} component="div" title={<ListTitle />}>
    <ListDetails />
  </Show>
)

export const ListTitle = () => {
  const list = useRecordContext<WordList>()
  return <span>{list?.title ?? ''}</span>
}

// A list's words, changed one at a time (each change is saved at once): add
// words, remove one, and choose which meaning a word with several has
// (PUT lists/{id}/words/{wordId} {dictionary_id}), which decides the
// definition, sentence and audio pupils get.
import { useState, type FormEvent } from 'react'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useNotify, useRefresh, useTranslate } from 'react-admin'

import { errorMessage } from '../school/errors'
import { useConsoleDataProvider } from '../school/hooks'
import { MAX_LIST_WORDS, parseWords } from '../spelling/words'
import type { ListWord, WordList } from '../spelling/types'

/** Which of a word's meanings the list uses: a choice when the dictionary has several. */
const MeaningChoice = ({ list, word, onChanged }: { list: WordList; word: ListWord; onChanged: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const [saving, setSaving] = useState(false)
  const several = word.homographs > 1
  const entries = useQuery({
    queryKey: ['dictionary', 'homographs', word.word.toLowerCase(), list.locale],
    queryFn: () => dataProvider.getHomographs(word.word, list.locale),
    enabled: several,
    staleTime: 5 * 60_000,
  })
  if (!several) {
    return (
      <Typography variant="body2" color={word.definition ? 'text.primary' : 'text.secondary'}>
        {word.partOfSpeech && (
          <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary', mr: 0.5 }}>
            {word.partOfSpeech}
          </Box>
        )}
        {word.definition ?? translate('spelling.words.no_entry')}
      </Typography>
    )
  }
  const labelId = `meaning-${word.id}-label`
  return (
    <FormControl size="small" fullWidth>
      <InputLabel id={labelId}>{translate('spelling.words.meaning_of', { word: word.word })}</InputLabel>
      <Select
        labelId={labelId}
        label={translate('spelling.words.meaning_of', { word: word.word })}
        value={entries.data ? (word.dictionary_id ?? '') : ''}
        disabled={saving || !entries.data}
        onChange={async (event) => {
          const dictionaryId = Number(event.target.value)
          if (!dictionaryId || dictionaryId === word.dictionary_id) return
          setSaving(true)
          try {
            await dataProvider.chooseHomograph(list.id, word.id, dictionaryId)
            notify('spelling.words.meaning_saved', { type: 'info', messageArgs: { word: word.word } })
            onChanged()
          } catch (error) {
            notify(errorMessage(error, translate), { type: 'error' })
          } finally {
            setSaving(false)
          }
        }}
        renderValue={(value) => {
          const entry = entries.data?.find((e) => e.id === value)
          return entry ? `${entry.partOfSpeech ? `(${entry.partOfSpeech}) ` : ''}${entry.definition ?? ''}` : (word.definition ?? '')
        }}
        sx={{ '& .MuiSelect-select.MuiInputBase-input': { whiteSpace: 'normal', overflow: 'visible' } }}
        MenuProps={{ slotProps: { paper: { sx: { maxWidth: 560 } } } }}
      >
        {(entries.data ?? []).map((entry) => (
          <MenuItem key={entry.id} value={entry.id} sx={{ whiteSpace: 'normal', alignItems: 'flex-start', flexDirection: 'column' }}>
            <Typography variant="body2">
              {entry.partOfSpeech && (
                <Box component="span" sx={{ fontStyle: 'italic', mr: 0.5 }}>
                  {entry.partOfSpeech}
                </Box>
              )}
              {entry.definition}
            </Typography>
            {entry.sentence && (
              <Typography variant="caption" color="text.secondary">
                “{entry.sentence}”
              </Typography>
            )}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  )
}

const AddWords = ({ list, onChanged }: { list: WordList; onChanged: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useConsoleDataProvider()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const existing = new Set((list.words ?? []).map((word) => word.word.toLocaleLowerCase()))
  const room = MAX_LIST_WORDS - (list.words?.length ?? 0)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const { words, invalid } = parseWords(text)
    if (invalid.length) {
      setProblem(translate('spelling.words.invalid', { smart_count: invalid.length, words: invalid.join(', ') }))
      return
    }
    const fresh = words.filter((word) => !existing.has(word.toLocaleLowerCase()))
    if (fresh.length === 0) {
      setProblem(translate(words.length ? 'spelling.words.already_there' : 'spelling.words.type_some'))
      return
    }
    if (fresh.length > room) {
      setProblem(translate('spelling.words.too_many', { max: MAX_LIST_WORDS }))
      return
    }
    setSaving(true)
    setProblem(null)
    try {
      await dataProvider.addListWords(list.id, fresh)
      notify('spelling.words.added', { type: 'info', messageArgs: { smart_count: fresh.length } })
      setText('')
      onChanged()
    } catch (error) {
      setProblem(errorMessage(error, translate))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={translate('spelling.words.add_label')}
          helperText={problem ?? translate('spelling.words.add_help')}
          error={Boolean(problem)}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={saving ? <CircularProgress size={16} /> : <AddIcon />}
          disabled={saving}
          sx={{ flexShrink: 0, minHeight: 40 }}
        >
          {translate('spelling.words.add')}
        </Button>
      </Stack>
    </Box>
  )
}

export const WordsEditor = ({ list }: { list: WordList }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useConsoleDataProvider()
  const [removing, setRemoving] = useState<number | null>(null)
  const words = list.words ?? []
  const withMeanings = words.filter((word) => word.homographs > 1).length

  const remove = async (word: ListWord) => {
    setRemoving(word.id)
    try {
      await dataProvider.removeListWord(list.id, word.id)
      notify('spelling.words.removed', { type: 'info', messageArgs: { word: word.word } })
      refresh()
    } catch (error) {
      notify(errorMessage(error, translate), { type: 'error' })
    } finally {
      setRemoving(null)
    }
  }

  return (
    <Card component="section" aria-labelledby="words-heading">
      <CardContent>
        <Typography id="words-heading" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          {translate('spelling.words.heading_count', { smart_count: words.length })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('spelling.words.saved_at_once')}
          {withMeanings > 0 && ` ${translate('spelling.words.choose_meanings', { smart_count: withMeanings })}`}
        </Typography>
        <AddWords list={list} onChanged={refresh} />
        {words.length === 0 ? (
          <Alert severity="info">{translate('spelling.words.none_yet')}</Alert>
        ) : (
          <Box
            component="ol"
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={translate('spelling.words.table_label', { title: list.title })}
          >
            {words.map((word, index) => (
              <Box
                component="li"
                key={word.id}
                id={`word-${word.id}`}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr auto', sm: '2.5rem minmax(8rem, 12rem) 1fr auto' },
                  gap: 1,
                  alignItems: 'center',
                  py: 1,
                  borderTop: index ? 1 : 0,
                  borderColor: 'divider',
                  scrollMarginTop: 80,
                  '&:target': { backgroundColor: 'action.selected' },
                }}
              >
                <Typography color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
                  {index + 1}
                </Typography>
                <Typography sx={{ fontWeight: 600, fontSize: '1.05rem', wordBreak: 'break-word' }}>{word.word}</Typography>
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' }, minWidth: 0 }}>
                  <MeaningChoice list={list} word={word} onChanged={refresh} />
                </Box>
                <Tooltip title={translate('spelling.words.remove', { word: word.word })}>
                  <span>
                    <IconButton
                      aria-label={translate('spelling.words.remove', { word: word.word })}
                      onClick={() => remove(word)}
                      disabled={removing !== null}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

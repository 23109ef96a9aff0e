// A new list: a title and its words, typed or pasted. Each word takes its
// commonest meaning; the list opens for editing afterwards so that the
// teacher can choose another meaning where a word has several.
import { Card } from '@mui/material'
import { Create, SimpleForm, TextInput, useTranslate } from 'react-admin'

import { MAX_LIST_WORDS, parseWords } from '../spelling/words'
import { ListDetailsInputs } from './ListEdit'

/** The words box's check: spellings only, and no more than a list holds. */
export const validateWords = (value: unknown) => {
  if (typeof value !== 'string' || !value.trim()) return undefined
  const { words, invalid } = parseWords(value)
  if (invalid.length) return { message: 'spelling.words.invalid', args: { smart_count: invalid.length, words: invalid.join(', ') } }
  if (words.length > MAX_LIST_WORDS) return { message: 'spelling.words.too_many', args: { max: MAX_LIST_WORDS } }
  return undefined
}

const WordsInput = () => {
  const translate = useTranslate()
  return (
    <TextInput
      source="words"
      label="spelling.words.words_label"
      multiline
      minRows={6}
      fullWidth
      validate={validateWords}
      helperText={translate('spelling.words.create_help')}
      slotProps={{ htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false } }}
    />
  )
}

export const ListCreate = () => (
  <Create redirect="edit" title="spelling.lists.create" component="div">
    <Card>
      <SimpleForm sx={{ maxWidth: 720 }} defaultValues={{ visibility: 'private' }}>
        <ListDetailsInputs />
        <WordsInput />
      </SimpleForm>
    </Card>
  </Create>
)

// The homework form's inputs, shared by create and edit: the class, the
// list(s), the difficulty, the dates and an optional title and note.
import { Box, Typography } from '@mui/material'
import {
  AutocompleteArrayInput,
  DateInput,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SelectInput,
  TextInput,
  maxLength,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin'

import { DIFFICULTIES } from '../spelling/types'
import { isMyClass, useClassesForSpelling } from '../spelling/hooks'

// RadioButtonGroupInput renders an element option inside each choice's record context.
const DifficultyOption = () => {
  const record = useRecordContext<{ id: number }>()
  const translate = useTranslate()
  if (!record) return null
  return (
    <Box component="span" sx={{ display: 'block', py: 0.5 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {translate('spelling.difficulty.short', { level: record.id, name: translate(`spelling.difficulty.${record.id}.name`) })}
      </Box>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`spelling.difficulty.${record.id}.help`)}
      </Typography>
    </Box>
  )
}

const difficultyChoices = DIFFICULTIES.map((id) => ({ id }))

/** The due date is on or after the start (dates compare as text: YYYY-MM-DD…). */
export const dueAfterStart = (value: unknown, values: Record<string, unknown>) => {
  if (!value || !values.startsAt) return undefined
  const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10)
  return day(value) < day(values.startsAt) ? 'spelling.homework.due_before_start' : undefined
}

export const ClassInput = ({ source = 'group' }: { source?: string }) => {
  const translate = useTranslate()
  const { data: classes = [], isPending } = useClassesForSpelling()
  const choices = classes.map((group) => ({
    id: group.id,
    name: isMyClass(group) ? group.name : translate('spelling.lists.other_class', { name: group.name }),
  }))
  return (
    <SelectInput
      source={source}
      label="spelling.homework.fields.group"
      choices={choices}
      isPending={isPending}
      validate={required()}
      translateChoice={false}
    />
  )
}

/** `editing`: a homework, once set, keeps a title (the API refuses an empty one). */
export const HomeworkInputs = ({ editing = false }: { editing?: boolean }) => {
  const translate = useTranslate()
  return (
    <>
      <ClassInput />
      <ReferenceArrayInput source="lists" reference="lists" perPage={20}>
        <AutocompleteArrayInput
          label="spelling.homework.fields.lists"
          optionText="title"
          validate={required()}
          helperText="spelling.homework.lists_help"
          fullWidth
          filterToQuery={(q) => ({ q })}
        />
      </ReferenceArrayInput>
      <RadioButtonGroupInput
        source="difficulty"
        label="spelling.homework.fields.difficulty"
        choices={difficultyChoices}
        optionText={<DifficultyOption />}
        row={false}
        validate={required()}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <DateInput source="startsAt" label="spelling.homework.fields.startsAt" helperText="spelling.homework.starts_help" />
        <DateInput
          source="dueAt"
          label="spelling.homework.fields.dueAt"
          validate={[required(), dueAfterStart]}
          helperText="spelling.homework.due_help"
        />
      </Box>
      <TextInput
        source="title"
        label="spelling.homework.fields.title"
        helperText={editing ? false : translate('spelling.homework.title_help')}
        validate={editing ? [required(), maxLength(200)] : maxLength(200)}
        fullWidth
      />
      <TextInput
        source="notes"
        label="spelling.homework.fields.notes"
        multiline
        minRows={2}
        validate={maxLength(2000)}
        helperText="spelling.homework.notes_help"
        fullWidth
      />
    </>
  )
}

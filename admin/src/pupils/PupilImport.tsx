// CSV import (/pupils/import). The file's text goes into an editable box, so
// a teacher can fix a row here as well as in the spreadsheet. "Check" is the
// API's dry run; "Import" checks first (step 1 of 2) and then imports (step
// 2). Problems come back all at once as `rows.<line>.<column>` and are shown
// as a table: line, column, what is wrong and what the line holds.
import { useId, useMemo, useState, type ChangeEvent } from 'react'
import DownloadIcon from '@mui/icons-material/Download'
import FactCheckIcon from '@mui/icons-material/FactCheck'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { ListButton, Title, TopToolbar, useTranslate } from 'react-admin'

import type { ImportSummary } from '../school/types'
import { errorMessage } from '../school/errors'
import { useConsoleDataProvider, useRefreshSchool } from '../school/hooks'
import { NewPupilsResult } from '../school/NewPupilsResult'
import { importTemplate, linesWithProblems, problemRows, readLines, type ImportProblemRow } from './importReport'

type Phase = 'idle' | 'checking' | 'importing'

const downloadTemplate = (className: string) => {
  const url = URL.createObjectURL(new Blob([importTemplate(className)], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = 'pupils.csv'
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

const Summary = ({ summary }: { summary: ImportSummary }) => {
  const translate = useTranslate()
  const parts = [
    translate('hub.import.summary.created', { smart_count: summary.created }),
    translate('hub.import.summary.added', { smart_count: summary.addedToClass }),
    translate('hub.import.summary.renamed', { smart_count: summary.renamed }),
    translate('hub.import.summary.unchanged', { smart_count: summary.unchanged }),
  ]
  return (
    <Alert severity="success" role="status" sx={{ mt: 2 }}>
      <strong>{translate(summary.dryRun ? 'hub.import.checked' : 'hub.import.imported', { smart_count: summary.rows })}</strong>{' '}
      {parts.join(', ')}.
      {summary.classesCreated.length > 0 && (
        <>
          {' '}
          {translate(summary.dryRun ? 'hub.import.classes_to_make' : 'hub.import.classes_made', {
            smart_count: summary.classesCreated.length,
            names: summary.classesCreated.join(', '),
          })}
        </>
      )}
    </Alert>
  )
}

const ProblemTable = ({ problems }: { problems: ImportProblemRow[] }) => {
  const translate = useTranslate()
  const captionId = useId()
  const columnName = (column: string | null) =>
    column ? translate(`hub.import.columns.${column}`, { _: column }) : translate('hub.import.whole_row')
  return (
    <TableContainer sx={{ mt: 2, width: 0, minWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-labelledby={captionId}>
        <caption id={captionId} style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>
          {translate('hub.import.problems_caption')}
        </caption>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{translate('hub.import.line')}</TableCell>
            <TableCell scope="col">{translate('hub.import.column')}</TableCell>
            <TableCell scope="col">{translate('hub.import.problem')}</TableCell>
            <TableCell scope="col">{translate('hub.import.line_holds')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            <TableRow key={index} data-line={problem.line ?? ''}>
              <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                {problem.line ?? translate('hub.import.whole_file')}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{problem.line === null ? '—' : columnName(problem.column)}</TableCell>
              <TableCell>{problem.message}</TableCell>
              <TableCell>
                {problem.cells ? (
                  <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                    {problem.cells.map((cell, i) => {
                      const wrong = problem.column !== null && cell.heading.toLowerCase() === problem.column
                      return (
                        <Box
                          key={i}
                          component="span"
                          sx={{
                            px: 0.75,
                            borderRadius: 1,
                            border: 1,
                            borderColor: wrong ? 'error.main' : 'divider',
                            bgcolor: wrong ? 'rgba(211, 47, 47, 0.08)' : 'transparent',
                            fontSize: '0.8125rem',
                          }}
                        >
                          <Box component="span" sx={{ color: 'text.secondary' }}>
                            {cell.heading}:
                          </Box>{' '}
                          {cell.value === '' ? <em>{translate('hub.import.empty_cell')}</em> : cell.value}
                        </Box>
                      )
                    })}
                  </Box>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

export const PupilImport = () => {
  const translate = useTranslate()
  const dataProvider = useConsoleDataProvider()
  const refresh = useRefreshSchool()
  const ids = useId()
  const [csv, setCsv] = useState('')
  const [fileName, setFileName] = useState<string | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [summary, setSummary] = useState<ImportSummary | null>(null)
  const [problems, setProblems] = useState<ImportProblemRow[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [checkedText, setCheckedText] = useState<string | null>(null)
  const rowCount = useMemo(() => readLines(csv).lines.size, [csv])

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setFileName(file.name)
    setCsv(await file.text())
    setSummary(null)
    setProblems(null)
    setFailure(null)
  }

  const run = async (importToo: boolean) => {
    setSummary(null)
    setProblems(null)
    setFailure(null)
    if (!csv.trim()) {
      setFailure(translate('hub.import.nothing'))
      return
    }
    const text = csv
    try {
      setPhase('checking')
      const checked = await dataProvider.importPupils(text, { dryRun: true })
      setCheckedText(text)
      if (!importToo) {
        setSummary(checked)
        return
      }
      setPhase('importing')
      setSummary(await dataProvider.importPupils(text))
      await refresh()
    } catch (error) {
      const fields = (error as { status?: number; body?: { fields?: Array<{ path: string; message: string }> } })?.body?.fields
      if ((error as { status?: number })?.status === 422 && fields?.length) setProblems(problemRows(text, fields))
      else setFailure(errorMessage(error, translate))
    } finally {
      setPhase('idle')
    }
  }

  const busy = phase !== 'idle'
  const readyToImport = summary?.dryRun === true && checkedText === csv

  return (
    <Box sx={{ mb: 4 }}>
      <Title title={translate('hub.import.title')} />
      <TopToolbar>
        <ListButton resource="pupils" />
      </TopToolbar>
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5">
            {translate('hub.import.title')}
          </Typography>
          <Typography sx={{ mt: 1 }}>{translate('hub.import.intro')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('hub.import.rules')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
              {translate('hub.import.choose_file')}
              <input type="file" accept=".csv,text/csv,text/plain" hidden onChange={chooseFile} data-testid="import-file" />
            </Button>
            <Button onClick={() => downloadTemplate(translate('hub.import.template_class'))} startIcon={<DownloadIcon />}>
              {translate('hub.import.template')}
            </Button>
            {fileName && (
              <Typography variant="body2" color="text.secondary">
                {translate('hub.import.file_chosen', { name: fileName })}
              </Typography>
            )}
          </Stack>
          <TextField
            id={`${ids}-csv`}
            label={translate('hub.import.text_label')}
            helperText={translate('hub.import.text_help', { smart_count: rowCount })}
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            multiline
            minRows={6}
            maxRows={16}
            fullWidth
            disabled={busy}
            sx={{ mt: 2 }}
            slotProps={{
              htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 14 } },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
            <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => run(false)} disabled={busy}>
              {translate('hub.import.check')}
            </Button>
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => run(true)} disabled={busy}>
              {translate(readyToImport ? 'hub.import.import_checked' : 'hub.import.import', { smart_count: rowCount })}
            </Button>
          </Stack>
          <Box sx={{ mt: 2 }} aria-live="polite">
            {busy && (
              <>
                <LinearProgress aria-labelledby={`${ids}-phase`} />
                <Typography id={`${ids}-phase`} variant="body2" role="status" sx={{ mt: 1 }}>
                  {translate(phase === 'checking' ? 'hub.import.phase_checking' : 'hub.import.phase_importing', { smart_count: rowCount })}
                </Typography>
              </>
            )}
          </Box>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          {problems && (
            <Box component="section" aria-labelledby={`${ids}-problems`} sx={{ mt: 2 }}>
              <Alert severity="error" role="alert">
                <strong id={`${ids}-problems`}>
                  {translate('hub.import.problems_title', { smart_count: problems.length, lines: linesWithProblems(problems) })}
                </strong>{' '}
                {translate('hub.import.problems_help')}
              </Alert>
              <ProblemTable problems={problems} />
            </Box>
          )}
          {summary && <Summary summary={summary} />}
          {summary && !summary.dryRun && (
            <NewPupilsResult pupils={summary.docs} heading={translate('hub.import.new_pupils', { smart_count: summary.docs.length })} />
          )}
        </CardContent>
      </Card>
    </Box>
  )
}

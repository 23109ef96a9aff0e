// The CSV import's error report, as a table a teacher can act on. The API
// checks every row first and answers 422 with one field error per problem,
// `rows.<line>.<column>` (the spreadsheet's line numbers), `rows.<line>` for
// a whole row (the header, a broken quote) or `csv` for the file. These
// helpers put the problems in file order beside what each line holds.
import { CsvSyntaxError, parseCsv } from '../../../lib/csv'

export interface FieldProblem {
  path: string
  message: string
}

export interface ImportProblem {
  /** The file's line (as a spreadsheet numbers rows); null for a problem with the whole file. */
  line: number | null
  /** `name`, `class`, `username`, or null for the whole row or file. */
  column: string | null
  message: string
}

export interface ImportProblemRow extends ImportProblem {
  /** What the line holds, by heading of the file's first row; null when the line cannot be read. */
  cells: Array<{ heading: string; value: string }> | null
}

const COLUMN_ORDER = ['name', 'class', 'username']
const columnRank = (column: string | null) =>
  column === null ? -1 : COLUMN_ORDER.indexOf(column) === -1 ? COLUMN_ORDER.length : COLUMN_ORDER.indexOf(column)

/** Reads the API's field errors as problems, in file order (whole-file problems first). Other paths are ignored. */
export const importProblems = (fields: readonly FieldProblem[] | null | undefined): ImportProblem[] =>
  (fields ?? [])
    .flatMap((field): ImportProblem[] => {
      if (!field || typeof field.path !== 'string') return []
      if (field.path === 'csv') return [{ line: null, column: null, message: field.message }]
      const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(field.path)
      if (!match) return []
      return [{ line: Number(match[1]), column: match[2] ?? null, message: field.message }]
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || columnRank(a.column) - columnRank(b.column))

/** The file's lines by number, with its first row's headings; empty when the text is not readable CSV. */
export const readLines = (csv: string): { headings: string[]; lines: Map<number, string[]> } => {
  try {
    const [header, ...records] = parseCsv(csv)
    return {
      headings: header?.fields.map((heading) => heading.trim()) ?? [],
      lines: new Map(records.map((record) => [record.line, record.fields])),
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) return { headings: [], lines: new Map() }
    throw error
  }
}

/** Each problem beside the cells of its line, for the report table. */
export const problemRows = (csv: string, fields: readonly FieldProblem[] | null | undefined): ImportProblemRow[] => {
  const { headings, lines } = readLines(csv)
  return importProblems(fields).map((problem) => {
    const values = problem.line === null ? undefined : lines.get(problem.line)
    return {
      ...problem,
      cells: values ? values.map((value, i) => ({ heading: headings[i] || `#${i + 1}`, value })) : null,
    }
  })
}

/** Lines with at least one problem (how many rows the teacher has to fix). */
export const linesWithProblems = (problems: readonly ImportProblem[]): number =>
  new Set(problems.flatMap((problem) => (problem.line === null ? [] : [problem.line]))).size

/** A file to start from: the columns the import reads, with two example rows. */
export const importTemplate = (className: string) => `name,class,username\r\nAda Lovelace,${className},\r\nAlan Turing,${className},\r\n`

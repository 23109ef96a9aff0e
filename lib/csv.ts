/**
 * CSV as spreadsheets write it (RFC 4180): comma-separated, fields with commas, quotes or line breaks in
 * double quotes, quotes inside doubled. Reading tolerates a byte-order mark, CRLF or LF line ends, a
 * missing final line break and blank lines; writing quotes only what needs it and guards against formula
 * injection when the file is opened in a spreadsheet. Pure, no I/O.
 */

export type CsvRecord = {
  /** The 1-based line of the file the record starts on, as a spreadsheet numbers its rows. */
  line: number
  fields: string[]
}

export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`Line ${line}: ${message}`)
    this.name = 'CsvSyntaxError'
  }
}

/** Every record of a CSV text, each with the line it starts on. Blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let inQuotes = false
  let quotedLine = 0
  // Whether the current field was quoted, and whether anything at all has been read into this record.
  let fieldWasQuoted = false
  let recordStarted = false

  const endField = () => {
    fields.push(field)
    field = ''
    fieldWasQuoted = false
  }
  const endRecord = () => {
    endField()
    const blank = fields.length === 1 && fields[0] === '' && !recordStarted
    if (!blank) records.push({ line: recordLine, fields })
    fields = []
    recordStarted = false
  }

  for (let i = 0; i < input.length; i++) {
    const c = input[i]
    if (inQuotes) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"'
          i++
        } else inQuotes = false
      } else {
        if (c === '\n') line++
        field += c
      }
      continue
    }
    if (c === '"') {
      if (field !== '' || fieldWasQuoted)
        throw new CsvSyntaxError('a quote inside an unquoted field (put the whole field in quotes and double the quote)', line)
      inQuotes = true
      fieldWasQuoted = true
      quotedLine = line
      recordStarted = true
    } else if (c === ',') {
      recordStarted = true
      endField()
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && input[i + 1] === '\n') i++
      endRecord()
      line++
      recordLine = line
    } else {
      if (fieldWasQuoted) throw new CsvSyntaxError('text after a closing quote', line)
      recordStarted = true
      field += c
    }
  }
  if (inQuotes) throw new CsvSyntaxError('a quoted field is not closed', quotedLine)
  if (field !== '' || fields.length > 0 || recordStarted) endRecord()
  return records
}

/** Quotes a field when it must be, and defuses values a spreadsheet would run as a formula. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A CSV document: a header row, then one row per record, CRLF line ends (what spreadsheets expect). */
export function toCsv(header: string[], rows: unknown[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

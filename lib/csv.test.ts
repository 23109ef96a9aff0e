import { describe, expect, it } from 'vitest'
import { csvField, CsvSyntaxError, parseCsv, toCsv } from './csv'

const fields = (text: string) => parseCsv(text).map((r) => r.fields)

describe('parseCsv', () => {
  it('reads plain records with their line numbers', () => {
    expect(parseCsv('name,class\nAda,3B\nBen,3C\n')).toEqual([
      { line: 1, fields: ['name', 'class'] },
      { line: 2, fields: ['Ada', '3B'] },
      { line: 3, fields: ['Ben', '3C'] },
    ])
  })
  it('strips a byte-order mark and accepts CRLF and a missing final line break', () => {
    expect(fields('\uFEFFname,class\r\nAda,3B')).toEqual([
      ['name', 'class'],
      ['Ada', '3B'],
    ])
  })
  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    const records = parseCsv('name,note\n"Smith, Ada","said ""hi"""\n"Ben","two\nlines"\nCal,x\n')
    expect(records.map((r) => r.fields)).toEqual([
      ['name', 'note'],
      ['Smith, Ada', 'said "hi"'],
      ['Ben', 'two\nlines'],
      ['Cal', 'x'],
    ])
    // A record after a multi-line field starts on the line after it.
    expect(records.map((r) => r.line)).toEqual([1, 2, 3, 5])
  })
  it('keeps empty fields and skips blank lines', () => {
    expect(fields('a,,c\n\n,b,\n\r\n')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ])
  })
  it('keeps a quoted empty record', () => {
    expect(fields('""\n')).toEqual([['']])
  })
  it('reads an empty document as no records', () => {
    expect(parseCsv('')).toEqual([])
    expect(parseCsv('\uFEFF')).toEqual([])
  })
  it('says which line an unclosed quote starts on', () => {
    expect(() => parseCsv('a\nb\n"open,\nmore')).toThrow(CsvSyntaxError)
    try {
      parseCsv('a\nb\n"open,\nmore')
    } catch (err) {
      expect((err as CsvSyntaxError).line).toBe(3)
    }
  })
  it('refuses stray quotes', () => {
    expect(() => parseCsv('ab"c,d')).toThrow(/quote inside an unquoted field/)
    expect(() => parseCsv('"ab"c,d')).toThrow(/text after a closing quote/)
  })
})

describe('toCsv', () => {
  it('quotes only what needs it and round-trips through parseCsv', () => {
    const rows = [
      ['Smith, Ada', 'said "hi"', 'two\nlines'],
      ['plain', '', 42],
    ]
    const text = toCsv(['a', 'b', 'c'], rows)
    expect(text).toBe('a,b,c\r\n"Smith, Ada","said ""hi""","two\nlines"\r\nplain,,42\r\n')
    expect(fields(text)).toEqual([['a', 'b', 'c'], ...rows.map((r) => r.map(String))])
  })
  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvField('+1')).toBe("'+1")
    expect(csvField('@SUM')).toBe("'@SUM")
    expect(csvField(null)).toBe('')
  })
})

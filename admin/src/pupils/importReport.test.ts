import { describe, expect, it } from 'vitest'

import { importProblems, importTemplate, linesWithProblems, problemRows, readLines } from './importReport'

const csv = ['name,class,username', 'Ada,Oak,', ',Oak,', 'Bob,,BAD NAME!', '"Cy, the third",Oak,cy'].join('\n')

describe('importProblems', () => {
  it('reads rows.<line>.<column> paths in file order, columns as the file has them', () => {
    expect(
      importProblems([
        { path: 'rows.4.username', message: 'Use letters and digits' },
        { path: 'rows.4.class', message: 'Give the class' },
        { path: 'rows.3.name', message: 'Give the name' },
        { path: 'rows.12', message: 'Unclosed quote' },
      ]),
    ).toEqual([
      { line: 3, column: 'name', message: 'Give the name' },
      { line: 4, column: 'class', message: 'Give the class' },
      { line: 4, column: 'username', message: 'Use letters and digits' },
      { line: 12, column: null, message: 'Unclosed quote' },
    ])
  })

  it('puts problems with the whole file first and ignores paths that are not the import’s', () => {
    expect(
      importProblems([
        { path: 'rows.2.name', message: 'x' },
        { path: 'csv', message: 'The file is empty' },
        { path: 'dryRun', message: 'no' },
      ]),
    ).toEqual([
      { line: null, column: null, message: 'The file is empty' },
      { line: 2, column: 'name', message: 'x' },
    ])
    expect(importProblems(undefined)).toEqual([])
  })
})

describe('problemRows', () => {
  it('shows each problem beside what its line holds, headed by the file’s first row', () => {
    const rows = problemRows(csv, [
      { path: 'rows.3.name', message: 'Give the name' },
      { path: 'rows.4.username', message: 'Use letters and digits' },
    ])
    expect(rows[0]).toEqual({
      line: 3,
      column: 'name',
      message: 'Give the name',
      cells: [
        { heading: 'name', value: '' },
        { heading: 'class', value: 'Oak' },
        { heading: 'username', value: '' },
      ],
    })
    expect(rows[1].cells?.map((cell) => cell.value)).toEqual(['Bob', '', 'BAD NAME!'])
  })

  it('has no cells for a line the file does not have, or for a file that is not CSV', () => {
    expect(problemRows(csv, [{ path: 'rows.40.name', message: 'x' }])[0].cells).toBeNull()
    expect(problemRows('name\n"broken', [{ path: 'rows.2', message: 'Unclosed quote' }])[0].cells).toBeNull()
  })
})

describe('readLines', () => {
  it('numbers lines as a spreadsheet does, quoted commas kept in their field', () => {
    const { headings, lines } = readLines(csv)
    expect(headings).toEqual(['name', 'class', 'username'])
    expect(lines.get(5)).toEqual(['Cy, the third', 'Oak', 'cy'])
  })
})

describe('linesWithProblems', () => {
  it('counts each line once however many problems it has', () => {
    expect(
      linesWithProblems(
        importProblems([
          { path: 'rows.4.class', message: 'a' },
          { path: 'rows.4.username', message: 'b' },
          { path: 'rows.3.name', message: 'c' },
        ]),
      ),
    ).toBe(2)
  })
})

describe('importTemplate', () => {
  it('starts with the columns the import reads', () => {
    expect(readLines(importTemplate('Year 3 Oak')).headings).toEqual(['name', 'class', 'username'])
  })
})

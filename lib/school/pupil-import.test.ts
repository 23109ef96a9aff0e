import { describe, expect, it } from 'vitest'
import { planPupilImport, readImportRows, type SchoolState } from './pupil-import'

const empty: SchoolState = { pupils: [], classes: [] }
const plan = (csv: string, school = empty) => {
  const { rows, problems } = readImportRows(csv)
  expect(problems).toEqual([])
  return planPupilImport(rows, school)
}

describe('readImportRows', () => {
  it('finds the columns by heading in any order and case, and normalises usernames', () => {
    const { rows } = readImportRows('\uFEFFClass,Login,Pupil Name\r\n3B,AdaL,"Lovelace, Ada"\r\n3B,,Ben  Jones\r\n')
    expect(rows).toEqual([
      { line: 2, name: 'Lovelace, Ada', className: '3B', username: 'adal' },
      { line: 3, name: 'Ben Jones', className: '3B' },
    ])
  })
  it('reports a missing header, an empty file and a syntax error with its line', () => {
    expect(readImportRows('Ada,3B\n').problems[0]).toEqual({ path: 'rows.1', message: expect.stringMatching(/name the columns/) })
    expect(readImportRows('').problems[0].path).toBe('csv')
    expect(readImportRows('name,class\n').problems[0].message).toMatch(/no pupils/)
    expect(readImportRows('name,class\nAda,3B\n"Ben,3C\n').problems[0]).toEqual({ path: 'rows.3', message: 'a quoted field is not closed' })
  })
})

describe('planPupilImport', () => {
  it('plans new classes and pupils for a fresh school', () => {
    const { plan: p, problems } = plan('name,class,username\nAda,3B,adal\nBen,3B,\nCal,3c,\nDee,3C,\n')
    expect(problems).toEqual([])
    expect(p.newClasses).toEqual(['3B', '3c'])
    expect(p.create.map((c) => [c.line, c.name, c.username])).toEqual([
      [2, 'Ada', 'adal'],
      [3, 'Ben', undefined],
      [4, 'Cal', undefined],
      [5, 'Dee', undefined],
    ])
  })

  it('reports every problem with its line and column, and plans nothing else', () => {
    const school: SchoolState = { pupils: [{ id: 9, name: 'Old', school_username: 'gone', deleted: true, classIds: [] }], classes: [] }
    const { problems } = plan(
      'name,class,username\n,3B,\nAda,,\nBen,3B,no spaces\nCal,3B,cal\nDan,3B,cal\nEve,3B,gone\nFay,3B,\nfay,3b,\n',
      school,
    )
    expect(problems).toEqual([
      { path: 'rows.2.name', message: 'Give the pupil’s name' },
      { path: 'rows.3.class', message: 'Give the pupil’s class' },
      { path: 'rows.4.username', message: expect.stringMatching(/letters, digits/) },
      { path: 'rows.6.username', message: 'The same username as line 5' },
      { path: 'rows.7.username', message: expect.stringMatching(/deleted pupil/) },
      { path: 'rows.9.name', message: expect.stringMatching(/same name and class as line 8/) },
    ])
  })

  it('changes nothing when the school already matches the file', () => {
    const school: SchoolState = {
      classes: [{ id: 1, name: '3B' }],
      pupils: [
        { id: 10, name: 'Ada', school_username: 'adal', deleted: false, classIds: [1] },
        { id: 11, name: 'Ben', school_username: 'amberbadger', deleted: false, classIds: [1] },
      ],
    }
    const { plan: p, problems } = plan('name,class,username\nAda,3b,ADAL\nBen,3B,\n', school)
    expect(problems).toEqual([])
    expect(p).toMatchObject({ newClasses: [], create: [], rename: [], addToClass: [], unchanged: 2 })
  })

  it('renames and re-classes pupils matched by username', () => {
    const school: SchoolState = {
      classes: [{ id: 1, name: '3B' }],
      pupils: [{ id: 10, name: 'Ada', school_username: 'adal', deleted: false, classIds: [1] }],
    }
    const { plan: p } = plan('name,class,username\nAda Lovelace,4B,adal\n', school)
    expect(p.rename).toEqual([{ line: 2, id: 10, name: 'Ada Lovelace' }])
    expect(p.addToClass).toEqual([{ line: 2, id: 10, className: '4B' }])
    expect(p.newClasses).toEqual(['4B'])
  })

  it('refuses to guess between two pupils of the same name in a class', () => {
    const school: SchoolState = {
      classes: [{ id: 1, name: '3B' }],
      pupils: [
        { id: 10, name: 'Sam', school_username: 'a', deleted: false, classIds: [1] },
        { id: 11, name: 'Sam', school_username: 'b', deleted: false, classIds: [1] },
      ],
    }
    expect(plan('name,class\nSam,3B\n', school).problems[0]).toEqual({
      path: 'rows.2.name',
      message: expect.stringMatching(/2 pupils in 3B/),
    })
  })
})

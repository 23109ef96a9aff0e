import { describe, expect, it } from 'vitest'
import { parseCatalogue } from './catalogue'

describe('parseCatalogue', () => {
  it('reads rows by the header, lower-casing the method and keeping empty cells', () => {
    const text =
      'id\tmethod\tpath\tarea\trole\tdoc\tparams\tnote\npupils.list\tGET\tusers/me/school/pupils\tpupils\tteacher\t001\tquery: school_username\t\nschool.get\tGET\tschools/{id}\tschool\tteacher\t001\t\tinferred\n'
    expect(parseCatalogue(text)).toEqual([
      {
        id: 'pupils.list',
        method: 'get',
        path: 'users/me/school/pupils',
        area: 'pupils',
        role: 'teacher',
        params: 'query: school_username',
        note: '',
      },
      { id: 'school.get', method: 'get', path: 'schools/{id}', area: 'school', role: 'teacher', params: '', note: 'inferred' },
    ])
  })
})

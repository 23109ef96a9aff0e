import { describe, expect, it } from 'vitest'

import { AREA_RESOURCES, areaFor, isSchoolAdmin, resourcesFor, type ConsoleUser } from './roles'

const teacherSchool = { teacher: true, admin: false }
const adminSchool = { teacher: true, admin: true }
const pupilSchool = { teacher: false, admin: false }

describe('resourcesFor', () => {
  it.each<[string, ConsoleUser]>([
    ['a superuser', { role: 'superuser', superuser: true, school: null }],
    ['a member of the sales team', { role: 'sales', superuser: false, school: null }],
    ['a district admin', { role: 'district_admin', school: null }],
  ])('gives %s the back office', (_, user) => {
    expect(resourcesFor(user)).toMatchObject({ area: 'back-office', canUseConsole: true, schoolAdmin: false })
  })

  it('gives the back office to a teacher who also has the superuser flag', () => {
    expect(resourcesFor({ role: 'teacher', superuser: true, school: adminSchool }).area).toBe('back-office')
  })

  it('gives a teacher the school hub, without the admin entries', () => {
    expect(resourcesFor({ role: 'teacher', superuser: false, school: teacherSchool })).toMatchObject({
      area: 'school',
      canUseConsole: true,
      schoolAdmin: false,
    })
  })

  it('gives a school admin the school hub with the admin entries', () => {
    expect(resourcesFor({ role: 'school_admin', school: adminSchool })).toMatchObject({ area: 'school', schoolAdmin: true })
    // The spec's rule: a teacher school with the admin flag set.
    expect(resourcesFor({ role: 'teacher', school: adminSchool }).schoolAdmin).toBe(true)
  })

  it('treats a user of a teacher school as a teacher even when the role is missing', () => {
    expect(resourcesFor({ role: null, school: teacherSchool }).area).toBe('school')
  })

  it.each<[string, ConsoleUser | null | undefined]>([
    ['a pupil', { role: 'pupil', school: pupilSchool }],
    ['a parent', { role: 'parent', school: null }],
    ['a learner', { role: 'learner', school: null }],
    ['an anonymous user', { role: 'anonymous', school: null }],
    ['an unknown role', { role: 'visitor', school: null }],
    ['nobody', null],
    ['undefined', undefined],
  ])('keeps %s out of the console', (_, user) => {
    expect(resourcesFor(user)).toEqual({ area: 'none', canUseConsole: false, schoolAdmin: false, resources: [] })
  })

  it('does not let a pupil in through a stray admin flag', () => {
    expect(isSchoolAdmin({ role: 'pupil', school: { teacher: false, admin: true } })).toBe(false)
    expect(resourcesFor({ role: 'pupil', school: { teacher: false, admin: true } }).canUseConsole).toBe(false)
  })

  it('reads roles regardless of case and spacing', () => {
    expect(areaFor({ role: ' Teacher ' })).toBe('school')
    expect(areaFor({ role: 'SALES' })).toBe('back-office')
  })

  it('shows a teacher classes and pupils, and a school admin teachers and deleted users as well', () => {
    expect(resourcesFor({ role: 'teacher', school: teacherSchool }).resources).toEqual([
      'classes',
      'pupils',
      'lists',
      'homework',
      'results',
    ])
    expect(resourcesFor({ role: 'teacher', school: adminSchool }).resources).toEqual([
      'classes',
      'pupils',
      'lists',
      'homework',
      'results',
      'teachers',
      'deleted-users',
    ])
    expect(resourcesFor({ role: 'superuser', superuser: true, school: adminSchool }).resources).not.toContain('pupils')
  })

  it('returns the resources of the area, as a copy callers cannot use to change the rules', () => {
    const access = resourcesFor({ role: 'teacher', school: teacherSchool })
    expect(access.resources).toEqual(AREA_RESOURCES.school)
    expect(access.resources).not.toBe(AREA_RESOURCES.school)
  })
})

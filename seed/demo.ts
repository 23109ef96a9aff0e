/** Demo data: who and what a fresh install starts with. Passwords here are for local demos only. */
export const DEMO_STAFF_PASSWORD = 'inkwell-demo-staff'
export const DEMO_PUPIL_PASSWORD = 'sun-tree-42'

export const demoSuperuser = {
  name: 'Inkwell Support',
  username: 'support',
  email: 'support@inkwell.test',
  password: DEMO_STAFF_PASSWORD,
}

export type DemoSchool = {
  name: string
  code: string
  accountRegion: 'GB' | 'US'
  locale: string
  admin: { name: string; username: string; email: string }
  teachers: { name: string; username: string; email: string }[]
  className: string
  pupils: number
}

export const demoSchools: DemoSchool[] = [
  {
    name: 'Oakfield Primary School',
    code: 'OAKFIELD',
    accountRegion: 'GB',
    locale: 'en_GB',
    admin: { name: 'Amara Okafor', username: 'aokafor', email: 'a.okafor@oakfield.test' },
    teachers: [
      { name: 'James Brown', username: 'jbrown', email: 'j.brown@oakfield.test' },
      { name: 'Leela Patel', username: 'lpatel', email: 'l.patel@oakfield.test' },
    ],
    className: 'Year 3 Oak',
    pupils: 30,
  },
  {
    name: 'Riverside Elementary',
    code: 'RIVERSIDE',
    accountRegion: 'US',
    locale: 'en_US',
    admin: { name: 'Dana Whitfield', username: 'dwhitfield', email: 'd.whitfield@riverside.test' },
    teachers: [{ name: 'Marcus Lee', username: 'mlee', email: 'm.lee@riverside.test' }],
    className: 'Grade 3 Willow',
    pupils: 12,
  },
]

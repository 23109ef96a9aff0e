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
  /** The class's usual stage (spelling and number); a few pupils are a stage ahead or behind. */
  stage: number
}

/** A demo pupil's stages: mostly the class's, with some a stage ahead in spelling or behind in number. */
export const demoStages = (school: DemoSchool, i: number) => ({
  stageSpelling: Math.min(6, school.stage + (i % 5 === 0 ? 1 : 0)),
  stageNumber: Math.max(1, school.stage - (i % 4 === 0 ? 1 : 0)),
})

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
    stage: 3,
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
    stage: 3,
  },
]

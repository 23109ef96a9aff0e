/**
 * Idempotent seed: finds each record by its natural key and creates what is missing, so running it twice
 * changes nothing. Runs as the system (overrideAccess), as seeding is not a user's request.
 */
import type { Payload } from 'payload'
import { hashPassword } from '../lib/auth/passwords'
import { schoolUsername } from '../lib/school/usernames'
import { seedMarketing } from './marketing'
import { seedSpelling } from './spelling'
import { seedHomework } from './homework'
import { demoSchools, demoStages, demoSuperuser, DEMO_PUPIL_PASSWORD, DEMO_STAFF_PASSWORD } from './demo'

type Data = Record<string, unknown>

async function findOrCreate(payload: Payload, collection: 'users' | 'schools' | 'groups', where: Data, data: () => Promise<Data> | Data) {
  // Users deleted softly still hold their usernames: find them too, or the seed would clash with them.
  const found = await payload.find({
    collection,
    where: where as any,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    ...(collection === 'users' ? { trash: true } : {}),
  })
  if (found.docs[0]) return { doc: found.docs[0] as any, created: false }
  return { doc: (await payload.create({ collection, data: (await data()) as any, depth: 0, overrideAccess: true })) as any, created: true }
}

export async function createSuperuser(
  payload: Payload,
  { email, password, name, username }: { email: string; password: string; name?: string; username?: string },
) {
  const passwordHash = await hashPassword(password)
  const { doc, created } = await findOrCreate(payload, 'users', { email: { equals: email.toLowerCase() } }, () => ({
    name: name ?? 'Superuser',
    username: username ?? email.split('@')[0],
    email: email.toLowerCase(),
    role: 'superuser',
    passwordHash,
  }))
  return { id: doc.id as number, created }
}

export async function seed({ payload }: { payload: Payload }) {
  const [staffHash, pupilHash] = await Promise.all([hashPassword(DEMO_STAFF_PASSWORD), hashPassword(DEMO_PUPIL_PASSWORD)])
  await createSuperuser(payload, demoSuperuser)
  let created = 0
  for (const school of demoSchools) {
    const { doc: schoolDoc } = await findOrCreate(payload, 'schools', { code: { equals: school.code } }, () => ({
      name: school.name,
      code: school.code,
      accountRegion: school.accountRegion,
      locale: school.locale,
    }))
    const staff = [{ ...school.admin, role: 'school_admin' }, ...school.teachers.map((t) => ({ ...t, role: 'teacher' }))]
    const teacherIds: number[] = []
    for (const person of staff) {
      const result = await findOrCreate(payload, 'users', { username: { equals: person.username } }, () => ({
        ...person,
        school: schoolDoc.id,
        passwordHash: staffHash,
        locale: school.locale,
        permissions: ['spelling', 'number', 'phonics'],
        accessLevel: 'full',
        spellingAccessLevel: 'full',
        memberships: [{ school: schoolDoc.id, admin: person.role === 'school_admin' }],
      }))
      teacherIds.push(result.doc.id)
      if (result.created) created++
    }
    const pupilIds: number[] = []
    for (let i = 0; i < school.pupils; i++) {
      const result = await findOrCreate(
        payload,
        'users',
        { and: [{ school: { equals: schoolDoc.id } }, { schoolUsername: { equals: schoolUsername(i) } }] },
        () => ({
          name: `Pupil ${i + 1}`,
          schoolUsername: schoolUsername(i),
          role: 'pupil',
          school: schoolDoc.id,
          passwordHash: pupilHash,
          locale: school.locale,
          permissions: ['spelling', 'number', 'phonics'],
          accessLevel: 'full',
          ...demoStages(school, i),
        }),
      )
      // Pupils seeded before stages existed get theirs once; a second run finds them set and changes nothing.
      if (!result.created && result.doc.stageSpelling == null && result.doc.stageNumber == null) {
        await payload.update({ collection: 'users', id: result.doc.id, data: demoStages(school, i) as any, depth: 0, overrideAccess: true })
      }
      pupilIds.push(result.doc.id)
      if (result.created) created++
    }
    await findOrCreate(payload, 'groups', { and: [{ school: { equals: schoolDoc.id } }, { name: { equals: school.className } }] }, () => ({
      name: school.className,
      school: schoolDoc.id,
      teachers: teacherIds.slice(1, 2).concat(teacherIds.slice(0, 1)),
      pupils: pupilIds,
    }))
  }
  // Names written before `nameSort` existed sort with everyone else (lib/school/pupils.ts pages by it).
  await (payload.db as any).pool.query('UPDATE users SET name_sort = lower(name) WHERE name_sort IS NULL AND name IS NOT NULL')
  await seedMarketing({ payload })
  await seedSpelling({ payload })
  // After the scheme: demo homework sets its lists.
  await seedHomework({ payload })
  return { created }
}

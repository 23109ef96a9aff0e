import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

/**
 * Integration files that need a server (and so a process) of their own; every other file in tests/int shares
 * its worker's server (tests/helpers/server.ts). Payload keeps one instance per process, so a second server
 * cannot start beside the shared one.
 */
const OWN_SERVER = [
  // Their server reaches PostgreSQL through a TCP proxy they cut and stall.
  'tests/int/database-outage.int.spec.ts',
  'tests/int/site-pages.int.spec.ts',
  // Seed the demo schools and count every homework and user row of the database.
  'tests/int/homework-seed.int.spec.ts',
  'tests/int/school-seed.int.spec.ts',
  // Read every error report, every imitation audit row; list every user as a superuser, expecting theirs on the first page.
  'tests/int/api-contract.int.spec.ts',
  'tests/int/imitation.int.spec.ts',
  'tests/int/collection-doors.int.spec.ts',
  // Makes a teacher with the email of the endpoint's example, which the sweeps and the fuzz also send.
  'tests/int/teachers.int.spec.ts',
  // Hashes every row of every table after each call it makes: on a shared database, the more the files before
  // it wrote, the longer it would take.
  'tests/int/fuzz.int.spec.ts',
]

const integration: TestProjectInlineConfiguration['test'] = {
  globalSetup: ['tests/helpers/global-setup.ts'],
  pool: 'forks',
  // The local stand-ins (SMTP catcher, identity provider) are switched on explicitly, as npm start does.
  env: { LOG_FILE: '.data/test-logs/int-%p.log', INKWELL_LOCAL_SERVICES: '1' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
}

// Each project is a group of its own (sequence.groupOrder): a worker of one project is never handed a file of
// another, so an `int` worker keeps its server from its first file to its last.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{lib,collections,endpoints,access,seed,services,admin,player,site}/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...integration,
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: [...configDefaults.exclude, ...OWN_SERVER],
          // Files run one after another in each worker and share its server.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...integration,
          name: 'int-own-server',
          include: OWN_SERVER,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.spec.ts'],
          globalSetup: ['tests/helpers/e2e-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
})

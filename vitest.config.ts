import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{lib,collections,endpoints,access,seed,services,admin,player,site}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.spec.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Each file runs in its own process with its own server and its own database.
          pool: 'forks',
          // The local stand-ins (SMTP catcher, identity provider) are switched on explicitly, as npm start does.
          env: { LOG_FILE: '.data/test-logs/int-%p.log', INKWELL_LOCAL_SERVICES: '1' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
        },
      },
    ],
  },
})

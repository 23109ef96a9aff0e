import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, it } from 'vitest'
import { projectRoot } from '../env'

it('the committed Drizzle schema is what the collections generate (else: npx payload generate:db-schema)', () => {
  const output = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'inkwell-schema-')), 'schema.ts')
  execFileSync(process.execPath, [path.join(projectRoot, 'node_modules/payload/bin.js'), 'generate:db-schema'], {
    cwd: projectRoot,
    // No database is reached: generating needs only the config.
    env: {
      ...process.env,
      INKWELL_SCHEMA_OUTPUT: output,
      INKWELL_RUNTIME_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none',
      LOG_LEVEL: 'warn',
    },
    stdio: 'pipe',
  })
  expect(fs.readFileSync(output, 'utf8')).toBe(fs.readFileSync(path.join(projectRoot, 'lib/data/generated-schema.ts'), 'utf8'))
}, 60_000)

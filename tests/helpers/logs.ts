import fs from 'node:fs'

/** The structured log lines this test process wrote (LOG_FILE is set for integration tests). */
export function logLines(): any[] {
  const file = process.env.LOG_FILE?.replace('%p', String(process.pid))
  if (!file || !fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

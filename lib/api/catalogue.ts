/**
 * The API catalogue, ../shared/spec/api-calls.tsv: one row per call (id, method, path, area, role, …).
 * Read by `npm run api:coverage` and by the tenancy sweep (tests/helpers/tenancy-sweep.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../env'

export type CatalogueRow = {
  id: string
  /** Lower case, as endpoints declare it. */
  method: string
  path: string
  area: string
  /** anon, user, teacher, schooladmin, district, sales, superuser. */
  role: string
  params: string
  note: string
}

export const catalogueFile = () => process.env.API_CATALOGUE ?? path.resolve(projectRoot, '..', 'shared', 'spec', 'api-calls.tsv')

/** Parses the catalogue's tab-separated text (header row first). */
export function parseCatalogue(text: string): CatalogueRow[] {
  const [header, ...lines] = text.trim().split(/\r?\n/)
  const columns = header.split('\t')
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split('\t')
      const row = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']))
      return {
        id: row.id,
        method: row.method.toLowerCase(),
        path: row.path,
        area: row.area,
        role: row.role,
        params: row.params ?? '',
        note: row.note ?? '',
      }
    })
}

export const readCatalogue = (file = catalogueFile()) => parseCatalogue(fs.readFileSync(file, 'utf8'))

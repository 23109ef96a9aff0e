// The console's own messages, one file per hub: locales/<locale>/console/<hub>.json (common, login,
// dashboard, school, spelling, homework …). Every file found is merged here, so a new hub or area adds
// its own file and edits no shared one. A hub's file holds its keys under its own prefix and its
// resources' labels under `resources.<name>`; a key in two files of one locale is an error, never a
// silent override.
import type { Messages } from './polyglotToI18next'

const FILE = /\/locales\/([^/]+)\/console\/([^/]+)\.json$/

/** Parses a message file's path into its locale and hub: `…/locales/en-GB/console/school.json` → en-GB, school. */
const localeAndHub = (path: string): { locale: string; hub: string } => {
  const match = FILE.exec(path)
  if (!match) throw new Error(`Not a console message file: ${path}`)
  return { locale: match[1], hub: match[2] }
}

/** The hub files of every locale that has any: `{ 'en-GB': { school: {…}, spelling: {…} } }`. */
export const groupMessageFiles = (files: Record<string, Messages>): Record<string, Record<string, Messages>> => {
  const byLocale: Record<string, Record<string, Messages>> = {}
  for (const path of Object.keys(files).sort()) {
    const { locale, hub } = localeAndHub(path)
    byLocale[locale] = { ...byLocale[locale], [hub]: files[path] }
  }
  return byLocale
}

const mergeInto = (target: Messages, source: Messages, hub: string, owners: Map<string, string>, prefix = ''): void => {
  for (const [key, value] of Object.entries(source)) {
    const path = `${prefix}${key}`
    const existing = target[key]
    if (typeof value === 'object' && (existing === undefined || typeof existing === 'object')) {
      const branch: Messages = existing ?? {}
      target[key] = branch
      mergeInto(branch, value, hub, owners, `${path}.`)
      continue
    }
    if (existing !== undefined) throw new Error(`Console message ${path} is in both ${owners.get(path) ?? 'another file'} and ${hub}`)
    target[key] = value
    owners.set(path, hub)
  }
}

/** One locale's hub files as one message tree. */
export const mergeHubs = (hubs: Record<string, Messages>): Messages => {
  const merged: Messages = {}
  const owners = new Map<string, string>()
  for (const [hub, messages] of Object.entries(hubs)) mergeInto(merged, messages, hub, owners)
  return merged
}

/** Every hub file, bundled at build time. */
export const consoleMessageFiles = groupMessageFiles(
  import.meta.glob<Messages>('../../../locales/*/console/*.json', { eager: true, import: 'default' }),
)

/** Each locale's messages, its hub files merged. */
export const consoleMessages: Record<string, Messages> = Object.fromEntries(
  Object.entries(consoleMessageFiles).map(([locale, hubs]) => [locale, mergeHubs(hubs)]),
)

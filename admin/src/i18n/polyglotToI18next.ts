// react-admin's message catalogues use Polyglot syntax: `%{name}` placeholders
// and `singular |||| plural` with `smart_count`. i18next uses `{{name}}` and
// `key_one` / `key_other` with `count`. These helpers convert the former to
// the latter once, at start-up, so all messages run through one i18next.

export interface Messages {
  [key: string]: string | Messages
}

const PLURAL_SEPARATOR = '||||'

export const polyglotPlaceholdersToI18next = (text: string): string => text.replace(/%\{\s*([\w.]+)\s*\}/g, '{{$1}}')

/** Converts a Polyglot message tree to an i18next one (plural forms split into `_one` / `_other`). */
export const polyglotToI18next = (messages: Messages): Messages => {
  const converted: Messages = {}
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value !== 'string') {
      converted[key] = polyglotToI18next(value)
      continue
    }
    const text = polyglotPlaceholdersToI18next(value)
    if (text.includes(PLURAL_SEPARATOR)) {
      const [one, other = one] = text.split(PLURAL_SEPARATOR).map((form) => form.trim())
      converted[`${key}_one`] = one
      converted[`${key}_other`] = other
    } else {
      converted[key] = text
    }
  }
  return converted
}

/**
 * Renders a Polyglot-style default message (react-admin's `_` option) the way
 * Polyglot would for English: first form when smart_count is 1, else the second.
 */
export const renderPolyglotDefault = (text: string, values: Record<string, unknown> = {}): string => {
  let chosen = text
  if (text.includes(PLURAL_SEPARATOR)) {
    const [one, other = one] = text.split(PLURAL_SEPARATOR).map((form) => form.trim())
    chosen = Number(values.smart_count) === 1 ? one : other
  }
  return chosen.replace(/%\{\s*([\w.]+)\s*\}/g, (placeholder, name: string) =>
    values[name] === undefined || values[name] === null ? placeholder : String(values[name]),
  )
}

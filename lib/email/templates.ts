/** Email wording per locale (i18next namespace `email`), rendered to text and a simple, accessible HTML. */
import { createInstance } from 'i18next'
import enGB from '../../locales/en-GB/email.json'
// Other locales hold only the wording that differs; the rest falls back to en-GB.
import enUS from '../../locales/en-US/email.json'
import type { EmailType, OutgoingEmail } from '../../services/email'

const i18n = createInstance()
await i18n.init({
  lng: 'en-GB',
  fallbackLng: 'en-GB',
  ns: ['email'],
  defaultNS: 'email',
  resources: { 'en-GB': { email: enGB }, 'en-US': { email: enUS } },
  interpolation: { escapeValue: false },
})

/** `en_GB`, `en-us` → `en-GB`, `en-US`. */
export const toLanguageTag = (locale: string | null | undefined) => {
  const [language, region] = (locale ?? 'en_GB').replace('_', '-').split('-')
  return `${language.toLowerCase()}-${(region ?? 'GB').toUpperCase()}`
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Values Inkwell makes itself: links to its own pages. Only these become links in the HTML part. */
const LINK_VALUES = new Set(['link', 'confirmLink', 'denyLink'])
/** Other values Inkwell makes or has validated (codes, i18next's context, checked email addresses); anything else is caller text. */
const SYSTEM_VALUES = new Set(['code', 'context', 'newEmail', 'teacherEmail'])

/**
 * Text a caller typed (names of people, learners and schools), made fit to appear in an email: one line,
 * no control characters, no URL schemes, and dots that would make a domain broken apart (`evil.example`
 * becomes `evil .example`), so neither the HTML part nor a mail client's auto-linking turns it into a
 * link, and the email cannot be used to send someone else's link under Inkwell's name.
 */
export function plainCallerText(value: string): string {
  return value
    .replace(/\p{Cf}+/gu, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\b[a-z][a-z0-9+.-]*:\/*/gi, (scheme) =>
      /^[a-z][a-z0-9+.-]*:\/\/?$|^(mailto|tel|data|javascript):$/i.test(scheme) ? '' : scheme,
    )
    .replace(/([\p{L}\p{N}])[.\u2024\uFE52\uFF0E\u3002]+(?=[\p{L}\p{N}]{2})/gu, '$1 .')
    .replace(/\s+/g, ' ')
    .trim()
}

// eslint-disable-next-line no-control-regex -- \u0001 brackets the placeholders, as no text holds it
const PLACEHOLDER = /\u0001(\d+)\u0001/g

export function renderEmail(
  type: EmailType,
  { to, name, locale, values }: { to: string; name?: string | null; locale?: string | null; values: Record<string, string> },
): OutgoingEmail {
  const t = i18n.getFixedT(toLanguageTag(locale))
  // Caller text is never trusted: made plain for the subject, the text and the HTML alike.
  const safe: Record<string, string> = {}
  for (const [key, value] of Object.entries(values))
    safe[key] = LINK_VALUES.has(key) || SYSTEM_VALUES.has(key) ? value : plainCallerText(String(value))
  const greeting = t('greeting', { name: (name && plainCallerText(name)) || to })
  const compose = (body: string) => [greeting, '', body, '', t('ignore'), '', t('signature')].join('\n')
  const text = compose(t(`${type}.body`, safe))
  // The HTML part is built with placeholders where Inkwell's own links go, so only those become <a> links.
  const links: string[] = []
  const withPlaceholders: Record<string, string> = { ...safe }
  for (const key of Object.keys(safe)) {
    if (!LINK_VALUES.has(key)) continue
    links.push(safe[key])
    withPlaceholders[key] = `\u0001${links.length - 1}\u0001`
  }
  const html = `<!doctype html><html lang="${toLanguageTag(locale)}"><body style="font-family:sans-serif;line-height:1.5;color:#1d2a5b">${compose(
    t(`${type}.body`, withPlaceholders),
  )
    .split('\n\n')
    .map(
      (p) =>
        `<p>${escapeHtml(p)
          .replace(PLACEHOLDER, (_, i) => `<a href="${escapeHtml(links[Number(i)])}">${escapeHtml(links[Number(i)])}</a>`)
          .replace(/\n/g, '<br>')}</p>`,
    )
    .join('')}</body></html>`
  return { to, type, subject: t(`${type}.subject`, safe).replace(/\s+/g, ' '), text, html }
}

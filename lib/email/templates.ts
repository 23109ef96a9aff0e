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

export function renderEmail(
  type: EmailType,
  { to, name, locale, values }: { to: string; name?: string | null; locale?: string | null; values: Record<string, string> },
): OutgoingEmail {
  const t = i18n.getFixedT(toLanguageTag(locale))
  const body = t(`${type}.body`, values)
  const text = [t('greeting', { name: name || to }), '', body, '', t('ignore'), '', t('signature')].join('\n')
  const html = `<!doctype html><html lang="${toLanguageTag(locale)}"><body style="font-family:sans-serif;line-height:1.5;color:#1d2a5b">${text
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p).replace(/(https?:\/\/\S+)/g, '<a href="$1">$1</a>').replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`
  return { to, type, subject: t(`${type}.subject`, values), text, html }
}

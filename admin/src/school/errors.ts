// One readable sentence for a failed call: the API's message (it is written
// for people), a field's message for a 422, or the console's own wording.
import type { TranslateFunction } from 'react-admin'

interface FailedCall {
  message?: string
  status?: number
  body?: { error?: string; fields?: Array<{ path: string; message: string }>; reference?: string } | null
}

export const errorMessage = (error: unknown, translate: TranslateFunction): string => {
  const failed = (error ?? {}) as FailedCall
  const fields = failed.body?.fields ?? []
  const first = fields.find((field) => field && typeof field.message === 'string')
  const base = first ? first.message : failed.body?.error || failed.message || translate('ra.notification.http_error')
  const text = translate(base, { _: base })
  return failed.body?.reference && (failed.status ?? 0) >= 500
    ? `${text} (${translate('hub.reference', { reference: failed.body.reference })})`
    : text
}

import type { TestServer } from './server'

export type CaughtEmail = { id: number; to: string; subject: string; type: string; text: string; html: string }

/** Waits for the local SMTP catcher to store an email to `to` (of `type`), newest first. */
export async function waitForEmail(server: TestServer, to: string, type?: string, timeoutMs = 5000): Promise<CaughtEmail> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const rows = await server.query(
      `SELECT id, "to", subject, type, text, html FROM emails WHERE "to" = $1 ${type ? 'AND type = $2' : ''} ORDER BY id DESC LIMIT 1`,
      type ? [to, type] : [to],
    )
    if (rows[0]) return rows[0]
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`No ${type ?? ''} email to ${to} within ${timeoutMs} ms`)
}

/** All emails to an address so far. */
export const emailsTo = (server: TestServer, to: string) =>
  server.query(`SELECT id, "to", subject, type, text FROM emails WHERE "to" = $1 ORDER BY id`, [to])

/** The first link in an email's text, and a query parameter of it. */
export function linkIn(email: CaughtEmail, parameter = 'key'): { url: URL; value: string } {
  const match = /https?:\/\/\S+/.exec(email.text)
  if (!match) throw new Error(`No link in: ${email.text}`)
  const url = new URL(match[0])
  return { url, value: url.searchParams.get(parameter) ?? '' }
}

/** A six-digit code in an email's text. */
export function codeIn(email: CaughtEmail): string {
  const match = /\b(\d{6})\b/.exec(email.text)
  if (!match) throw new Error(`No code in: ${email.text}`)
  return match[1]
}

/**
 * Email: the one wrapper around nodemailer. It sends through SMTP_URL; only with INKWELL_LOCAL_SERVICES=1
 * (lib/env.ts) does it send real SMTP to a catcher this server starts on 127.0.0.1 instead, which stores
 * every message in the `emails` collection (development and tests).
 */
import { simpleParser } from 'mailparser'
import nodemailer, { type Transporter } from 'nodemailer'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { env } from '../lib/env'
import { logger } from '../lib/http/logger'

export type EmailType =
  | 'password_reset'
  | 'email_verification'
  | 'email_change_verification'
  | 'email_change_confirmation'
  | 'mfa_code'
  | 'anon_upgrade'
  | 'parent_learner_verification'
  | 'teacher_invite'
  | 'teacher_join_request'

export type OutgoingEmail = { to: string; subject: string; text: string; html: string; type: EmailType }

export type EmailService = {
  send: (message: OutgoingEmail) => Promise<void>
  /** Sends without making the caller wait (or reveal timing); failures are logged. */
  sendLater: (message: OutgoingEmail) => void
  close: () => Promise<void>
}

const FROM = process.env.EMAIL_FROM ?? 'Inkwell <no-reply@inkwell.test>'

async function startCatcher(payload: Payload): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '')
          await payload.create({
            collection: 'emails',
            overrideAccess: true, // the catcher stores what the server itself sent
            data: {
              to: mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address).join(', ') : to,
              from: mail.from?.text,
              subject: mail.subject,
              type: String(mail.headers.get('x-inkwell-email-type') ?? ''),
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            },
          })
          callback()
        })
        .catch((err) => {
          logger.error({ err }, 'local SMTP catcher could not store a message')
          callback(err)
        })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

export async function createEmailService(payload: Payload): Promise<EmailService> {
  let transport: Transporter
  let closeCatcher: (() => Promise<void>) | undefined
  if (!env.localServices) {
    // startupProblems() has refused to start without it.
    transport = nodemailer.createTransport(env.smtpUrl!)
  } else {
    const catcher = await startCatcher(payload)
    closeCatcher = catcher.close
    transport = nodemailer.createTransport({ host: '127.0.0.1', port: catcher.port, secure: false, ignoreTLS: true, pool: true })
  }
  const send = async (message: OutgoingEmail) => {
    await transport.sendMail({
      from: FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'X-Inkwell-Email-Type': message.type },
    })
  }
  return {
    send,
    sendLater: (message) => {
      send(message).catch((err) => logger.error({ err: err.message, type: message.type }, 'email could not be sent'))
    },
    close: async () => {
      transport.close()
      await closeCatcher?.()
    },
  }
}

let current: EmailService | undefined
export const setEmailService = (service: EmailService | undefined) => {
  current = service
}
export function emailService(): EmailService {
  if (!current) throw new Error('The email service has not been started')
  return current
}

import { describe, expect, it } from 'vitest'
import { env, startupProblems } from './env'

const production = { ...env, production: true, mode: 'production' as const, localServices: false, smtpUrl: 'smtp://mail.example:587' }
const strong = 'x'.repeat(40)

describe('what keeps the server from starting', () => {
  it('production needs its own secrets, named by variable', () => {
    const problems = startupProblems({ ...production, payloadSecret: 'inkwell-local-development-secret', encryptionKey: '' })
    expect(problems.join('\n')).toContain('PAYLOAD_SECRET')
    expect(problems.join('\n')).toContain('INKWELL_ENCRYPTION_KEY')
    expect(startupProblems({ ...production, payloadSecret: strong, encryptionKey: strong })).toEqual([])
  })

  it('production refuses the local stand-ins (mail stored in the database, the stand-in identity provider)', () => {
    expect(startupProblems({ ...production, payloadSecret: strong, encryptionKey: strong, localServices: true }).join('\n')).toContain(
      'INKWELL_LOCAL_SERVICES',
    )
  })

  it('mail goes somewhere real unless the stand-ins are switched on: never a stand-in because SMTP_URL is missing', () => {
    expect(startupProblems({ ...env, production: false, localServices: false, smtpUrl: undefined }).join('\n')).toContain('SMTP_URL')
    expect(startupProblems({ ...env, production: false, localServices: true, smtpUrl: undefined })).toEqual([])
  })
})

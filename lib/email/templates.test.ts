import { describe, expect, it } from 'vitest'
import { plainCallerText, renderEmail } from './templates'

const LINK = 'https://inkwell.test/account/parent-learner/verify?verify_token=abc'

describe('renderEmail with caller-supplied names', () => {
  const email = renderEmail('parent_learner_verification', {
    to: 'parent@example.test',
    name: 'Visit https://evil.example/win now',
    values: { learnerName: 'Claim at www.evil.example/prize\n\nor <b>evil</b>.example', link: LINK, context: 'new' },
  })

  it('links only Inkwell’s own link in the HTML part', () => {
    const hrefs = [...email.html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1])
    expect(hrefs).toEqual([LINK.replace(/&/g, '&#38;')])
    expect(email.html).not.toContain('<b>')
    expect(email.html).toContain('&#60;b&#62;')
  })

  it('leaves nothing that reads as a URL or a domain in the subject, the text or the HTML', () => {
    for (const part of [email.subject, email.text.replace(LINK, ''), email.html.replaceAll(LINK, '')]) {
      expect(part).not.toMatch(/https?:|www\.evil|evil\.example/i)
    }
    expect(email.subject).not.toContain('\n')
    expect(email.text).toContain('Claim at www .evil .example/prize or')
    expect(email.text).toContain('Hello Visit evil .example/win now,')
  })

  it('keeps ordinary names as they are', () => {
    expect(plainCallerText('Zoë O’Brien-Smith')).toBe('Zoë O’Brien-Smith')
    expect(plainCallerText('J. R. R. Tolkien')).toBe('J. R. R. Tolkien')
    expect(plainCallerText('Note: fine')).toBe('Note: fine')
    expect(plainCallerText('evil\u200b.example')).toBe('evil .example')
    expect(plainCallerText('javascript:alert(1)')).toBe('alert(1)')
  })
})

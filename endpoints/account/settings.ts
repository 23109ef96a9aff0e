import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { updateSettings } from '../../lib/auth/account-profile'

/** The settings a user keeps with their account. null puts one back to its default. */
export const ZSettingsUpdate = input({
  fontPreference: z.enum(['default', 'dyslexic'], { error: 'Choose default or dyslexic' }).nullable().optional(),
  soundOn: z.boolean().nullable().optional(),
  musicOn: z.boolean().nullable().optional(),
  reducedMotion: z.boolean().nullable().optional(),
}).refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Give at least one setting to change' })

/** PATCH users/me/settings {fontPreference?, soundOn?, musicOn?, reducedMotion?}: merges into the stored settings; `{ settings }`. */
export const updateMySettings = defineEndpoint({
  id: 'account.settings',
  method: 'patch',
  path: 'users/me/settings',
  access: authenticated,
  body: ZSettingsUpdate,
  handler: ({ payload, req, user, body }) => updateSettings({ payload, req, user, changes: body }),
})

import { z } from 'zod'
import { authenticated } from '../../access'
import { defineEndpoint, input } from '../../lib/api/define-endpoint'
import { updateSettings } from '../../lib/auth/account-profile'
import { ZSettings } from './account.schema'

/** The settings a user keeps with their account. null puts one back to its default. */
export const ZSettingsUpdate = input({
  fontPreference: z.enum(['default', 'dyslexic'], { error: 'Choose default or dyslexic' }).nullable().optional(),
  soundOn: z.boolean().nullable().optional(),
  musicOn: z.boolean().nullable().optional(),
  reducedMotion: z.boolean().nullable().optional(),
}).refine((value) => Object.values(value).some((v) => v !== undefined), { message: 'Give at least one setting to change' })

/** PATCH users/me/settings {fontPreference?, soundOn?, musicOn?, reducedMotion?}: merges into the stored settings. */
export const updateMySettings = defineEndpoint({
  id: 'account.settings',
  method: 'patch',
  path: 'users/me/settings',
  access: authenticated,
  body: ZSettingsUpdate,
  response: ZSettings,
  description: 'Merges the settings given into those stored; null puts one back to its default. Answers every setting stored.',
  handler: ({ payload, req, user, body }) => updateSettings({ payload, req, user, changes: body }),
})

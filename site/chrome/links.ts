/**
 * External sites the marketing site links to, configured here: environment variables override the
 * placeholders, which are reserved example addresses. Server-side only.
 */
const external = (name: string, fallback: string) => process.env[name] || fallback

export const EXTERNAL_LINKS = {
  blog: external('SITE_BLOG_URL', 'https://blog.inkwell.example/'),
  webinars: external('SITE_WEBINARS_URL', 'https://blog.inkwell.example/webinars'),
  helpCentre: external('SITE_HELP_URL', 'https://help.inkwell.example/'),
  merch: external('SITE_MERCH_URL', 'https://shop.inkwell.example/'),
  ambassador: external('SITE_AMBASSADOR_URL', 'https://help.inkwell.example/ambassadors'),
  /** Pre-rendered avatar images (the static-files bucket). */
  avatarImages: external('SITE_AVATAR_IMAGES_URL', 'https://static.inkwell.example/avatars'),
  southAfrica: external('SITE_SOUTH_AFRICA_URL', 'https://za.inkwell.example/'),
  /** Terms and privacy live on the main hub. */
  terms: '/console/terms',
  privacy: '/console/privacy',
}

export const SOCIAL_LINKS = [
  { key: 'facebook', label: 'Facebook', href: external('SITE_FACEBOOK_URL', 'https://www.facebook.com/') },
  { key: 'instagram', label: 'Instagram', href: external('SITE_INSTAGRAM_URL', 'https://www.instagram.com/') },
  { key: 'youtube', label: 'YouTube', href: external('SITE_YOUTUBE_URL', 'https://www.youtube.com/') },
  { key: 'linkedin', label: 'LinkedIn', href: external('SITE_LINKEDIN_URL', 'https://www.linkedin.com/') },
] as const

/** Marketing site package version (spec 9). */
export const SITE_VERSION = '1.9.5'

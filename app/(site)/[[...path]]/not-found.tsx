/** Should anything call notFound() below this segment, the same 404 page (client navigations render it). */
import { headers } from 'next/headers'
import { siteT } from '../i18n'
import { SITE_PATH_HEADER } from '../routing/headers'
import { parsePathname, withPrefix } from '../routing/site-path'
import { NotFoundView } from '../views/status-views'

export default async function NotFound() {
  const { locale, prefix } = parsePathname((await headers()).get(SITE_PATH_HEADER) ?? '/')
  return <NotFoundView t={siteT(locale)} home={withPrefix(prefix, '/')} />
}

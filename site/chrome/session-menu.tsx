/**
 * Sign In, and the avatar menu that replaces it once the browser knows the user (spec 2.3 and 4). Pages
 * are the same for everyone (and cached), so both are in the HTML; the browser script (site/client/session.ts)
 * shows one, fills in the user and points Sign In back at this page on the visitor's own origin.
 */
import { AVATAR_PLACEHOLDER, avatarSize } from '../behaviour/avatar-plan'
import type { SiteT } from '../i18n'
import { publicOrigin } from '../routing/alternates'
import { EXTERNAL_LINKS } from './links'
import { accessTokenUrl, PRODUCTS, TEACHER_APPS } from './products'
import { ProductLink } from './product-link'

export function SessionMenu({ t, prefix, path, variant }: { t: SiteT; prefix: string; path: string; variant: 'desktop' | 'touch' }) {
  const { width, height } = avatarSize(1)
  return (
    <>
      <a
        className={`button small sign-in sign-in-${variant}`}
        href={accessTokenUrl(publicOrigin() + path)}
        data-sign-in
        data-session="unknown"
      >
        {t('auth.signIn')}
      </a>
      <details className={`avatar-menu avatar-menu-${variant}`} data-menu data-avatar-menu hidden>
        <summary data-label={t('auth.accountMenu', { name: '{{name}}' })}>
          <img
            className="avatar"
            src={AVATAR_PLACEHOLDER}
            width={width}
            height={height}
            alt=""
            data-avatar-state="loading"
            data-avatar-base={EXTERNAL_LINKS.avatarImages}
          />
          <span className="avatar-name" />
        </summary>
        <ul className="menu-list">
          <li>
            <ProductLink href={PRODUCTS.hub.href} app>
              {t('auth.hub')}
            </ProductLink>
          </li>
          <li>
            <ProductLink href={PRODUCTS.game.href} app>
              {t('auth.game')}
            </ProductLink>
          </li>
          <li data-teacher-only hidden>
            <ProductLink href={TEACHER_APPS.spelling} app>
              {t('auth.spelling')}
            </ProductLink>
          </li>
          <li data-teacher-only hidden>
            <ProductLink href={TEACHER_APPS.maths} app>
              {t('auth.maths')}
            </ProductLink>
          </li>
          <li>
            <a href={`${prefix}/logout`} data-logout>
              {t('auth.logout')}
            </a>
          </li>
        </ul>
      </details>
    </>
  )
}

import { Admin, CustomRoutes } from 'react-admin'
import { Route } from 'react-router-dom'

import { authProvider } from './authProvider'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import { createI18nProvider } from './i18n/i18nProvider'
import { localeForRegion } from './i18n/locales'
import { ConsoleLayout } from './layout/ConsoleLayout'
import { LoginPage } from './login/LoginPage'
import { InvitePage } from './login/InvitePage'
import { VerifyLinkPage } from './login/VerifyLinkPage'
import { renderResources } from './resources'
import { resourcesFor } from './roles'
import { getStoredUser } from './session'
import { theme } from './theme'

// Wording before the user picks one in the app bar (react-admin then remembers
// the choice): the signed-in user's school region, else GB, the spec's default.
// The browser's language is not used: many UK machines report en-US.
const initialLocale = () => localeForRegion(getStoredUser()?.school?.account_region)

const i18nProvider = createI18nProvider(initialLocale())

export const App = () => (
  <Admin
    title={i18nProvider.translate('app.title')}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={ConsoleLayout}
    dashboard={Dashboard}
    theme={theme}
    disableTelemetry
  >
    {/* The link in the sign-in email (second factor): a page of its own, reachable before signing in. */}
    <CustomRoutes noLayout>
      <Route path="/verify" element={<VerifyLinkPage />} />
      {/* The link in a teacher invitation email: joining the school, before being signed in. */}
      <Route path="/invite" element={<InvitePage />} />
    </CustomRoutes>
    {/* Re-run after every sign-in (react-admin refetches permissions), so the menu follows the role. */}
    {() => renderResources(resourcesFor(getStoredUser()).resources)}
  </Admin>
)

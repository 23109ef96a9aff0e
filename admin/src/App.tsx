import { Admin } from 'react-admin';

import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { createI18nProvider } from './i18n/i18nProvider';
import { DEFAULT_LOCALE, localeForRegion } from './i18n/locales';
import { LoginPage } from './login/LoginPage';
import { renderResources } from './resources';
import { resourcesFor } from './roles';
import { getStoredUser } from './session';
import { theme } from './theme';

// First wording before the user picks one (react-admin then remembers the choice):
// the signed-in user's school region, else the browser's language.
const initialLocale = () => {
  const region = getStoredUser()?.school?.account_region;
  if (region) return localeForRegion(region);
  return typeof navigator !== 'undefined' ? localeForRegion(navigator.language) : DEFAULT_LOCALE;
};

const i18nProvider = createI18nProvider(initialLocale());

export const App = () => (
  <Admin
    title={i18nProvider.translate('app.title')}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    dashboard={Dashboard}
    theme={theme}
    disableTelemetry
  >
    {/* Re-run after every sign-in (react-admin refetches permissions), so the menu follows the role. */}
    {() => renderResources(resourcesFor(getStoredUser()).resources)}
  </Admin>
);

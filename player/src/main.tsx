import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider } from 'react-i18next'
import { App } from './App'
import { initI18n } from './i18n'
import { pickLocale } from './locale'
import './styles.css'

const locale = pickLocale(navigator.languages ?? [navigator.language], new URLSearchParams(location.search).get('lang'))
const i18n = initI18n(locale)

const root = document.getElementById('root')
if (!root) throw new Error('index.html is missing #root')

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <App />
    </I18nextProvider>
  </StrictMode>,
)

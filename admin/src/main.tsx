import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'

import { App } from './App'

// The server serves admin/dist at /console with an index.html fallback, so the
// console uses real paths (/console/login) under a router basename taken from
// vite's `base`. The trailing slash keeps the home page at /console/, where
// index.html lives, rather than /console.
const basename = import.meta.env.BASE_URL
// With a trailing-slash basename, react-router matches nothing at /console:
// move to /console/ first.
if (window.location.pathname === basename.replace(/\/$/, '')) {
  window.history.replaceState(window.history.state, '', `${basename}${window.location.search}${window.location.hash}`)
}

const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename })

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)

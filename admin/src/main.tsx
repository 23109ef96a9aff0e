import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

import { App } from './App';

// The server serves admin/dist at /console with an index.html fallback, so the
// console uses real paths (/console/login) under a router basename taken from
// vite's `base`.
const basename = import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';

const router = createBrowserRouter([{ path: '*', element: <App /> }], { basename });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

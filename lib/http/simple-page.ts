/**
 * A small, accessible, server-rendered page for the auth site's own screens (no framework, no bundle). Its
 * stylesheet and script are files in lib/http/pages/, served from /account/assets/ (`pageAssets`): the
 * Content-Security-Policy runs no inline script, and no request data is ever written into a page.
 */
import express from 'express'
import path from 'node:path'
import { projectRoot } from '../env'

export const PAGE_ASSETS_PATH = '/account/assets'

/** `&`, `<`, `>`, `"` and `'` as entities: for text and attribute values alike. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** `body` is trusted markup (translations are escaped by i18next); `script` names a file in lib/http/pages/. */
export const page = (
  title: string,
  body: string,
  { status = 200, script }: { status?: number; script?: 'account.js' | 'sign-in.js' } = {},
) => ({
  status,
  html: `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · Inkwell</title><link rel="stylesheet" href="${PAGE_ASSETS_PATH}/page.css">${script ? `<script src="${PAGE_ASSETS_PATH}/${script}" defer></script>` : ''}</head>
<body><main>${body}</main></body></html>`,
})

/** The pages' stylesheet and scripts. */
export const pageAssets = () => express.static(path.join(projectRoot, 'lib/http/pages'), { index: false, maxAge: '1h', fallthrough: false })

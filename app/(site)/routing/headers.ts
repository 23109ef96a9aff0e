/** The request header the proxy passes the page's path in (the root layout has no params). */
export const SITE_PATH_HEADER = 'x-inkwell-site-path'

/**
 * Imported first by the scripts that start the server (start, seed, create-superuser): outside production they
 * run the demo, with the local stand-ins of outside services switched on explicitly (INKWELL_LOCAL_SERVICES=1,
 * lib/env.ts) unless the environment already says otherwise. Before lib/env.ts is read, hence its own module.
 */
const production = (process.env.INKWELL_MODE ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development')) === 'production'

export const demoMode = !production
if (demoMode && process.env.INKWELL_LOCAL_SERVICES === undefined) process.env.INKWELL_LOCAL_SERVICES = '1'

import { AdminSignIn as AdminSignIn_dbc71fa9de01b9ba9151305631dc1510 } from '../../../app/(payload)/admin-sign-in'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/app/(payload)/admin-sign-in#AdminSignIn": AdminSignIn_dbc71fa9de01b9ba9151305631dc1510,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}

import { json } from '../../lib/api/define-endpoint'

/** A verify call's answer, with the trusted-device cookie when the device was trusted. */
export const verifiedAnswer = ({ body, cookie }: { body: unknown; cookie: string | null }) =>
  json(body, cookie ? { headers: { 'Set-Cookie': cookie } } : {})

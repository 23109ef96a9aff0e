import { Devices } from '../Devices'
import { OneTimeTokens } from '../OneTimeTokens'
import { Sessions } from '../Sessions'
import { Throttles } from '../Throttles'

/** Signing in: sessions, trusted devices, one-time tokens and the sign-in throttles. */
export const authCollections = [Sessions, Devices, OneTimeTokens, Throttles]

/** Health and the browser apps' error reports. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { errorReport } from './error-report'
import { health } from './health'

export const systemEndpoints: ApiEndpoint[] = [health, errorReport]

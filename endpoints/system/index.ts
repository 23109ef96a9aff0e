/** Health, the browser apps' error reports, and the API reference (openapi.json and its page). */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { errorReport } from './error-report'
import { health } from './health'
import { apiDocsAsset, apiDocsPage, openApiDocument } from './openapi'

export const systemEndpoints: ApiEndpoint[] = [health, errorReport, openApiDocument, apiDocsPage, apiDocsAsset]

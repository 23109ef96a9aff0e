/** Reports across a pupil's or a class's work: the words they have spelled. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { groupWordsSpelledEndpoint, pupilWordsSpelledEndpoint } from './spelling-words-spelled'

export const reportEndpoints: ApiEndpoint[] = [pupilWordsSpelledEndpoint, groupWordsSpelledEndpoint]

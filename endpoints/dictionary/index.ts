/** The dictionary: entries, homographs, letter tiles, audio and prompts. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import {
  addSchoolWord,
  createEntry,
  deleteEntry,
  entryAudio,
  getEntry,
  homographs,
  letterTiles,
  letterTileWords,
  mergeEntries,
  promptEntry,
  updateEntry,
} from './dictionary'

export const dictionaryEndpoints: ApiEndpoint[] = [
  homographs,
  letterTileWords,
  mergeEntries,
  createEntry,
  letterTiles,
  addSchoolWord,
  getEntry,
  updateEntry,
  deleteEntry,
  promptEntry,
  entryAudio,
]

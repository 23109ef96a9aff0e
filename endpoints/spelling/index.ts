/**
 * Every endpoint of issue 5 so far (dictionary, lists and their reports, spelling sessions), in one array for
 * endpoints/index.ts. Calls with a fixed path come before those with a parameter in the same place
 * (lists/scheme before lists/{id}): routes are matched in order.
 */
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
} from '../dictionary/dictionary'
import { favouriteMine, favouriters, myFavourites, staffFavouriteEndpoints, unfavouriteMine } from '../lists/favourites'
import {
  createListEndpoint,
  deleteListEndpoint,
  duplicateListEndpoint,
  findListsEndpoint,
  getList,
  myListsEndpoint,
  saveListEndpoint,
  updateListEndpoint,
} from '../lists/lists'
import {
  listReports,
  listWordReports,
  pupilReportedLists,
  pupilReportedWords,
  reportList,
  reportListWord,
  updateListReport,
  userListReports,
  userListWordReports,
} from '../lists/reports'
import { myScheme, scheme, schemes, schemeVariantEndpoint, suggested } from '../lists/schemes'
import { searchSchoolUsers } from '../lists/users-search'
import { addListWords, chooseHomograph, getListWords, removeListWord } from '../lists/words'
import {
  beekeeper,
  competencyWords,
  postGameplay,
  startGameSession,
  startTestSession,
  updateGameSession,
  updateTestSession,
  userSessions,
} from './sessions'

export const spellingEndpoints: ApiEndpoint[] = [
  // Fixed paths first.
  homographs,
  letterTileWords,
  mergeEntries,
  createEntry,
  letterTiles,
  addSchoolWord,
  schemes,
  listReports,
  listWordReports,
  scheme,
  schemeVariantEndpoint,
  suggested,
  findListsEndpoint,
  searchSchoolUsers,
  myListsEndpoint,
  createListEndpoint,
  myFavourites,
  myScheme,
  updateListReport,
  reportListWord,
  // Then paths with parameters.
  getEntry,
  updateEntry,
  deleteEntry,
  promptEntry,
  entryAudio,
  getList,
  saveListEndpoint,
  updateListEndpoint,
  deleteListEndpoint,
  duplicateListEndpoint,
  favouriters,
  favouriteMine,
  unfavouriteMine,
  ...staffFavouriteEndpoints,
  getListWords,
  addListWords,
  removeListWord,
  chooseHomograph,
  reportList,
  userListReports,
  userListWordReports,
  pupilReportedLists,
  pupilReportedWords,
  startGameSession,
  postGameplay,
  updateGameSession,
  beekeeper,
  competencyWords,
  startTestSession,
  updateTestSession,
  userSessions,
]

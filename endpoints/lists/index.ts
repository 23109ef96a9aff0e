/** Spelling lists: finding, writing, favouriting and reporting them, their words and the schemes. */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { favouriteMine, favouriters, myFavourites, staffFavouriteEndpoints, unfavouriteMine } from './favourites'
import {
  createListEndpoint,
  deleteListEndpoint,
  duplicateListEndpoint,
  findListsEndpoint,
  getList,
  myListsEndpoint,
  saveListEndpoint,
  updateListEndpoint,
} from './lists'
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
} from './reports'
import { myScheme, scheme, schemes, schemeVariantEndpoint, suggested } from './schemes'
import { searchSchoolUsers } from './users-search'
import { addListWords, chooseHomograph, getListWords, removeListWord } from './words'

export const listEndpoints: ApiEndpoint[] = [
  schemes,
  scheme,
  schemeVariantEndpoint,
  suggested,
  myScheme,
  findListsEndpoint,
  searchSchoolUsers,
  myListsEndpoint,
  createListEndpoint,
  getList,
  saveListEndpoint,
  updateListEndpoint,
  deleteListEndpoint,
  duplicateListEndpoint,
  myFavourites,
  favouriters,
  favouriteMine,
  unfavouriteMine,
  ...staffFavouriteEndpoints,
  getListWords,
  addListWords,
  removeListWord,
  chooseHomograph,
  listReports,
  listWordReports,
  updateListReport,
  reportList,
  reportListWord,
  userListReports,
  userListWordReports,
  pupilReportedLists,
  pupilReportedWords,
]

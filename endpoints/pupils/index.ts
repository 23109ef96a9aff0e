/** The pupil calls (area `pupils` of api-calls.tsv; its per-pupil history and progress reports come with the reports work). */
import { pupilsCreate, pupilsGenerate } from './create'
import { pupilsCsvExport } from './csv'
import { pupilsDelete } from './delete'
import { pupilsIncrementStages } from './increment-stages'
import { pupilsGet, pupilsList } from './list'
import { pupilsDisplayName, pupilsGenerateUsername, pupilsUsernameExists } from './names'
import { pupilsUpdate, pupilsUpdateMany } from './update'
import { pupilSpellingHistoryEndpoints } from './spelling-history'

export const pupilEndpoints = [
  pupilsList,
  pupilsCreate,
  pupilsUpdateMany,
  pupilsDelete,
  pupilsGenerate,
  pupilsCsvExport,
  pupilsIncrementStages,
  pupilsDisplayName,
  pupilsUsernameExists,
  pupilsGenerateUsername,
  pupilsGet,
  pupilsUpdate,
  ...pupilSpellingHistoryEndpoints,
]

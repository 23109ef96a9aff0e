import { DictionaryWords } from '../Dictionary'
import { ListFavourites } from '../Lists/ListFavourites'
import { ListReports } from '../Lists/ListReports'
import { ListWords } from '../Lists/ListWords'
import { WordLists } from '../Lists'
import { SpellingAttempts } from './Attempts'
import { SpellingSessions } from './Sessions'

/** The dictionary, word lists and spelling game sessions (issue 5). */
export const spellingCollections = [DictionaryWords, WordLists, ListWords, ListFavourites, ListReports, SpellingSessions, SpellingAttempts]

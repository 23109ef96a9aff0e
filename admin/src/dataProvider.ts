// The console's one data provider: the generic provider over the API's Payload-style REST (data/provider.ts)
// joined with each hub's part, its resources and its calls beyond CRUD. A new hub writes its own
// `<hub>/api.ts` exporting a DataHub (data/types.ts) and adds it to the list below.
import type { DataProvider } from 'ra-core'

import { joinHubs, type HubMethods } from './data/provider'
import { homeworkHub } from './homework/api'
import { schoolHub } from './school/api'
import { spellingHub } from './spelling/api'

const hubs = [schoolHub, spellingHub, homeworkHub] as const

/** The data provider with every hub's calls (`useConsoleDataProvider()`). */
export type ConsoleDataProvider = DataProvider & HubMethods<typeof hubs>

export const dataProvider: ConsoleDataProvider = joinHubs(hubs)

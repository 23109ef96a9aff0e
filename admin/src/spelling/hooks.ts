// Hooks the spelling screens share: the teacher's classes, the word locale of
// their school, and their favourite lists.
import { useQuery, useQueryClient } from '@tanstack/react-query'

import type { SchoolClass } from '../school/types'
import { useConsoleDataProvider } from '../school/hooks'
import { getStoredUser } from '../session'

/** US and Canadian schools spell the American way; everyone else the British way (the API's rule). */
export const wordLocaleForRegion = (region: string | null | undefined): 'en_GB' | 'en_US' => {
  const country = (region ?? '').trim().toUpperCase()
  return country === 'US' || country === 'CA' ? 'en_US' : 'en_GB'
}

export const useSchoolWordLocale = () => wordLocaleForRegion(getStoredUser()?.school?.account_region)

/**
 * The classes to offer first: the teacher's own (not subgroups), then the rest of the school's. Each carries
 * its predicted spelling stage when the API has one.
 */
export const orderClasses = (classes: readonly SchoolClass[], userId: string | number | undefined): SchoolClass[] => {
  const mine = (group: SchoolClass) => group.teachers?.some((teacher) => String(teacher.id) === String(userId)) ?? false
  return classes
    .filter((group) => group.parent === null || group.parent === undefined)
    .sort((a, b) => Number(mine(b)) - Number(mine(a)) || a.name.localeCompare(b.name, undefined, { numeric: true }))
}

/** The school's classes, the teacher's own first, with predicted stages. */
export const useClassesForSpelling = () => {
  const dataProvider = useConsoleDataProvider()
  const userId = getStoredUser()?.id
  return useQuery({
    queryKey: ['classes', 'spelling'],
    queryFn: async () => orderClasses(await dataProvider.getAllClasses({ includeSubgroups: false, predictStage: true }), userId),
  })
}

export const isMyClass = (group: SchoolClass) =>
  group.teachers?.some((teacher) => String(teacher.id) === String(getStoredUser()?.id)) ?? false

const FAVOURITES_KEY = ['lists', 'favourite-ids']

/** The ids of the lists favourited for the teacher, and a way to switch one. */
export const useFavouriteLists = () => {
  const dataProvider = useConsoleDataProvider()
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: FAVOURITES_KEY, queryFn: () => dataProvider.getFavouriteListIds() })
  const ids = new Set(query.data ?? [])
  const toggle = async (listId: number, on: boolean) => {
    queryClient.setQueryData<number[]>(FAVOURITES_KEY, (old = []) =>
      on ? [...new Set([...old, listId])] : old.filter((id) => id !== listId),
    )
    try {
      await dataProvider.setFavourite(listId, on)
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['lists'] })
    }
  }
  return { ids, isPending: query.isPending, toggle }
}

// Small hooks the school hub's screens share.
import { useMediaQuery, type Theme } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDataProvider } from 'react-admin'

import type { ConsoleDataProvider } from '../dataProvider'
import type { SchoolClass } from './types'
import { getStoredUser } from '../session'

/** Phone-sized screens (under 600 px): lists become simple lists, dialogs full screen. */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))

export const useConsoleDataProvider = () => useDataProvider<ConsoleDataProvider>()

/**
 * Every class of the school, with subgroups, for pickers and filters. Keyed under `classes` so that
 * react-admin's own refreshes of the resource (and `useRefreshSchool`) refetch it too.
 */
export const useAllClasses = () => {
  const dataProvider = useConsoleDataProvider()
  return useQuery({ queryKey: ['classes', 'all'], queryFn: () => dataProvider.getAllClasses({ includeSubgroups: true }) })
}

/** Class choices for a select: classes by name; with subgroups, each after its class, indented. */
export const classChoices = (classes: readonly SchoolClass[] = [], { subgroups = false } = {}) =>
  classes.flatMap((group) => [
    { id: group.id, name: group.name },
    ...(subgroups ? (group.subgroups ?? []).map((subgroup) => ({ id: subgroup.id, name: `${group.name} › ${subgroup.name}` })) : []),
  ])

/** After a change that moves pupils or makes classes: every list and count of the hub refetches. */
export const useRefreshSchool = () => {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['classes'] }),
      queryClient.invalidateQueries({ queryKey: ['pupils'] }),
      queryClient.invalidateQueries({ queryKey: ['school'] }),
      queryClient.invalidateQueries({ queryKey: ['deleted-users'] }),
    ])
}

/** The school the signed-in teacher manages now (from the session). */
export const useCurrentSchool = () => getStoredUser()?.school ?? null

/** The id of the signed-in user. */
export const currentUserId = () => getStoredUser()?.id

// react-admin resources by name. Each resource gets its own folder named
// after it (admin/src/<name>/ with List, Edit, Create, Show and an index.ts
// exporting its ResourceProps) and is added here; roles.ts decides who sees it,
// its hub's DataHub (<hub>/api.ts) where it lives in the API.
import { Resource, type ResourceProps } from 'react-admin'

import { classes } from './classes'
import { deletedUsers } from './deleted-users'
import { homework } from './homework'
import { lists } from './lists'
import { pupils } from './pupils'
import { results } from './results'
import { teachers } from './teachers'

export const resourceDefinitions: Record<string, ResourceProps> = {
  classes,
  pupils,
  teachers,
  'deleted-users': deletedUsers,
  lists,
  homework,
  results,
}

export const renderResources = (names: readonly string[]) =>
  names.flatMap((name) => {
    const definition = resourceDefinitions[name]
    return definition ? [<Resource key={name} {...definition} />] : []
  })

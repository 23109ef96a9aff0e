// The deleted-users resource (school admins): users/me/school/users/deleted.
// A list only, with recover, recover all and merge as actions: a deleted
// account is not edited or shown on its own.
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep'
import type { ResourceProps } from 'react-admin'

import { DeletedUserList } from './DeletedUserList'

export const deletedUsers: ResourceProps = {
  name: 'deleted-users',
  list: DeletedUserList,
  icon: DeleteSweepIcon,
  recordRepresentation: (record) => record.name || record.username || record.school_username,
}

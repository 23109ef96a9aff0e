import { Groups } from '../Groups'
import { Schools } from '../Schools'
import { Users } from '../Users'

/** Schools, the people in them and their classes. */
export const schoolCollections = [Users, Schools, Groups]

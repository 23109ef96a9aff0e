import type { AccessRule } from '.'

/** A session in which a superuser imitates someone: the user is the one imitated, the imitator a superuser. */
export const imitatingSuperuser: AccessRule<false> = {
  name: 'superuser',
  allowsAnonymous: false,
  check: (user) => Boolean(user?.session.imitator),
}

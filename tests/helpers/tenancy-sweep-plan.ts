/**
 * The tenancy plan: every routed call of the API, either in a tenancy sweep or listed with a one-line reason
 * why it has no tenancy. The sweep specs take their calls from here (`plannedCalls` in tenancy-sweep.ts) and
 * `npm run api:coverage` fails when a routed call is in neither list (lib/api/tenancy-coverage.ts).
 *
 * Calls are named by their catalogue id, or `METHOD path` for calls outside the catalogue. A call that takes
 * an id (path, query or body) or reads or writes a school's data is swept; only calls that act solely on the
 * caller's own account or session, on a credential the caller holds (an emailed key, a token, a password), or
 * on public content may carry a reason instead. Each sweep names only school A's records; the calls of every
 * sweep that name a record in their path and another id are swept again with the caller's own record in the
 * path and A's ids inside (tests/int/mixed-tenancy.int.spec.ts).
 */

export type SweepName = keyof typeof SWEEPS

export const SWEEPS = {
  /** School management: schools, pupils, classes, teachers, experimental flags, deleted users, login cards. */
  'school-management': {
    spec: 'tests/int/tenancy-sweep.int.spec.ts',
    calls: [
      'groups.schemecompetence', 'school.create', 'school.update', 'school.get', 'school.patch', 'school.join',
      'school.me.schools', 'school.manage', 'school.search', 'school.code.create', 'school.code.delete', 'school.existence.check',
      'school.existence.by_code', 'superuser.schools.generatecode', 'pupils.list', 'pupils.update_many', 'pupils.delete',
      'pupils.create', 'pupils.generate', 'pupils.get', 'pupils.update', 'pupils.csv', 'pupils.displayname',
      'pupils.username_exists', 'pupils.generate_username', 'pupils.history', 'pupils.monthly_spelling_competency',
      'pupils.incrementstages', 'groups.create', 'groups.list', 'groups.update', 'groups.delete', 'groups.delete_all',
      'groups.me', 'groups.all', 'groups.teachers.set', 'groups.teachers.remove', 'groups.pupils.list', 'groups.pupils.add',
      'groups.pupils.delete', 'groups.pupils.remove', 'groups.subgroups.list', 'groups.subgroups.create',
      'groups.subgroups.pupils.add', 'groups.pupils.setnumberstage', 'groups.pupils.setspellingstage',
      'groups.report.spelling_plays', 'groups.report.history', 'groups.report.history.lists',
      'groups.report.spelling.termly_progression', 'groups.report.spelling_competency',
      'groups.report.spelling_competency.gameplay', 'groups.report.recent_spelling_assessment_breakdown',
      'groups.report.game_play_type_history', 'teachers.create', 'teachers.list', 'teachers.update', 'teachers.delete',
      'teachers.invite', 'teachers.accept_invite', 'teachers.admin.set', 'teachers.admin.unset', 'experimental.users',
      'experimental.teachers', 'experimental.pupils', 'experimental.teacher', 'experimental.pupil', 'experimental.group.teachers',
      'experimental.group.pupils', 'school.users', 'deleted_users.purge', 'deleted_users.recover', 'deleted_users.recover_all',
      'deleted_users.list', 'deleted_users.merge', 'deleted_users.update', 'GET users/me/school/groups/{id}',
      'POST users/me/school/groups/{id}/pupils/passwords', 'POST users/me/school/groups/{id}/pupils/signinkeys',
      'DELETE users/me/school/groups/{id}/pupils/signinkeys',
    ],
  },
  /** Spelling: dictionary, lists and their words, favourites and reports, game sessions. */
  spelling: {
    spec: 'tests/int/spelling-tenancy.int.spec.ts',
    calls: [
      'lists.get', 'lists.post', 'lists.update', 'lists.delete', 'lists.favouriters', 'lists.duplicate', 'lists.list',
      'lists.user_search', 'lists.me.list', 'lists.me.create', 'lists.me.favourites', 'lists.me.scheme', 'lists.words.list',
      'lists.words.add', 'lists.words.delete', 'lists.words.update', 'lists.favourite.add', 'lists.favourite.remove',
      'lists.favourite.teacher.add', 'lists.favourite.teacher.remove', 'lists.favourite.pupil.add',
      'lists.favourite.pupil.remove', 'lists.favourite.allteachers.add', 'lists.favourite.allteachers.remove',
      'lists.favourite.group.add', 'lists.favourite.group.remove', 'lists.scheme', 'lists.report', 'lists.words.report',
      'reported.lists', 'reported.list_words', 'reported.user_lists', 'reported.user_list_words', 'reported.pupil.lists',
      'reported.pupil.words', 'reported.lists.update', 'spelling.gamesession.create', 'spelling.gameplay', 'spelling.beekeeper',
      'spelling.gamesession.update', 'spelling.competency_words', 'spelling.testmode.create', 'spelling.testmode.update',
      'quiz.session.user', 'dictionary.get', 'dictionary.create', 'dictionary.update', 'dictionary.delete', 'dictionary.prompt',
      'dictionary.me.add', 'dictionary.lettertile_words', 'dictionary.homographs', 'dictionary.merge', 'lettertiles.get',
    ],
  },
  /** Homework and sets, and the spelling reports on pupils and classes (they need school A to have played). */
  homework: {
    spec: 'tests/int/homework-tenancy.int.spec.ts',
    calls: [
      'groups.schemecompetence', 'pupils.history', 'pupils.history.list', 'pupils.history.session.get',
      'pupils.history.session.delete', 'pupils.monthly_spelling_competency', 'groups.report.spelling_plays',
      'groups.report.history', 'groups.report.history.lists', 'groups.report.spelling.termly_progression',
      'groups.report.spelling_competency', 'groups.report.spelling_competency.gameplay',
      'groups.report.recent_spelling_assessment_breakdown', 'groups.report.game_play_type_history', 'homework.list',
      'homework.get', 'homework.data', 'homework.sessions', 'homework.pupils.add', 'homework.pupils.remove', 'homework.group.add',
      'homework.group.remove', 'homework.delete', 'homework.bulk_delete', 'homework.create', 'homework.update',
      'homework.sets.create', 'homework.sets.update', 'homework.sets.list', 'homework.sets.get', 'homework.sets.competence',
      'homework.sets.detach', 'homework.sets.delete', 'homework.teachers.add', 'homework.teachers.remove', 'homework.by_group',
      'reports.words_spelled.pupil', 'reports.words_spelled.group',
    ],
  },
  /**
   * People across schools: devices, coins, relationships, superuser calls on users, user search, pupil sign-in,
   * word audio, requests to join a school; and, for a superuser managing school B, a pupil's reported lists and
   * words under users/me/school/.
   */
  accounts: {
    spec: 'tests/int/account-tenancy.int.spec.ts',
    calls: [
      'devices.school_teachers', 'devices.user.list', 'devices.user.remove', 'devices.user.remove_all',
      'avatars.pupil.purchases.list', 'avatars.pupil.purchases.add', 'avatars.pupil.purchases.remove',
      'reported.pupil.lists', 'reported.pupil.words',
      'relationships.user', 'relationships.school_user', 'account.users.search', 'superuser.imitateuser.start',
      'superuser.users.refresh', 'superuser.users.mfa.email.enable', 'superuser.users.mfa.email.disable',
      'superuser.users.mfa.authenticator.remove', 'auth.login_school', 'GET dictionary/{id}/audio',
      'GET users/me/school/teachers/requests', 'PUT users/me/school/teachers/requests/{id}', 'DELETE users/me/school/teachers/requests/{id}',
    ],
  },
} satisfies Record<string, { spec: string; calls: string[] }>

const OWN_ACCOUNT = "the caller's own account; names no other record"
const OWN_SESSION = "the caller's own session; names no other record"
const EMAILED_KEY = 'the emailed key is the credential and names the one account it was sent for; names no school record'
const REGISTRATION_TOKEN = "a parent-learner registration's own token; learners are not in any school"
const SSO = "sign-in with the identity provider's one-time code, which names the account; no school record is named"

/** Routed calls with no tenancy, and why. */
export const NO_TENANCY: Record<string, string> = {
  // Signing in and out.
  'auth.login': 'sign-in with username and password (the credential names the account); names no school record',
  'POST auth/key': "a pupil's sign-in key from their login card is the credential; names no school record",
  'DELETE auth': OWN_SESSION,
  'POST users/logout': OWN_SESSION,
  'POST users/refresh-token': OWN_SESSION,
  'auth.anon': 'creates a new anonymous account, in no school',
  'auth.accesstoken': 'a one-time access token issued to the caller is the credential; names no school record',
  'auth.forgot': 'anonymous, by email address: always the same answer at once, and only the address’s owner is mailed',
  'auth.passwordreset.check': EMAILED_KEY,
  'auth.passwordreset.set': EMAILED_KEY,
  'auth.verified_learner': REGISTRATION_TOKEN,
  'auth.verified_parent': REGISTRATION_TOKEN,
  'auth.password_verified': OWN_SESSION,
  'auth.verify_password': OWN_SESSION,
  'auth.refresh': OWN_SESSION,
  'auth.mylogin': SSO,
  'auth.oneroster': SSO,
  'auth.snapplify': SSO,
  'auth.wonde': SSO,
  // The caller's own account.
  'account.me': OWN_ACCOUNT,
  'account.update': OWN_ACCOUNT,
  'account.settings': OWN_ACCOUNT,
  'account.sendverifyemail': "the caller's own address only",
  'account.register': 'creates a new teacher or parent account, in no school',
  'account.register_learner': 'creates a new learner account, in no school',
  'account.anon_upgrade.start': "the caller's own anonymous account",
  'account.anon_upgrade.verify': "the caller's own anonymous account",
  'account.anon_upgrade.cancel': "the caller's own anonymous account",
  'account.anon_upgrade.verify_link': EMAILED_KEY,
  'account.email_change.verify_link': EMAILED_KEY,
  'account.email_change.confirm': EMAILED_KEY,
  'account.email_change.deny': EMAILED_KEY,
  'account.parent_learner.put': REGISTRATION_TOKEN,
  'account.parent_learner.patch': REGISTRATION_TOKEN,
  'account.parent_learner.adopt.put': "names a learner by the learner's own username and password (role learner only, never a school's pupil)",
  'account.parent_learner.adopt.patch': REGISTRATION_TOKEN,
  'account.parent_learner.verification.start': REGISTRATION_TOKEN,
  'account.parent_learner.verification.status': REGISTRATION_TOKEN,
  'account.parent_learner.verification.cancel': REGISTRATION_TOKEN,
  // Second factors and devices of the caller.
  'mfa.verify': OWN_SESSION,
  'mfa.verify_link': OWN_SESSION,
  'mfa.verify_authenticator': OWN_SESSION,
  'mfa.authenticator.setup': OWN_ACCOUNT,
  'mfa.authenticator.confirm': OWN_ACCOUNT,
  'mfa.authenticator.remove': OWN_ACCOUNT,
  'mfa.authenticator.backup': OWN_ACCOUNT,
  'mfa.email.enable': OWN_ACCOUNT,
  'devices.me.list': OWN_ACCOUNT,
  'devices.me.trust': OWN_ACCOUNT,
  // The caller's own avatar and coins.
  'avatars.me.update': OWN_ACCOUNT,
  'avatars.me.purchases.list': OWN_ACCOUNT,
  'avatars.me.purchases.buy': "the caller's own coins; the item is named from the public shop",
  'superuser.imitateuser.stop': "ends the caller's own imitation session; names no record",
  // Public content and the service itself.
  'lists.schemes.get': "the provider's public spelling scheme, named by its public name",
  'lists.schemes.variant': "the provider's public spelling scheme, named by its public name",
  'lists.suggested': "the provider's public suggested lists for a locale",
  'system.error_report': "files a report of the caller's own error; names no record and reads nothing back",
  'GET health': 'the service is up; no data',
}

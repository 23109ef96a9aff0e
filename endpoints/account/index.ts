/**
 * The account lifecycle calls: registration, parent-learner registration, anonymous accounts and their
 * upgrade, email verification and change, the caller's own record, profile and settings.
 */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { anonUpgradeCancel, anonUpgradeStart, anonUpgradeVerify, anonUpgradeVerifyLink } from './anon-upgrade'
import { emailChangeConfirm, emailChangeDeny, emailChangeVerifyLink } from './email-change'
import { parentLearnerAdopt, parentLearnerAdoptAmend, parentLearnerAmend, parentLearnerRegister } from './parent-learner'
import {
  parentLearnerVerificationCancel,
  parentLearnerVerificationStart,
  parentLearnerVerificationStatus,
} from './parent-learner-verification'
import { me } from './me'
import { register } from './register'
import { registerLearner } from './register-learner'
import { sendVerifyEmail } from './send-verify-email'
import { updateMySettings } from './settings'
import { updateMe } from './update'
import { searchUsers } from './users-search'

export const accountEndpoints: ApiEndpoint[] = [
  register,
  registerLearner,
  sendVerifyEmail,
  emailChangeVerifyLink,
  emailChangeConfirm,
  emailChangeDeny,
  parentLearnerRegister,
  parentLearnerAmend,
  parentLearnerAdopt,
  parentLearnerAdoptAmend,
  parentLearnerVerificationStart,
  parentLearnerVerificationStatus,
  parentLearnerVerificationCancel,
  anonUpgradeStart,
  anonUpgradeCancel,
  anonUpgradeVerify,
  anonUpgradeVerifyLink,
  updateMe,
  updateMySettings,
  me,
  searchUsers,
]

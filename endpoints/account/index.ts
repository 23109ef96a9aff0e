/**
 * The account lifecycle calls: registration, parent-learner registration, anonymous accounts and their
 * upgrade, password reset, email verification and change, profile and settings. Some live under
 * endpoints/auth because the catalogue puts them in the auth area.
 */
import type { ApiEndpoint } from '../../lib/api/define-endpoint'
import { anon } from '../auth/anon'
import { forgot } from '../auth/forgot'
import { passwordResetCheck, passwordResetSet } from '../auth/password-reset'
import { verifiedLearner } from '../auth/verified-learner'
import { verifiedParent } from '../auth/verified-parent'
import { anonUpgradeCancel, anonUpgradeStart, anonUpgradeVerify, anonUpgradeVerifyLink } from './anon-upgrade'
import { emailChangeConfirm, emailChangeDeny, emailChangeVerifyLink } from './email-change'
import { parentLearnerAdopt, parentLearnerAdoptAmend, parentLearnerAmend, parentLearnerRegister } from './parent-learner'
import {
  parentLearnerVerificationCancel,
  parentLearnerVerificationStart,
  parentLearnerVerificationStatus,
} from './parent-learner-verification'
import { register } from './register'
import { registerLearner } from './register-learner'
import { sendVerifyEmail } from './send-verify-email'
import { updateMySettings } from './settings'
import { updateMe } from './update'

export const accountEndpoints: ApiEndpoint[] = [
  register,
  registerLearner,
  anon,
  forgot,
  passwordResetCheck,
  passwordResetSet,
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
  verifiedParent,
  verifiedLearner,
  anonUpgradeStart,
  anonUpgradeCancel,
  anonUpgradeVerify,
  anonUpgradeVerifyLink,
  updateMe,
  updateMySettings,
]

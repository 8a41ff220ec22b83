export { hashPassword, passwordMatches } from './passwords';
export {
  createStaffAccount,
  enabledStaffIds,
  findStaffMember,
  listStaffMembers,
  type NewStaffAccount,
  PASSWORD_LENGTH,
  STAFF_ROLES,
  StaffAccountRefused,
  type StaffMemberRow,
  staffMayAct,
  staffNames,
  type StaffRole,
  updateStaffMember,
  verifyStaffSignIn,
} from './staff-accounts';
export { lockUserForUpdate } from './lock';
export {
  claimPasswordSignIn,
  countSignInFromAddress,
  forgetSignInFailures,
  pruneSignInThrottles,
  type SignInLimits,
  signInAccountKey,
  signInAddressKey,
} from './sign-in-throttle';
export { createSession, findSessionUser, revokeSession, type SessionUser } from './sessions';
export {
  findUser,
  type NewCustomer,
  type ProfileChanges,
  registerCustomer,
  updateProfile,
  type UserRow,
  verifyPasswordSignIn,
} from './users';
export {
  type AuthorisationPurpose,
  type AuthorisationRequest,
  bindSocialAccount,
  consumeAuthorisationRequest,
  recordAuthorisationRequest,
  signInMethods,
  type SignInMethods,
  signInOrSignUpWithSocial,
  type SocialIdentity,
  unbindSocialAccount,
} from './social-accounts';
export {
  EMAIL_CODE_LIFETIME_MS,
  latestMailTo,
  sendEmailVerificationCode,
  verifyEmailCode,
} from './email-verification';
export { confirmCurrentPassword, grantSellerRole, type UserRef, userRefs } from './seller-role';
export { enabledStaffIdsWithRole, staffUserIds } from './staff-ids';

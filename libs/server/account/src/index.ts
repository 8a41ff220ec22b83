export { hashPassword, passwordMatches } from './passwords';
export {
  createStaffAccount,
  type NewStaffAccount,
  PASSWORD_LENGTH,
  StaffAccountRefused,
} from './staff-accounts';
export { lockUserForUpdate } from './lock';

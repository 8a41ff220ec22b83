// @mall/feature-staff — the staff console's screens: sign-in and the frame, loaded at once; the review queues
// and each task's evidence, and customer service's inbox, loaded when first opened.
export { SignInPage } from './sign-in/sign-in-page';
export { StaffShell } from './shell/staff-shell';
export { RequireSignIn } from './shell/require-sign-in';
export { AuditPage, MembersPage, QueuePage, QueueTaskPage, SupportPage } from './shell/lazy-pages';
export { queueKinds, staffPaths, type QueueKind } from './shared/staff-paths';
export { STAFF_STORAGE_PREFIX, staffStorage } from './shared/staff-storage';

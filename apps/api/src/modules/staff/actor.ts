import type { SessionUser } from '@mall/server-account';
import type { StaffActor } from '@mall/server-staff';

/** The signed-in staff member as the staff services name them (claims, four eyes, the audit). */
export const staffActorOf = (user: SessionUser): StaffActor => ({
  kind: 'staff',
  id: user.id,
  name: user.firstname,
});

import { useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  isApiError,
  type StaffRole,
  useAddStaffMemberMutation,
  useGetStaffMeQuery,
  useGetStaffMembersQuery,
  useUpdateStaffMemberMutation,
} from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { staffPaths } from '../shared/staff-paths';
import { STAFF_NAMESPACES } from '../shared/translator';
import { useWhen } from '../shared/use-when';
import type { MemberValues } from './member-schema';
import { MembersView } from './members-view';

/** The staff accounts (container, admins only): adding one, changing roles, disabling; `onSaved` confirms. */
export function MembersPage({ onSaved }: { onSaved: (message: string) => void }) {
  const { t } = useTranslation(STAFF_NAMESPACES);
  useDocumentTitle(t('members.title'));
  const when = useWhen();
  const { data: me } = useGetStaffMeQuery();
  const isAdmin = me?.roles.includes('admin') ?? false;
  const result = useGetStaffMembersQuery(undefined, { skip: !isAdmin });
  const [addMember] = useAddStaffMemberMutation();
  const [updateMember] = useUpdateStaffMemberMutation();
  if (me && !isAdmin) return <Navigate to={staffPaths.home} replace />;

  const onAdd = async (values: MemberValues) => {
    const answer = await addMember({
      email: values.email.trim(),
      name: values.name.trim(),
      password: values.password,
      roles: (['admin', 'reviewer', 'support'] as const).filter((role) => values[role]),
    });
    if (answer.data) {
      onSaved(t('members.added', { name: answer.data.name }));
      return undefined;
    }
    return isApiError(answer.error, ErrorCode.STAFF_EMAIL_TAKEN) ? { email: t('members.emailTaken') } : {};
  };
  const onUpdate = async (id: number, change: { roles?: StaffRole[]; disabled?: boolean }) => {
    const answer = await updateMember({ id, ...change });
    if (answer.data) onSaved(t('members.saved'));
    return answer.data !== undefined;
  };
  return (
    <MembersView
      t={t}
      members={queryState(result, { select: (data) => data.list })}
      meId={me?.id}
      when={when}
      onAdd={onAdd}
      onUpdate={onUpdate}
    />
  );
}

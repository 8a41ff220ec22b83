import { CheckboxField, FormikCheckboxField, FormikForm, FormikTextField } from '@mall/forms';
import { queryStateLabels } from '@mall/i18n';
import type { StaffMember, StaffRole } from '@mall/sdk';
import { Button, ConfirmDialog, QueryContent, type QueryState } from '@mall/ui';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import styles from '../shared/staff.module.css';
import type { StaffTranslator } from '../shared/translator';
import { memberSchema, type MemberValues } from './member-schema';

const roles: readonly StaffRole[] = ['admin', 'reviewer', 'support'];

export interface MembersViewProps {
  t: StaffTranslator;
  members: QueryState<StaffMember[]>;
  /** The signed-in admin: they cannot disable themselves here. */
  meId: number | undefined;
  when: (iso: string) => string;
  /** Resolves the field errors to show, or nothing when the account was added. */
  onAdd: (values: MemberValues) => Promise<Partial<Record<keyof MemberValues, string>> | undefined>;
  onUpdate: (id: number, change: { roles?: StaffRole[]; disabled?: boolean }) => Promise<boolean>;
}

/** One staff account: its roles as boxes (saved together) and enabling or disabling it. */
function MemberRow({
  t,
  member,
  isMe,
  when,
  onUpdate,
}: {
  t: StaffTranslator;
  member: StaffMember;
  isMe: boolean;
  when: (iso: string) => string;
  onUpdate: MembersViewProps['onUpdate'];
}) {
  const [chosen, setChosen] = useState<readonly StaffRole[]>(member.roles);
  const [confirming, setConfirming] = useState(false);
  const changed =
    chosen.length !== member.roles.length || chosen.some((role) => !member.roles.includes(role));
  return (
    <tr>
      <td data-label={t('members.name')}>
        <div>
          <span className={styles.who}>{member.name}</span>
          <span className={styles.contact}>{member.email}</span>
        </div>
      </td>
      <td data-label={t('members.roles')}>
        <fieldset className={styles.roles}>
          <legend className={styles.caption}>{t('members.roles')}</legend>
          {roles.map((role) => (
            <CheckboxField
              key={role}
              label={t(`members.role.${role}`)}
              checked={chosen.includes(role)}
              onChange={(event) =>
                setChosen(event.target.checked ? [...chosen, role] : chosen.filter((other) => other !== role))
              }
            />
          ))}
        </fieldset>
      </td>
      <td data-label={t('members.status')}>
        <div>
          {member.disabled ? t('members.disabled') : t('members.active')}
          <span className={styles.contact}>
            {t('members.since')} {when(member.created_at)}
          </span>
        </div>
      </td>
      <td data-label="" className={styles.rowActions}>
        <Button
          size="sm"
          variant="secondary"
          disabled={!changed || chosen.length === 0}
          onClick={() => void onUpdate(member.id, { roles: [...chosen] })}
        >
          {t('members.save')}
        </Button>
        {!isMe &&
          (member.disabled ? (
            <Button size="sm" variant="ghost" onClick={() => void onUpdate(member.id, { disabled: false })}>
              {t('members.enable')}
            </Button>
          ) : (
            <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
              {t('members.disable')}
            </Button>
          ))}
        <ConfirmDialog
          open={confirming}
          title={t('members.confirmDisable', { name: member.name })}
          confirmLabel={t('members.disable')}
          cancelLabel={t('decision.back')}
          tone="danger"
          onConfirm={() => {
            setConfirming(false);
            void onUpdate(member.id, { disabled: true });
          }}
          onCancel={() => setConfirming(false)}
        />
      </td>
    </tr>
  );
}

const blank: MemberValues = {
  email: '',
  name: '',
  password: '',
  admin: false,
  reviewer: true,
  support: false,
};

/** The staff accounts (admin): who has which roles, and a form to add one. */
export function MembersView({ t, members, meId, when, onAdd, onUpdate }: MembersViewProps) {
  const schema = useMemo(() => memberSchema(t), [t]);
  const add = async (values: MemberValues, helpers: FormikHelpers<MemberValues>) => {
    const errors = await onAdd(values);
    if (errors) helpers.setErrors(errors);
    else helpers.resetForm();
  };
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t('members.title')}</h1>
      </header>
      <div className={styles.membersLayout}>
        <QueryContent state={members} labels={queryStateLabels(t)}>
          {(list) => (
            <table className={styles.table}>
              <caption className={styles.caption}>{t('members.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.name')}</th>
                  <th scope="col">{t('members.roles')}</th>
                  <th scope="col">{t('members.status')}</th>
                  <th scope="col">
                    <span className={styles.caption}>{t('members.save')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((member) => (
                  <MemberRow
                    key={`${member.id}-${member.roles.join()}-${member.disabled}`}
                    t={t}
                    member={member}
                    isMe={member.id === meId}
                    when={when}
                    onUpdate={onUpdate}
                  />
                ))}
              </tbody>
            </table>
          )}
        </QueryContent>
        <section className={styles.decision} aria-labelledby="add-member">
          <h2 id="add-member" className={styles.sectionTitle}>
            {t('members.addTitle')}
          </h2>
          <Formik initialValues={blank} validationSchema={schema} onSubmit={add}>
            {(formik) => (
              <FormikForm schema={schema}>
                <FormikTextField
                  name="email"
                  type="email"
                  label={t('members.email')}
                  autoComplete="off"
                  required
                />
                <FormikTextField name="name" label={t('members.name')} autoComplete="off" required />
                <FormikTextField
                  name="password"
                  type="password"
                  label={t('members.password')}
                  autoComplete="new-password"
                  required
                />
                <fieldset className={styles.roles}>
                  <legend>{t('members.roles')}</legend>
                  {roles.map((role) => (
                    <FormikCheckboxField key={role} name={role} label={t(`members.role.${role}`)} />
                  ))}
                </fieldset>
                <Button type="submit" loading={formik.isSubmitting}>
                  {t('members.add')}
                </Button>
              </FormikForm>
            )}
          </Formik>
        </section>
      </div>
    </div>
  );
}

import { formatMoney } from '@mall/money';
import type { GetNoticesData, Notice, UserBalance, UserInfo } from '@mall/sdk';
import { Badge, Button, ConfirmDialog } from '@mall/ui';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../kit/avatar';
import type { Remote } from '../shared/remote';
import styles from './dashboard.module.css';
import { NoticeList } from './notice-list';

/** Balances are kept and shown in US dollars (docs/requirements.md R10.1: the wallet's currency). */
const USD = { code: 'USD', symbol: '$', decimals: 2 };

export interface DashboardViewProps {
  user: Remote<UserInfo>;
  unreadNotices: number;
  balance: Remote<UserBalance>;
  notices: Remote<GetNoticesData>;
  noticesPage: number;
  onNoticesPageChange: (page: number) => void;
  onOpenNotice: (notice: Notice) => void;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  onConnectTiktok: () => void;
  connectingTiktok: boolean;
  /** Called once the user confirmed. */
  onLogout: () => void;
  loggingOut: boolean;
  /** BCP 47 locale for numbers and dates. */
  locale: string;
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

function Profile({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.profile}>
      <Avatar src={user.avatar} firstname={user.firstname} lastname={user.lastname} />
      <div>
        <p className={styles.name}>{`${user.firstname} ${user.lastname}`.trim()}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('dashboard.profile.email')}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('dashboard.profile.invitationCode')}</dt>
            <dd>
              <code>{user.invitation_code}</code>
            </dd>
          </div>
        </dl>
        {user.seller_url && (
          <a className={styles.link} href={user.seller_url}>
            {t('dashboard.profile.sellerPanel')}
          </a>
        )}
      </div>
    </div>
  );
}

function Balance({ balance, locale }: { balance: Remote<UserBalance>; locale: string }) {
  const { t } = useTranslation('account');
  if (balance.status === 'loading') {
    return (
      <p role="status" aria-busy="true">
        {t('dashboard.balance.loading')}
      </p>
    );
  }
  if (balance.status === 'error') {
    return (
      <div role="alert" className={styles.problem}>
        <p>{t('dashboard.balance.failed')}</p>
        <button type="button" className={styles.retry} onClick={balance.retry}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  const money = (minor: number) => formatMoney(minor, USD, locale);
  return (
    <dl className={styles.figures}>
      <div>
        <dt>{t('dashboard.balance.available')}</dt>
        <dd className={styles.figure}>{money(balance.data.balance_minor)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.balance.frozen')}</dt>
        <dd className={styles.figure}>{money(balance.data.frozen_minor)}</dd>
      </div>
      <div>
        <dt>{t('dashboard.balance.pending')}</dt>
        <dd className={styles.figure}>{money(balance.data.pending_minor)}</dd>
      </div>
    </dl>
  );
}

/** /pages/mine/dashboard: who the user is, their counts, balance and notices, TikTok binding and logout. */
export function DashboardView(props: DashboardViewProps) {
  const { user, unreadNotices, locale } = props;
  const { t } = useTranslation('account');
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  if (user.status === 'loading') {
    return (
      <p className={styles.page} role="status" aria-busy="true">
        {t('dashboard.loading')}
      </p>
    );
  }
  if (user.status === 'error') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        <div role="alert" className={styles.problem}>
          <p>{t('dashboard.loadFailed')}</p>
          <Button onClick={user.retry}>{t('dashboard.retry')}</Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <div className={styles.grid}>
        <Section title={t('dashboard.profile.heading')}>
          <Profile user={user.data} />
        </Section>

        <Section title={t('dashboard.overview.heading')}>
          <dl className={styles.figures}>
            <div>
              <dt>{t('dashboard.overview.cart')}</dt>
              <dd className={styles.figure}>{user.data.card.count}</dd>
            </div>
            <div>
              <dt>{t('dashboard.overview.notices')}</dt>
              <dd className={styles.figure}>
                {unreadNotices > 0 ? (
                  <Badge
                    count={unreadNotices}
                    label={t('dashboard.overview.noticesBadge', { count: unreadNotices })}
                  />
                ) : (
                  0
                )}
              </dd>
            </div>
          </dl>
        </Section>

        <Section title={t('dashboard.balance.heading')}>
          <Balance balance={props.balance} locale={locale} />
        </Section>

        <Section title={t('dashboard.tiktok.heading')}>
          <p className={styles.muted}>{t('dashboard.tiktok.hint')}</p>
          <Button variant="secondary" loading={props.connectingTiktok} onClick={props.onConnectTiktok}>
            {t('dashboard.tiktok.connect')}
          </Button>
        </Section>
      </div>

      <Section
        title={t('dashboard.notices.heading')}
        actions={
          <Button
            variant="secondary"
            size="sm"
            disabled={unreadNotices === 0}
            loading={props.markingAllRead}
            onClick={props.onMarkAllRead}
          >
            {t('dashboard.notices.markAllRead')}
          </Button>
        }
      >
        <NoticeList
          notices={props.notices}
          page={props.noticesPage}
          onPageChange={props.onNoticesPageChange}
          onOpen={props.onOpenNotice}
          locale={locale}
        />
      </Section>

      <div className={styles.logout}>
        <Button variant="ghost" onClick={() => setConfirmingLogout(true)}>
          {t('dashboard.logout.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmingLogout}
        title={t('dashboard.logout.title')}
        message={t('dashboard.logout.message')}
        confirmLabel={t('dashboard.logout.confirm')}
        cancelLabel={t('dashboard.logout.cancel')}
        tone="danger"
        confirming={props.loggingOut}
        onConfirm={props.onLogout}
        onCancel={() => setConfirmingLogout(false)}
      />
    </div>
  );
}

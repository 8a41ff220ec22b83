import { formatMoney } from '@mall/money';
import type { GetNoticesData, Notice, UserBalance, UserInfo } from '@mall/sdk';
import { Badge, Button, Card, ConfirmDialog, QueryContent, type QueryState } from '@mall/ui';
import { routes } from '@mall/shop-routes';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../kit/avatar';
import type { AccountTranslator } from '../shared/translator';
import styles from './dashboard.module.css';
import { NoticeList } from './notice-list';
import { OrderShortcuts } from './order-shortcuts';

/** Balances are kept and shown in US dollars (docs/requirements.md R10.1: the wallet's currency). */
const USD = { code: 'USD', symbol: '$', decimals: 2 };

export interface DashboardViewProps {
  t: AccountTranslator;
  user: QueryState<UserInfo>;
  unreadNotices: number;
  balance: QueryState<UserBalance>;
  notices: QueryState<GetNoticesData>;
  noticesPage: number;
  onNoticesPageChange: (page: number) => void;
  onOpenNotice: (notice: Notice) => void;
  onMarkAllRead: () => void;
  markingAllRead: boolean;
  /** "Ways to sign in": the e-mail and TikTok (the page passes its container). */
  signInMethods?: ReactNode;
  /** Called once the user confirmed. */
  onLogout: () => void;
  loggingOut: boolean;
  /** BCP 47 locale for numbers and dates. */
  locale: string;
  /** Where a shopper applies to sell. */
  becomeSellerHref: string;
  /** Where the profile and password are changed. */
  settingsHref: string;
  /** Opens the seller app at this address, signed in. */
  onOpenSellerPanel: (sellerUrl: string) => void;
  openingSellerPanel: boolean;
  /** "Shops I follow" (the page passes its container). */
  followedShops?: ReactNode;
}

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card size="compact" aria-labelledby={id}>
      <div className={styles.cardHeader}>
        <h2 id={id} className={styles.cardTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

function Profile({
  t,
  user,
  ...seller
}: {
  t: AccountTranslator;
  user: UserInfo;
} & Pick<
  DashboardViewProps,
  'becomeSellerHref' | 'settingsHref' | 'onOpenSellerPanel' | 'openingSellerPanel'
>) {
  const sellerUrl = user.seller_url;
  return (
    <div className={styles.profile}>
      <Avatar src={user.avatar} firstname={user.firstname} lastname={user.lastname} />
      <div>
        <p className={styles.name}>{`${user.firstname} ${user.lastname}`.trim()}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('dashboard.profile.email')}</dt>
            <dd>{user.email || t('dashboard.profile.noEmail')}</dd>
          </div>
          <div>
            <dt>{t('dashboard.profile.invitationCode')}</dt>
            <dd>
              <code>{user.invitation_code}</code>
            </dd>
          </div>
        </dl>
        <div className={styles.links}>
          <Link className={styles.link} to={seller.settingsHref}>
            {t('dashboard.profile.settings')}
          </Link>
          <Link className={styles.link} to={routes.addressBook()}>
            {t('dashboard.profile.addressBook')}
          </Link>
          {sellerUrl ? (
            <Button
              variant="secondary"
              size="sm"
              loading={seller.openingSellerPanel}
              onClick={() => seller.onOpenSellerPanel(sellerUrl)}
            >
              {t('dashboard.profile.sellerPanel')}
            </Button>
          ) : (
            <Link className={styles.link} to={seller.becomeSellerHref}>
              {t('dashboard.profile.becomeSeller')}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}

function Balance({
  t,
  balance,
  locale,
}: {
  t: AccountTranslator;
  balance: QueryState<UserBalance>;
  locale: string;
}) {
  const money = (minor: number) => formatMoney(minor, USD, locale);
  return (
    <QueryContent
      state={balance}
      labels={{
        loading: t('dashboard.balance.loading'),
        error: t('dashboard.balance.failed'),
        retry: t('common:state.retry'),
      }}
    >
      {(data) => (
        <dl className={styles.figures}>
          <div>
            <dt>{t('dashboard.balance.available')}</dt>
            <dd className={styles.figure}>{money(data.balance_minor)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.balance.frozen')}</dt>
            <dd className={styles.figure}>{money(data.frozen_minor)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.balance.pending')}</dt>
            <dd className={styles.figure}>{money(data.pending_minor)}</dd>
          </div>
        </dl>
      )}
    </QueryContent>
  );
}

/** /pages/mine/dashboard: who the user is, their counts, balance and notices, ways to sign in and logout. */
export function DashboardView(props: DashboardViewProps) {
  const { t, user, unreadNotices, locale } = props;
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const labels = {
    loading: t('dashboard.loading'),
    error: t('dashboard.loadFailed'),
    retry: t('common:state.retry'),
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <QueryContent state={user} labels={labels}>
        {(data) => (
          <div className={styles.loaded}>
            <div className={styles.grid}>
              <Section title={t('dashboard.profile.heading')}>
                <Profile
                  t={t}
                  user={data}
                  becomeSellerHref={props.becomeSellerHref}
                  settingsHref={props.settingsHref}
                  onOpenSellerPanel={props.onOpenSellerPanel}
                  openingSellerPanel={props.openingSellerPanel}
                />
              </Section>

              <Section title={t('dashboard.overview.heading')}>
                <dl className={styles.figures}>
                  <div>
                    <dt>{t('dashboard.overview.cart')}</dt>
                    <dd className={styles.figure}>{data.card.count}</dd>
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

              <Section title={t('dashboard.orders.heading')}>
                <OrderShortcuts t={t} />
              </Section>

              <Section title={t('dashboard.balance.heading')}>
                <Balance t={t} balance={props.balance} locale={locale} />
                <Link to={routes.wallet()}>{t('dashboard.balance.open')}</Link>
              </Section>

              {props.signInMethods && <Section title={t('signIn.heading')}>{props.signInMethods}</Section>}
            </div>

            {props.followedShops}

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
                t={t}
                notices={props.notices}
                page={props.noticesPage}
                onPageChange={props.onNoticesPageChange}
                onOpen={props.onOpenNotice}
              />
            </Section>

            <div className={styles.logout}>
              <Button variant="ghost" onClick={() => setConfirmingLogout(true)}>
                {t('dashboard.logout.button')}
              </Button>
            </div>
          </div>
        )}
      </QueryContent>
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

import { useFormatDate } from '@mall/i18n';
import type { SellerApplication, ShopRegistration } from '@mall/sdk';
import { Card, QueryContent, Steps, type QueryState } from '@mall/ui';
import type { ReactNode } from 'react';
import { ApplicationForm } from '../application/application-form';
import type { ApplicationSchema, ApplicationValues } from '../application/application-schema';
import styles from '../shared/page.module.css';
import type { SellerTranslator } from '../shared/translator';
import { ShopRegistrationForm } from '../shop-registration/shop-registration-form';
import type {
  ShopRegistrationSchema,
  ShopRegistrationValues,
} from '../shop-registration/shop-registration-schema';

export interface BecomeSellerViewProps {
  t: SellerTranslator;
  application: QueryState<SellerApplication | null>;
  /** Asked for only once the application was accepted. */
  registration: QueryState<ShopRegistration | null>;
  applicationSchema: ApplicationSchema;
  registrationSchema: ShopRegistrationSchema;
  /** Resolve true once the server took the form. */
  onApply: (values: ApplicationValues) => Promise<boolean>;
  onRegister: (values: ShopRegistrationValues) => Promise<boolean>;
  /** The registration as it was before a trip to /choose-location, with the chosen place filled in. */
  registrationDraft?: ShopRegistrationValues;
  /** Opens /choose-location for the shop's address. */
  onChooseOnMap?: (values: ShopRegistrationValues) => void;
  /** Where an approved seller manages the shop (a link or a button). */
  sellerPanel: ReactNode;
}

const emptyRegistration: ShopRegistrationValues = {
  shop_name: '',
  contact_name: '',
  contact_phone: '',
  id_front: [],
  id_back: [],
  street: '',
  city: '',
  state: '',
  country: '',
  postcode: '',
  description: '',
};

/** A refusal: what was refused and the reviewer's words. */
function Refused({ t, title, message }: { t: SellerTranslator; title: string; message: string | null }) {
  return (
    <div role="alert" className={styles.refused}>
      <strong>{title}</strong>
      {message && (
        <p className={styles.reviewer}>
          <span>{t('apply.reviewerMessage')}: </span>
          {message}
        </p>
      )}
    </div>
  );
}

type StepProps<Application> = Omit<BecomeSellerViewProps, 'application'> & { application: Application };

function ApplicationStep(props: StepProps<SellerApplication | null>) {
  const { t, application } = props;
  const formatDate = useFormatDate();
  if (application?.status === 'pending') {
    return (
      <Card title={t('apply.heading')}>
        <p role="status" className={styles.status}>
          {t('apply.pending', { shopName: application.shop_name })}
        </p>
        <p className={styles.muted}>{t('apply.sentOn', { date: formatDate(application.created_at) })}</p>
      </Card>
    );
  }
  const refused = application?.status === 'refused' ? application : null;
  return (
    <Card title={t('apply.heading')}>
      {refused && <Refused t={t} title={t('apply.refused')} message={refused.message} />}
      <ApplicationForm
        t={t}
        schema={props.applicationSchema}
        initialValues={{ reason: refused?.reason ?? '', shop_name: refused?.shop_name ?? '' }}
        submitLabel={t(refused ? 'apply.resubmit' : 'apply.submit')}
        onSubmit={props.onApply}
      />
    </Card>
  );
}

function RegistrationStep(props: StepProps<SellerApplication>) {
  const { t, application } = props;
  return (
    <QueryContent
      className={styles.stack}
      state={props.registration}
      labels={{
        loading: t('become.loading'),
        error: t('become.loadFailed'),
        retry: t('common:state.retry'),
      }}
    >
      {(registration) => {
        if (registration?.status === 'approved') {
          return (
            <Card title={t('become.stepSell')}>
              <p role="status" className={styles.status}>
                {t('shop.approved', { shopName: registration.shop?.name ?? registration.shop_name })}
              </p>
              {props.sellerPanel}
            </Card>
          );
        }
        if (registration?.status === 'pending') {
          return (
            <Card title={t('shop.heading')}>
              <p role="status" className={styles.status}>
                {t('shop.pending', { shopName: registration.shop_name })}
              </p>
            </Card>
          );
        }
        const refused = registration?.status === 'refused' ? registration : null;
        return (
          <Card title={t('shop.heading')}>
            <p role="status" className={styles.status}>
              {t('apply.accepted', { shopName: application.shop_name })}
            </p>
            <p className={styles.muted}>{t('shop.intro')}</p>
            {refused && <Refused t={t} title={t('shop.refused')} message={refused.staff_message} />}
            <ShopRegistrationForm
              t={t}
              schema={props.registrationSchema}
              initialValues={
                props.registrationDraft ??
                (refused
                  ? { ...emptyRegistration, ...refused, id_front: [], id_back: [] }
                  : { ...emptyRegistration, shop_name: application.shop_name })
              }
              submitLabel={t(refused ? 'shop.resubmit' : 'shop.submit')}
              onSubmit={props.onRegister}
              onChooseOnMap={props.onChooseOnMap}
            />
          </Card>
        );
      }}
    </QueryContent>
  );
}

const stepOf = (application: SellerApplication | null, registration: ShopRegistration | null | undefined) => {
  if (application?.status !== 'accepted') return 0;
  return registration?.status === 'approved' ? 2 : 1;
};

/** /pages/shop/create: apply to sell, then register the shop, each with its state after sending. */
export function BecomeSellerView(props: BecomeSellerViewProps) {
  const { t } = props;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('become.title')}</h1>
      <p className={styles.intro}>{t('become.intro')}</p>
      <QueryContent
        className={styles.stack}
        state={props.application}
        labels={{
          loading: t('become.loading'),
          error: t('become.loadFailed'),
          retry: t('common:state.retry'),
        }}
      >
        {(application) => (
          <>
            <Steps
              label={t('become.steps')}
              current={stepOf(application, props.registration.data)}
              steps={[
                { id: 'apply', label: t('become.stepApply') },
                { id: 'register', label: t('become.stepRegister') },
                { id: 'sell', label: t('become.stepSell') },
              ]}
            />
            {application?.status === 'accepted' ? (
              <RegistrationStep {...props} application={application} />
            ) : (
              <ApplicationStep {...props} application={application} />
            )}
          </>
        )}
      </QueryContent>
    </div>
  );
}

import { Steps } from '@mall/ui';
import type { CartT } from './i18n';
import styles from './checkout.module.css';

export const checkoutSteps = ['cart', 'address', 'delivery', 'payment', 'confirmation'] as const;
export type CheckoutStep = (typeof checkoutSteps)[number];

/** Where the shopper is in checkout: my cart → shipping address → delivery → payment → confirmation. */
export function CheckoutSteps({ t, current }: { t: CartT; current: CheckoutStep }) {
  return (
    <Steps
      className={styles.steps}
      label={t('steps.label')}
      completedLabel={t('steps.completed')}
      current={checkoutSteps.indexOf(current)}
      steps={checkoutSteps.map((id) => ({ id, label: t(`steps.${id}`) }))}
    />
  );
}

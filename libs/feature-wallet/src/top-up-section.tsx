import type { RechargeOptions } from '@mall/sdk';
import { useState } from 'react';
import { CardTopUp } from './card-top-up';
import { OfflineTopUp } from './offline-top-up';
import type { WalletTranslator } from './translator';
import styles from './wallet.module.css';

const methods = ['offline', 'card'] as const;
type TopUpMethod = (typeof methods)[number];

/** Topping up: an offline crypto transfer that staff review, or a bank card charged at once. */
export function TopUpSection({
  t,
  options,
  locale,
}: {
  t: WalletTranslator;
  options: RechargeOptions;
  locale: string;
}) {
  const [method, setMethod] = useState<TopUpMethod>('offline');
  return (
    <>
      <fieldset className={styles.choices}>
        <legend>{t('topUp.method')}</legend>
        {methods.map((each) => (
          <label key={each} className={styles.choice}>
            <input
              type="radio"
              name="top_up_method"
              value={each}
              checked={each === method}
              onChange={() => setMethod(each)}
            />
            {t(`topUp.${each}`)}
          </label>
        ))}
      </fieldset>
      {method === 'offline' ? (
        <OfflineTopUp t={t} options={options} locale={locale} />
      ) : (
        <CardTopUp t={t} options={options} locale={locale} />
      )}
    </>
  );
}

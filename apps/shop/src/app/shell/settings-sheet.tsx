import { Sheet } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Preferences } from './preferences';

/** Language and currency in a sheet: loaded the first time the shopper opens it. */
export function SettingsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} title={t('nav.settings')} closeLabel={t('nav.close')} onClose={onClose}>
      <Preferences />
    </Sheet>
  );
}

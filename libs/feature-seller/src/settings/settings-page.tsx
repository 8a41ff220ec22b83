import { useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  isApiError,
  useGetUserInfoQuery,
  useUpdateUserMutation,
  useUploadFileMutation,
} from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SellerPanelButton } from '../seller-panel/seller-panel-button';
import { settingsSchema, type SettingsValues } from './settings-schema';
import { SettingsView } from './settings-view';

export interface SettingsPageProps {
  /** Where the browser goes for the seller app (this tab by default). */
  openUrl?: (url: string) => void;
}

/** /pages/mine/confing (behind RequireSignIn in the app). A new picture goes up first (purpose `avatar`). */
export function SettingsPage({ openUrl }: SettingsPageProps) {
  const { t } = useTranslation(['seller', 'common']);
  useDocumentTitle(t('settings.title'));
  const user = useGetUserInfoQuery();
  const [upload] = useUploadFileMutation();
  const [update] = useUpdateUserMutation();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => settingsSchema(t), [t]);

  const onSave = async ({
    avatar,
    new_password,
    confirm_password,
    current_password,
    ...fields
  }: SettingsValues) => {
    setSaved(false);
    let avatarUrl = user.data?.avatar ?? '';
    if (avatar[0]) {
      const uploaded = await upload({ file: avatar[0], purpose: 'avatar' });
      if (!uploaded.data) return { saved: false } as const;
      avatarUrl = uploaded.data.url;
    }
    const result = await update({
      ...fields,
      avatar: avatarUrl,
      ...(new_password ? { new_password, confirm_password, current_password } : {}),
    });
    if (isApiError(result.error, ErrorCode.EDIT_DATA_INVALID)) {
      return {
        saved: false,
        errors: { current_password: t('settings.validation.currentPasswordWrong') },
      } as const;
    }
    if (result.error) return { saved: false } as const;
    setSaved(true);
    return { saved: true } as const;
  };

  return (
    <SettingsView
      t={t}
      user={queryState(user)}
      schema={schema}
      onSave={onSave}
      saved={saved}
      sellerPanel={<SellerPanelButton label={t('shop.openPanel')} openUrl={openUrl} />}
    />
  );
}

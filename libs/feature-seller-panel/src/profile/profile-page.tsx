import { useDocumentTitle } from '@mall/i18n';
import {
  ErrorCode,
  isApiError,
  useGetSellerProfileQuery,
  useUpdateSellerProfileMutation,
  useUploadFileMutation,
} from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PANEL_NAMESPACES } from '../shared/translator';
import { profileSchema, type ProfileValues } from './profile-schema';
import { ProfileView } from './profile-view';

export interface ProfilePageProps {
  /** Tells the seller a change was saved (the app's toast). */
  onSaved?: (message: string) => void;
}

/** The seller's profile; a new photo goes up first (purpose `avatar`) and the profile then names it. */
export function ProfilePage({ onSaved }: ProfilePageProps) {
  const { t } = useTranslation(PANEL_NAMESPACES);
  useDocumentTitle(t('profile.title'));
  const profile = useGetSellerProfileQuery();
  const [upload] = useUploadFileMutation();
  const [update] = useUpdateSellerProfileMutation();
  const schema = useMemo(() => profileSchema(t), [t]);

  const onSave = async ({
    photo,
    password,
    confirm_password,
    current_password,
    ...fields
  }: ProfileValues) => {
    let photoUrl = profile.data?.photo ?? '';
    if (photo[0]) {
      const uploaded = await upload({ file: photo[0], purpose: 'avatar' });
      if (!uploaded.data) return { saved: false } as const;
      photoUrl = uploaded.data.url;
    }
    const result = await update({
      ...fields,
      photo: photoUrl,
      ...(password ? { password, confirm_password, current_password } : {}),
    });
    if (isApiError(result.error, ErrorCode.EDIT_DATA_INVALID)) {
      return { saved: false, errors: { current_password: t('validation.currentPasswordWrong') } } as const;
    }
    if (result.error) return { saved: false } as const;
    onSaved?.(t('app.saved'));
    return { saved: true } as const;
  };

  return <ProfileView t={t} profile={queryState(profile)} schema={schema} onSave={onSave} />;
}

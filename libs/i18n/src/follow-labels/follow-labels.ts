import { useTranslation } from 'react-i18next';
import { bcp47, DEFAULT_LANGUAGE, isLanguage } from '../languages';

/** The texts of a shop's Follow button (`FollowButtonLabels` of the UI kit), from the `follow` namespace. */
export interface FollowLabels {
  follow: string;
  following: string;
  followers: string;
  notifyOn: string;
  notifyOff: string;
}

/** The Follow button's texts for a shop and its follower count, in the interface language. */
export function useFollowLabels(shopName: string, followerCount: number): FollowLabels {
  const { t, i18n } = useTranslation('follow');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const total = new Intl.NumberFormat(bcp47(isLanguage(language) ? language : DEFAULT_LANGUAGE)).format(
    followerCount,
  );
  return {
    follow: t('button.follow'),
    following: t('button.following'),
    followers: t('button.followers', { total }),
    notifyOn: t('button.notifyOn', { shop: shopName }),
    notifyOff: t('button.notifyOff', { shop: shopName }),
  };
}

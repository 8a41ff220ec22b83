import { bcp47, isLanguage, useDocumentTitle } from '@mall/i18n';
import {
  useApplySellerMutation,
  useGetSellerApplicationQuery,
  useGetShopRegistrationQuery,
  useRegisterShopMutation,
  useUploadFileMutation,
} from '@mall/sdk';
import { chooseLocationLink, keepDraft, routes, takeChosenPlace, takeDraft } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applicationSchema, type ApplicationValues } from '../application/application-schema';
import { SellerPanelButton } from '../seller-panel/seller-panel-button';
import {
  shopRegistrationSchema,
  type ShopRegistrationValues,
} from '../shop-registration/shop-registration-schema';
import { BecomeSellerView } from './become-seller-view';

export interface BecomeSellerPageProps {
  /** Where the browser goes for the seller app (this tab by default). */
  openUrl?: (url: string) => void;
}

/** /pages/shop/create (behind RequireSignIn in the app): the seller application, then the shop registration. */
export function BecomeSellerPage({ openUrl }: BecomeSellerPageProps) {
  const { t, i18n } = useTranslation(['seller', 'common']);
  useDocumentTitle(t('become.title'));
  const navigate = useNavigate();
  const back = routes.createShop();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // Back from /choose-location: the registration as it was (pictures included), with the place filled in.
  const [registrationDraft] = useState(() => {
    const draft = takeDraft<ShopRegistrationValues>(`shop:${back}`);
    const place = takeChosenPlace(back);
    if (!draft || !place) return draft;
    const countries = new Intl.DisplayNames([isLanguage(language) ? bcp47(language) : 'en'], {
      type: 'region',
    });
    return {
      ...draft,
      city: place.city ?? draft.city,
      country: place.country ? (countries.of(place.country) ?? place.country) : draft.country,
    };
  });
  const application = useGetSellerApplicationQuery();
  const accepted = application.data?.status === 'accepted';
  const registration = useGetShopRegistrationQuery(undefined, { skip: !accepted });
  const [apply] = useApplySellerMutation();
  const [upload] = useUploadFileMutation();
  const [register] = useRegisterShopMutation();
  const schemas = useMemo(
    () => ({ application: applicationSchema(t), registration: shopRegistrationSchema(t) }),
    [t],
  );

  const onApply = async (values: ApplicationValues) => {
    const result = await apply(values);
    return !('error' in result);
  };

  // The document's pictures go up first (private uploads); the registration then names them.
  const onRegister = async ({ id_front, id_back, ...fields }: ShopRegistrationValues) => {
    const sides = await Promise.all(
      [id_front[0]!, id_back[0]!].map((file) => upload({ file, purpose: 'id_document' })),
    );
    const [front, back] = sides.map((side) => side.data);
    if (!front || !back) return false;
    const result = await register({ ...fields, id_front_file_id: front.id, id_back_file_id: back.id });
    return !('error' in result);
  };

  return (
    <BecomeSellerView
      t={t}
      application={queryState(application)}
      registration={queryState(registration)}
      applicationSchema={schemas.application}
      registrationSchema={schemas.registration}
      onApply={onApply}
      onRegister={onRegister}
      registrationDraft={registrationDraft}
      onChooseOnMap={(values) => {
        keepDraft(`shop:${back}`, values);
        navigate(chooseLocationLink(back));
      }}
      sellerPanel={<SellerPanelButton label={t('shop.openPanel')} openUrl={openUrl} />}
    />
  );
}

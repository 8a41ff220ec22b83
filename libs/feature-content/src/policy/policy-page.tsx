import { useDocumentTitle } from '@mall/i18n';
import {
  useGetAboutUsQuery,
  useGetPrivacyPolicyQuery,
  useGetReturnPolicyQuery,
  useGetSupportPolicyQuery,
  useGetTermsPolicyQuery,
  useGetUserAgreementQuery,
} from '@mall/sdk';
import { routes } from '@mall/shop-routes';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { isPolicySlug, type PolicySlug } from './policy-slugs';
import { PolicyView } from './policy-view';

/** The query of one policy page; the hooks of the others are skipped (hooks cannot be chosen per render). */
function usePolicyQuery(slug: PolicySlug | undefined) {
  const queries = {
    terms: useGetTermsPolicyQuery(undefined, { skip: slug !== 'terms' }),
    privacy: useGetPrivacyPolicyQuery(undefined, { skip: slug !== 'privacy' }),
    return: useGetReturnPolicyQuery(undefined, { skip: slug !== 'return' }),
    support: useGetSupportPolicyQuery(undefined, { skip: slug !== 'support' }),
    about_us: useGetAboutUsQuery(undefined, { skip: slug !== 'about_us' }),
    user: useGetUserAgreementQuery(undefined, { skip: slug !== 'user' }),
  };
  return queries[slug ?? 'terms'];
}

/** docs/requirements.md R1 `/pages/policy/:slug` (terms, support, return, privacy, about_us, user); other slugs are not found. */
export function PolicyPage() {
  const { t } = useTranslation(['content', 'common']);
  const { slug } = useParams();
  const known = isPolicySlug(slug) ? slug : undefined;
  const policy = queryState(usePolicyQuery(known), { keepPrevious: false });
  const name = known ? t(`policy.names.${known}`) : undefined;
  useDocumentTitle(policy.data?.title.text || name);
  if (!known || !name) return <Navigate to={routes.notFound()} replace />;
  return <PolicyView t={t} name={name} policy={policy} />;
}

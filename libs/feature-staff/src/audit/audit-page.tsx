import { useDocumentTitle } from '@mall/i18n';
import { type StaffTaskKind, useGetStaffAuditQuery } from '@mall/sdk';
import { queryState } from '@mall/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queueKinds, taskKindOf } from '../shared/staff-paths';
import { STAFF_NAMESPACES } from '../shared/translator';
import { formatUsd } from '../shared/usd';
import { useLocale } from '../shared/use-locale';
import { useWhen } from '../shared/use-when';
import { AuditView } from './audit-view';

const AUDIT_PAGE_SIZE = 50;

/** The audit (container): the queue filter and page live in the address. */
export function AuditPage() {
  const { t } = useTranslation(STAFF_NAMESPACES);
  useDocumentTitle(t('audit.title'));
  const locale = useLocale();
  const when = useWhen();
  const [params, setParams] = useSearchParams();
  const kind =
    queueKinds.map((queue) => taskKindOf[queue]).find((known) => known === params.get('kind')) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const result = useGetStaffAuditQuery({ page, page_size: AUDIT_PAGE_SIZE, ...(kind && { kind }) });
  const go = (next: { kind?: StaffTaskKind | ''; page?: number }) => {
    const chosen = { kind, page: 1, ...next };
    setParams({
      ...(chosen.kind && { kind: chosen.kind }),
      ...(chosen.page > 1 && { page: String(chosen.page) }),
    });
  };
  return (
    <AuditView
      t={t}
      steps={queryState(result, { select: (data) => data.list })}
      kind={kind}
      onKindChange={(next) => go({ kind: next })}
      page={page}
      hasMore={result.data?.has_more ?? false}
      onPage={(next) => go({ page: next })}
      when={when}
      money={(minor) => formatUsd(minor, locale)}
    />
  );
}

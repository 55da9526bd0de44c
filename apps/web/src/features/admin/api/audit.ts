import { calls, type TAuditQuery } from '@haoyue/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { apiQuery } from '../../../lib/api-query';
import { adminKeys } from './keys';

export type AuditFilter = Partial<TAuditQuery>;

/** One page of the audit log, filtered on the server. */
export const auditQuery = apiQuery(
  (filter: AuditFilter) => adminKeys.audit(filter),
  (filter: AuditFilter, signal: AbortSignal) =>
    apiCall(calls.admin.listAudit, { query: filter }, { signal }),
  { placeholderData: keepPreviousData, staleTime: 0 },
);

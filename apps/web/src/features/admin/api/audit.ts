import { calls, type TAuditQuery } from '@haoyue/contracts';
import { apiPageQuery } from '../../../lib/api-query';
import { adminKeys } from './keys';

export type AuditFilter = Partial<TAuditQuery>;

/** One page of the audit log, filtered on the server. */
export const auditQuery = apiPageQuery(
  calls.admin.listAudit,
  (filter: AuditFilter) => adminKeys.audit(filter),
  { staleTime: 0 },
);

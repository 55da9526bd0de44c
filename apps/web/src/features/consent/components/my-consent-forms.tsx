import { Stack, Title } from '@mantine/core';
import { calls, type TCustomer } from '@haoyue/contracts';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { consentKeys } from '../api/keys';
import { MemberConsentPanel } from './member-consent-panel';

/**
 * `/user/consent-form` opened without a form: every seller the user is a customer of, each with
 * the forms their visits still need and the ones they filled (opening each), as the member
 * card's 同意書 tab shows them for one seller.
 */
export function MyConsentForms() {
  const records = useSignedInQuery<TCustomer[]>({
    queryKey: consentKeys.records(),
    queryFn: ({ signal }) => apiData(calls.membership.listMyCustomers, { query: {} }, signal),
  });
  if (records.isPending) return <PageLoader />;
  if (records.isError) return <QueryErrorState query={records} />;
  if (records.data.length === 0) {
    return (
      <EmptyState
        title="還沒有同意書"
        description="預約需要同意書的服務後，待填寫與已填寫的同意書都會列在這裡。"
      />
    );
  }
  return (
    <Stack gap="xl" data-testid="my-consent-forms">
      {records.data.map((record) => (
        <Stack key={record.id} gap="md" component="section" aria-label={record.sellerName}>
          <Title order={2} size="h3">
            {record.sellerName}
          </Title>
          <MemberConsentPanel customerId={record.id} headingOrder={3} />
        </Stack>
      ))}
    </Stack>
  );
}

import { Stack, Title } from '@mantine/core';
import { calls, type TCustomer } from '@haoyue/contracts';
import { apiData, useSignedInQuery } from '../../../lib/api-query';
import { PageLoader } from '../../../ui/page-loader';
import { QueryStates } from '../../../ui/query-states';
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
  return (
    <QueryStates
      query={records}
      items={records.data}
      loading={<PageLoader />}
      empty={{
        title: '還沒有同意書',
        description: '預約需要同意書的服務後，待填寫與已填寫的同意書都會列在這裡。',
      }}
    >
      {(list) => (
        <Stack gap="xl" data-testid="my-consent-forms">
          {list.map((record) => (
            <Stack key={record.id} gap="md" component="section" aria-label={record.sellerName}>
              <Title order={2} size="h3">
                {record.sellerName}
              </Title>
              <MemberConsentPanel customerId={record.id} headingOrder={3} />
            </Stack>
          ))}
        </Stack>
      )}
    </QueryStates>
  );
}

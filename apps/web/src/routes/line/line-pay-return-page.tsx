import { Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import {
  LinePayReturn,
  linePayReturnParams,
} from '../../features/checkout/components/line-pay-return';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { PageContainer } from '../../ui/page-container';

/**
 * LINE Pay's return for a payment started in an area of its own: `/line/{sellerId}/…` (the
 * pay call's `returnTo: 'line'`), `/buyer-app/…` (`'app'`) and `/google-reserve-user/…`
 * (`'google'`). The site's return, inside the area's layout: it confirms the payment and opens
 * the order in the area (its paths, and in the Google area its own sign-in).
 */
export default function LinePayReturnPage() {
  usePageTitle('LINE Pay 付款');
  const [params] = useSearchParams();
  const payment = linePayReturnParams(params);
  return (
    <PageContainer size="xs">
      <Title order={1} size="h2" mb="lg">
        LINE Pay 付款
      </Title>
      {payment ? (
        <LinePayReturn {...payment} />
      ) : (
        <EmptyState title="找不到這筆付款" description="連結不完整，請回到訂單重新付款。" />
      )}
    </PageContainer>
  );
}

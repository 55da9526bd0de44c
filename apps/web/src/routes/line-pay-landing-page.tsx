import { Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import content from '../features/marketing/content/line-pay.json';
import {
  LinePayReturn,
  linePayReturnParams,
} from '../features/checkout/components/line-pay-return';
import { usePageTitle } from '../lib/use-page-title';
import { MarketingPage } from '../ui/marketing/marketing-page';
import { PageContainer } from '../ui/page-container';

/** LINE Pay's return: the customer paid (or cancelled) on LINE Pay's page. */
function PaymentReturn(props: { paymentId: number; transactionId: string; cancelled: boolean }) {
  usePageTitle('LINE Pay 付款');
  return (
    <PageContainer size="xs">
      <Title order={1} size="h2" mb="lg">
        LINE Pay 付款
      </Title>
      <LinePayReturn {...props} />
    </PageContainer>
  );
}

/**
 * `/line-pay-landing`: LINE Pay prepayments' marketing page (deposits that cut no-shows); with
 * LINE Pay's `paymentId` and `transactionId` in the URL, where LINE Pay sends the customer back.
 */
export default function LinePayLandingPage() {
  const [params] = useSearchParams();
  const payment = linePayReturnParams(params);
  if (payment) return <PaymentReturn {...payment} />;
  return <MarketingPage content={content} />;
}

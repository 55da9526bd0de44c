import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { useConfirmPayment } from '../api/confirm-payment';
import { PAYMENT_SECTION_ID } from './order-payment-section';

/** What the order page shows on arrival from a LINE Pay payment that went through. */
export const PAID_NOTICE = '付款完成，預約已確認。';

/** Props of {@link LinePayReturn}. */
export interface LinePayReturnProps {
  paymentId: number;
  transactionId: string;
  /** The customer pressed cancel on LINE Pay's page. */
  cancelled: boolean;
}

/** LINE Pay's return parameters in a landing URL, or null when they are not there. */
export function linePayReturnParams(params: URLSearchParams): LinePayReturnProps | null {
  const paymentId = Number(params.get('paymentId'));
  const transactionId = params.get('transactionId') ?? '';
  if (!Number.isSafeInteger(paymentId) || paymentId <= 0 || !/^\d{1,25}$/.test(transactionId)) {
    return null;
  }
  return { paymentId, transactionId, cancelled: params.get('cancelled') === '1' };
}

function Outcome({
  title,
  children,
  color,
  testId,
}: {
  title: string;
  children: React.ReactNode;
  color: 'red' | 'orange' | 'teal';
  testId: string;
}) {
  return (
    <Stack gap="md" data-testid="line-pay-return" data-outcome={testId}>
      <Alert color={color} variant="light" title={title} role="alert">
        {children}
      </Alert>
    </Stack>
  );
}

/**
 * Back from LINE Pay (/line-pay-landing?paymentId=…&transactionId=…, or the LINE area's
 * /line/{sellerId}/line-pay-landing): confirms the payment once, shows 付款確認中 while it
 * settles (asking again every 2 s, for a minute at most), then opens the order with 付款完成; a
 * cancelled or failed payment leads back to the order to try again. The links stay in the area
 * the page renders in.
 */
export function LinePayReturn({ paymentId, transactionId, cancelled }: LinePayReturnProps) {
  const { query, gaveUp } = useConfirmPayment(paymentId, transactionId, cancelled);
  const navigate = useNavigate();
  const areaPaths = useAreaPaths();
  const orderHref = (orderKey: string) => `${areaPaths.order(orderKey)}#${PAYMENT_SECTION_ID}`;
  const result = query.data;
  const paid = result?.status === 'SUCCEEDED' && !result.refunded;
  useEffect(() => {
    if (paid) {
      void navigate(`${areaPaths.order(result.orderKey)}#${PAYMENT_SECTION_ID}`, {
        replace: true,
        state: { paymentNotice: PAID_NOTICE },
      });
    }
  }, [paid, result?.orderKey, navigate, areaPaths]);

  if (query.isError) {
    return (
      <Outcome title="無法確認付款" color="red" testId="error">
        <Stack gap="sm">
          <Text size="sm">{query.error.message}</Text>
          <Text size="sm">若已完成付款，請稍後到「我的預約」查看訂單狀態。</Text>
          <Button component={Link} to={areaPaths.orders()} variant="default">
            我的預約
          </Button>
        </Stack>
      </Outcome>
    );
  }
  if (result?.refunded) {
    return (
      <Outcome title="訂單已取消或逾期" color="orange" testId="refunded">
        <Stack gap="sm">
          <Text size="sm">訂單已取消或逾期，款項將全額退還。</Text>
          <Button component={Link} to={orderHref(result.orderKey)} variant="default">
            查看訂單
          </Button>
        </Stack>
      </Outcome>
    );
  }
  if (result && ['FAILED', 'EXPIRED', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(result.status)) {
    return (
      <Outcome title="付款未完成" color="red" testId="failed">
        <Stack gap="sm">
          <Text size="sm">
            {cancelled ? '您已取消 LINE Pay 付款，' : 'LINE Pay 付款沒有完成，'}
            訂單尚未付款。您可以回到訂單重新付款。
          </Text>
          <Button component={Link} to={orderHref(result.orderKey)} data-testid="line-pay-retry">
            回到訂單重新付款
          </Button>
        </Stack>
      </Outcome>
    );
  }
  if (gaveUp && result) {
    return (
      <Outcome title="付款仍在確認中" color="orange" testId="timeout">
        <Stack gap="sm">
          <Text size="sm">LINE Pay 尚未回覆付款結果。確認完成後訂單會自動更新，請稍後查看。</Text>
          <Button component={Link} to={orderHref(result.orderKey)} variant="default">
            查看訂單
          </Button>
        </Stack>
      </Outcome>
    );
  }
  // Confirming, asking again, or on the way to the order page.
  return (
    <Stack
      align="center"
      gap="md"
      py="xl"
      role="status"
      aria-live="polite"
      data-testid="line-pay-return"
      data-outcome="confirming"
    >
      <Loader aria-hidden />
      <Title order={2} size="h3">
        {cancelled ? '處理中…' : '付款確認中…'}
      </Title>
      <Text size="sm" c="dimmed" ta="center">
        請稍候，不要關閉這個頁面。
      </Text>
    </Stack>
  );
}

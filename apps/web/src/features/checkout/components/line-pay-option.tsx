import { Button, Stack, Text } from '@mantine/core';
import type { TPrepaymentMethodOption } from '@haoyue/contracts';
import { useRef } from 'react';
import { useAreaPaths } from '../../../lib/area-paths';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { usePayPrepayment } from '../api/pay-prepayment';
import { attemptEnded, orderMoved } from '../lib/pay-errors';
import { MethodCard } from './method-card';
import { RequestErrorAlert } from '../../../ui/request-error-alert';

/** Props of {@link LinePayOption}. */
export interface LinePayOptionProps {
  orderId: number;
  option: TPrepaymentMethodOption;
  onOrderChanged: () => void;
}

/**
 * LINE Pay: asks for a payment and sends the customer to LINE Pay's page in this window; LINE
 * Pay sends them back to /line-pay-landing, or into the LINE area when it started there. One idempotency key per attempt: a double click, or
 * a retry after the network failed, asks for the same payment.
 */
export function LinePayOption({ orderId, option, onOrderChanged }: LinePayOptionProps) {
  const pay = usePayPrepayment(orderId);
  const { area } = useAreaPaths();
  const attemptKey = useRef<string | null>(null);
  const start = () => {
    attemptKey.current ??= newIdempotencyKey();
    pay.mutate(
      { method: 'LINE_PAY', idempotencyKey: attemptKey.current, returnTo: area },
      {
        onSuccess: (result) => {
          if (result.paymentUrl) window.location.assign(result.paymentUrl);
        },
        onError: (error) => {
          if (attemptEnded(error)) attemptKey.current = null;
          if (orderMoved(error)) onOrderChanged();
        },
      },
    );
  };
  // Once LINE Pay's page is asked for, the button stays busy until the browser leaves.
  const leaving = pay.isSuccess && pay.data.paymentUrl !== null;
  return (
    <MethodCard method="LINE_PAY">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          前往 LINE Pay 完成付款，付款後會自動回到這個頁面。
        </Text>
        {!option.available && option.unavailableReason && (
          <Text size="sm" c="red.9">
            {option.unavailableReason}
          </Text>
        )}
        <RequestErrorAlert error={pay.error} testId="line-pay-error" />
        <Button
          fullWidth
          onClick={start}
          loading={pay.isPending || leaving}
          disabled={!option.available}
          data-testid="pay-line-pay"
        >
          使用 LINE Pay 付款
        </Button>
      </Stack>
    </MethodCard>
  );
}

import { Paper, Title } from '@mantine/core';
import { ONLINE_PAYMENT_METHOD_LABELS, type TOnlinePaymentMethod } from '@haoyue/contracts';
import type { ReactNode } from 'react';

/** One way to pay, as a card headed by the method's name. */
export function MethodCard({
  method,
  children,
}: {
  method: TOnlinePaymentMethod;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="payment-method" data-method={method}>
      <Title order={3} size="h5" mb="xs">
        {ONLINE_PAYMENT_METHOD_LABELS[method]}
      </Title>
      {children}
    </Paper>
  );
}

import { Alert, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  PAYMENT_METHOD_LABELS,
  type TBalanceDue,
  type TOrder,
  type TPrepaymentMethodOption,
} from '@haoyue/contracts';
import { useState } from 'react';
import { useAreaPaths } from '../../../lib/area-paths';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { DialogActions } from '../../../ui/dialog-actions';
import { PaymentStatusBadge } from '../../../ui/payment-status-badge';
import { useBalanceDue, usePayBalance } from '../api/balance-payment';
import { balanceErrorMessage, newIdempotencyKey } from '../lib/balance-errors';

type Method = 'LINE_PAY' | 'DEPOSITORY';

/** Asks before stored value is spent: the amount, and what the balance will be after. */
function StoredValueDialog({
  opened,
  due,
  option,
  pending,
  error,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  due: TBalanceDue;
  option: TPrepaymentMethodOption;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const after = (option.balance ?? 0) - due.amount;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="以儲值金支付尾款"
      centered
      data-testid="balance-stored-value-dialog"
    >
      <Stack gap="sm">
        <Text size="sm">
          將從儲值金扣除 <b>{formatPrice(due.amount, due.currency)}</b> 支付尾款。
        </Text>
        <Text size="sm" c="dimmed">
          目前餘額 {formatPrice(option.balance ?? 0, due.currency)}，付款後餘額{' '}
          {formatPrice(after, due.currency)}。取消預約時，尾款會全額退回儲值金。
        </Text>
        <DialogActions
          error={error}
          errorTestId="balance-dialog-error"
          onBack={onClose}
          backDisabled={pending}
        >
          <Button onClick={onConfirm} loading={pending} data-testid="balance-stored-value-confirm">
            確認付款
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

/** One way to pay: its button, or why it cannot be used now. */
function MethodButton({
  option,
  currency,
  loading,
  disabled,
  onClick,
}: {
  option: TPrepaymentMethodOption;
  currency: TBalanceDue['currency'];
  loading: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  const label =
    option.method === 'LINE_PAY'
      ? '以 LINE Pay 支付'
      : `以儲值金支付${option.balance !== null ? `（餘額 ${formatPrice(option.balance, currency)}）` : ''}`;
  return (
    <Stack gap={2}>
      <Button
        fullWidth
        variant={option.method === 'LINE_PAY' ? 'filled' : 'light'}
        onClick={onClick}
        loading={loading}
        disabled={disabled || !option.available}
        data-testid={`balance-pay-${option.method}`}
      >
        {label}
      </Button>
      {!option.available && option.unavailableReason && (
        <Text size="xs" c="dimmed">
          {option.unavailableReason}
        </Text>
      )}
    </Stack>
  );
}

/** The rest paid online: each payment kept or refunded, with its method, amount and state. */
function BalancePaid({ due, timeZone }: { due: TBalanceDue; timeZone: string }) {
  const shown = (due.paymentable?.payments ?? []).filter((p) =>
    ['SUCCEEDED', 'PARTIALLY_REFUNDED', 'REFUNDED', 'CONFIRMING'].includes(p.status),
  );
  if (shown.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" data-testid="balance-payments">
      <Stack gap="xs">
        <Title order={2} size="h4">
          尾款付款紀錄
        </Title>
        {shown.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm">
                尾款・{PAYMENT_METHOD_LABELS[p.method]} {formatPrice(p.amount, p.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTimeLabel(p.createdAt, timeZone)}
                {p.refundedAmount > 0
                  ? `・已退款 ${formatPrice(p.refundedAmount, p.currency)}`
                  : ''}
              </Text>
            </Stack>
            <PaymentStatusBadge status={p.status} />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * 線上支付尾款 on the customer's order page (issue 15): the rest of a confirmed order (its total
 * less what was paid) by LINE Pay (the customer is sent to LINE Pay's page and comes back
 * through /line-pay-landing) or stored value (after a confirm dialog, at once). Self-contained:
 * it loads what remains itself and renders nothing when nothing can be paid online.
 */
export function BalancePayment({
  order,
  onPaid,
}: {
  order: Pick<TOrder, 'id' | 'orderKey' | 'status' | 'timeZone'>;
  /** Called after stored value paid the rest (the order page may refetch what it shows). */
  onPaid?: () => void;
}) {
  // Only a confirmed order may owe a payable rest; a closed one may show the rest it paid.
  if (order.status === 'AWAITING_PREPAYMENT') return null;
  return <BalancePaymentCard order={order} onPaid={onPaid} />;
}

function BalancePaymentCard({
  order,
  onPaid,
}: {
  order: Pick<TOrder, 'id' | 'orderKey' | 'timeZone'>;
  onPaid: (() => void) | undefined;
}) {
  const due = useBalanceDue(order.id);
  const pay = usePayBalance(order);
  const areaPaths = useAreaPaths();
  const [key, setKey] = useState(newIdempotencyKey);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [paidAmount, setPaidAmount] = useState<string | null>(null);

  if (paidAmount) {
    return (
      <Alert color="teal" variant="light" role="status" data-testid="balance-paid">
        <Text size="sm" c="teal.9" fw={600}>
          已以儲值金付清尾款 {paidAmount}
        </Text>
      </Alert>
    );
  }
  if (due.isPending) {
    return (
      <Skeleton
        h={96}
        radius="md"
        role="status"
        aria-label="載入尾款資訊"
        data-testid="balance-loading"
      />
    );
  }
  // The order page stands without this part: a failed load shows nothing rather than an error.
  if (due.isError) return null;
  if (!due.data.payable) return <BalancePaid due={due.data} timeZone={order.timeZone} />;
  const data = due.data;
  const storedValue = data.methods.find((m) => m.method === 'DEPOSITORY');
  const error = pay.isError ? balanceErrorMessage(pay.error) : null;

  const submit = (method: Method) => {
    pay.mutate(
      // LINE Pay brings the customer back to the area they paid from (the site or LINE).
      { method, idempotencyKey: key, returnTo: areaPaths.area },
      {
        onSuccess: (result) => {
          if (result.paymentUrl) {
            window.location.assign(result.paymentUrl);
            return;
          }
          setDialogOpen(false);
          setPaidAmount(formatPrice(result.payment.amount, result.payment.currency));
          onPaid?.();
        },
        // A failed attempt is over: the next click is a new one.
        onError: () => setKey(newIdempotencyKey()),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="balance-payment">
      <Stack gap="sm">
        <Title order={2} size="h4">
          線上支付尾款 {formatPrice(data.amount, data.currency)}
        </Title>
        <Text size="sm" c="dimmed">
          訂單總額扣除已付金額。也可以在到店時結帳。
        </Text>
        {data.methods.map((option) => (
          <MethodButton
            key={option.method}
            option={option}
            currency={data.currency}
            loading={pay.isPending && pay.variables?.method === option.method && !dialogOpen}
            disabled={pay.isPending}
            onClick={() => {
              pay.reset();
              if (option.method === 'DEPOSITORY') setDialogOpen(true);
              else submit('LINE_PAY');
            }}
          />
        ))}
        {error && !dialogOpen && (
          <Alert color="red" variant="light" role="alert" data-testid="balance-error">
            <Text size="sm" c="red.9">
              {error}
            </Text>
          </Alert>
        )}
      </Stack>
      {storedValue && (
        <StoredValueDialog
          opened={dialogOpen}
          due={data}
          option={storedValue}
          pending={pay.isPending}
          error={dialogOpen ? error : null}
          onClose={() => {
            setDialogOpen(false);
            pay.reset();
          }}
          onConfirm={() => submit('DEPOSITORY')}
        />
      )}
    </Card>
  );
}

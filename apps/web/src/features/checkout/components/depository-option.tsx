import { Button, Stack, Text } from '@mantine/core';
import type { TCurrency, TPrepaymentMethodOption } from '@haoyue/contracts';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { formatPrice } from '../../../lib/money';
import { usePayPrepayment } from '../api/pay-prepayment';
import { attemptEnded, orderMoved } from '../lib/pay-errors';
import { MethodCard } from './method-card';
import { DialogActions } from '../../../ui/dialog-actions';
import { ModalDialog } from '../../../ui/modal-dialog';

/** Props of {@link DepositoryOption}. */
export interface DepositoryOptionProps {
  orderId: number;
  option: TPrepaymentMethodOption;
  amount: number;
  currency: TCurrency;
  onOrderChanged: () => void;
  /** Called once the prepayment is paid from the balance. */
  onPaid: (message: string) => void;
}

/** 儲值金: the balance at this seller, and paying the prepayment from it after a confirmation. */
export function DepositoryOption({
  orderId,
  option,
  amount,
  currency,
  onOrderChanged,
  onPaid,
}: DepositoryOptionProps) {
  const pay = usePayPrepayment(orderId);
  const [asking, setAsking] = useState(false);
  // One key per confirmed attempt: a double click on 確認付款 spends once.
  const attemptKey = useRef<string | null>(null);
  const price = formatPrice(amount, currency);
  const close = () => {
    setAsking(false);
    pay.reset();
  };
  const confirm = () => {
    attemptKey.current ??= newIdempotencyKey();
    pay.mutate(
      { method: 'DEPOSITORY', idempotencyKey: attemptKey.current },
      {
        onSuccess: () => {
          attemptKey.current = null;
          setAsking(false);
          onPaid(`已使用儲值金支付訂金 ${price}，預約已確認。`);
          onOrderChanged();
        },
        onError: (error) => {
          if (attemptEnded(error)) attemptKey.current = null;
          if (orderMoved(error)) onOrderChanged();
        },
      },
    );
  };
  return (
    <MethodCard method="DEPOSITORY">
      <Stack gap="xs">
        <Text size="sm" data-testid="depository-balance">
          可用餘額 <b>{formatPrice(option.balance ?? 0, currency)}</b>
        </Text>
        {!option.available && option.unavailableReason && (
          <Text size="sm" c="red.9" data-testid="depository-unavailable">
            {option.unavailableReason}
          </Text>
        )}
        <Button
          fullWidth
          variant="light"
          onClick={() => {
            pay.reset();
            setAsking(true);
          }}
          disabled={!option.available}
          data-testid="pay-depository"
        >
          使用儲值金付款
        </Button>
      </Stack>
      <ModalDialog opened={asking} onClose={close} title="使用儲值金付款">
        <Stack gap="md" data-testid="depository-dialog">
          <Text>使用儲值金支付 {price}？</Text>
          <Text size="sm" c="dimmed">
            付款後餘額為 {formatPrice((option.balance ?? 0) - amount, currency)}。
          </Text>
          <DialogActions error={pay.error?.message} errorTestId="depository-error" onBack={close}>
            <Button onClick={confirm} loading={pay.isPending} data-testid="depository-confirm">
              確認付款
            </Button>
          </DialogActions>
        </Stack>
      </ModalDialog>
    </MethodCard>
  );
}

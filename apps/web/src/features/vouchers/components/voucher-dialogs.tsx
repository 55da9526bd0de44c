import { NumberInput, Radio, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  COUNTER_PAYMENT_METHODS,
  COUNTER_PAYMENT_METHOD_LABELS,
  type TCounterPaymentMethod,
  type TRefundVoucherRequest,
  type TVoucher,
  ZRefundVoucherRequest,
  formatOrderNumber,
} from '@haoyue/contracts';
import { useState } from 'react';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { EditDialog } from '../../../ui/edit-dialog';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import {
  useRefundVoucher,
  useSellVoucher,
  useUseVoucher,
  useVoucherBookings,
} from '../api/customer-vouchers';
import { useVoucherTemplates } from '../api/voucher-templates';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { toMinor } from '../../../lib/money';
import { sessionsLabel } from '../lib/voucher-labels';

// The counter's voucher dialogs: sell, use a session, refund the unused ones.
export const PAYMENT_OPTIONS = COUNTER_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: COUNTER_PAYMENT_METHOD_LABELS[m],
}));

export interface Scope {
  sellerId: number;
  customerId: number;
  timeZone: string;
}

/** 販售套票: a template on sale and how the customer paid; one key per opening. */
export function SellDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<TCounterPaymentMethod>('CASH');
  const templates = useVoucherTemplates(scope.sellerId);
  const sell = useSellVoucher(scope.sellerId, scope.customerId);
  const onSale = (templates.data ?? []).filter((t) => t.isActive);
  const chosen = onSale.find((t) => String(t.id) === templateId);
  return (
    <EditDialog
      opened
      title="販售套票"
      onClose={onClose}
      backLabel="返回"
      onSubmit={(event) => {
        event?.preventDefault();
        if (!chosen) return;
        sell.mutate(
          { templateId: chosen.id, paymentMethod, idempotencyKey },
          {
            onSuccess: () => {
              showNotification({ color: 'teal', message: `已販售「${chosen.name}」` });
              onClose();
            },
          },
        );
      }}
      submitLabel="確認販售"
      canSubmit={Boolean(chosen)}
      isSubmitting={sell.isPending}
      error={sell.error?.message}
      testId="voucher-sell-dialog"
      submitTestId="voucher-sell-confirm"
      errorTestId="voucher-sell-error"
    >
      <Select
        label="套票方案"
        placeholder={
          templates.isPending ? '載入中…' : onSale.length ? '選擇方案' : '尚無販售中的方案'
        }
        data={onSale.map((t) => ({
          value: String(t.id),
          label: `${t.name}（${t.sessions} 次・${formatPrice(t.price, t.currency)}）`,
        }))}
        value={templateId}
        onChange={setTemplateId}
        comboboxProps={{ withinPortal: true }}
        data-testid="voucher-sell-template"
      />
      <Select
        label="付款方式"
        allowDeselect={false}
        data={PAYMENT_OPTIONS}
        value={paymentMethod}
        onChange={(v) => v && setPaymentMethod(v as TCounterPaymentMethod)}
        comboboxProps={{ withinPortal: true }}
        data-testid="voucher-sell-payment"
      />
      {chosen && (
        <Text size="sm">
          收款 {formatPrice(chosen.price, chosen.currency)}，顧客取得 {chosen.sessions} 次。
        </Text>
      )}
    </EditDialog>
  );
}

/** 使用: one of the customer's bookings the voucher may serve; one key per opening. */
export function UseDialog({
  scope,
  voucher,
  onClose,
}: {
  scope: Scope;
  voucher: TVoucher;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [bookingId, setBookingId] = useState<string | null>(null);
  const bookings = useVoucherBookings(scope.sellerId, scope.customerId, voucher.id);
  const use = useUseVoucher(scope.sellerId, scope.customerId);
  return (
    <EditDialog
      opened
      title={`使用「${voucher.name}」`}
      onClose={onClose}
      backLabel="返回"
      onSubmit={(event) => {
        event?.preventDefault();
        if (!bookingId) return;
        use.mutate(
          { voucherId: voucher.id, bookingId: Number(bookingId), idempotencyKey },
          {
            onSuccess: () => {
              showNotification({ color: 'teal', message: '已使用 1 次' });
              onClose();
            },
          },
        );
      }}
      submitLabel="確認使用"
      canSubmit={Boolean(bookingId)}
      isSubmitting={use.isPending}
      error={use.error?.message}
      testId="voucher-use-dialog"
      submitTestId="voucher-use-confirm"
      errorTestId="voucher-use-error"
    >
      <Text size="sm">
        {sessionsLabel(voucher.sessionsLeft, voucher.sessionsTotal)}，使用後扣 1 次。
      </Text>
      {bookings.isPending ? (
        <Skeleton h={80} role="status" aria-label="載入中" />
      ) : bookings.isError ? (
        <QueryErrorState query={bookings} />
      ) : bookings.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          這位顧客沒有可使用這張套票的預約（需為適用服務、未取消且尚未扣過套票）。
        </Text>
      ) : (
        <Radio.Group
          label="選擇預約"
          value={bookingId}
          onChange={setBookingId}
          data-testid="voucher-use-booking"
        >
          <Stack gap="xs" mt="xs">
            {bookings.data.map((b) => (
              <Radio
                key={b.id}
                value={String(b.id)}
                label={`${formatDateTimeLabel(b.startsAt, b.timeZone)}・${b.serviceNames.join('、')}`}
                description={`${b.shopName}・訂單 ${formatOrderNumber(b.orderNumber)}`}
                data-testid="voucher-use-booking-option"
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
    </EditDialog>
  );
}

/** 退還: every unused session back, the money paid back and why; one key per opening. */
export function RefundDialog({
  scope,
  voucher,
  onClose,
}: {
  scope: Scope;
  voucher: TVoucher;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const refund = useRefundVoucher(scope.sellerId, scope.customerId);
  const form = useContractForm({
    initialValues: {
      amount: '' as number | string,
      paymentMethod: 'CASH' as TCounterPaymentMethod,
      reason: '',
    },
    schema: ZRefundVoucherRequest,
    toBody: (v): TRefundVoucherRequest => ({
      amount: toMinor(typedNumber(v.amount), voucher.currency),
      paymentMethod: v.paymentMethod,
      reason: v.reason.trim(),
      idempotencyKey,
    }),
  });
  return (
    <EditDialog
      opened
      title={`退還「${voucher.name}」`}
      onClose={onClose}
      backLabel="返回"
      onSubmit={form.onSubmit(() =>
        refund.mutate(
          { voucherId: voucher.id, ...form.body() },
          {
            onSuccess: () => {
              showNotification({ color: 'teal', message: '已退還套票' });
              onClose();
            },
          },
        ),
      )}
      submitLabel="確認退還"
      submitColor="red"
      isSubmitting={refund.isPending}
      error={refund.error?.message}
      testId="voucher-refund-dialog"
      submitTestId="voucher-refund-confirm"
      errorTestId="voucher-refund-error"
    >
      <Text size="sm">
        收回剩餘的 {voucher.sessionsLeft} 次（原價 {formatPrice(voucher.price, voucher.currency)}
        ），退還後無法再使用。
      </Text>
      <NumberInput
        label="退款金額"
        min={0}
        allowNegative={false}
        thousandSeparator=","
        {...form.getInputProps('amount')}
        data-testid="voucher-refund-amount"
      />
      <Select
        label="退款方式"
        allowDeselect={false}
        data={PAYMENT_OPTIONS}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('paymentMethod')}
        data-testid="voucher-refund-payment"
      />
      <TextInput
        label="退還原因"
        maxLength={200}
        {...form.getInputProps('reason')}
        data-testid="voucher-refund-reason"
      />
    </EditDialog>
  );
}

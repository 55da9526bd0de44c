import { Radio, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
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
import { formatPrice, toMinor } from '../../../lib/money';
import { typedNumber, useContractForm } from '../../../lib/use-contract-form';
import type { CustomerScope } from '../../../lib/customer-scope';
import { EditDialog, type EditDialogProps } from '../../../ui/edit-dialog';
import { QueryStates } from '../../../ui/query-states';
import { savedThen } from '../../../ui/saved-then';
import {
  useRefundVoucher,
  useSellVoucher,
  useUseVoucher,
  useVoucherBookings,
} from '../api/customer-vouchers';
import { useVoucherTemplates } from '../api/voucher-templates';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { sessionsLabel } from '../lib/voucher-labels';
import { PriceInput } from './price-input';

// The counter's voucher dialogs: sell, use a session, refund the unused ones.
export const PAYMENT_OPTIONS = COUNTER_PAYMENT_METHODS.map((m) => ({
  value: m,
  label: COUNTER_PAYMENT_METHOD_LABELS[m],
}));

/** Props of {@link VoucherDialog}. */
type VoucherDialogProps = Omit<
  EditDialogProps,
  'opened' | 'backLabel' | 'testId' | 'submitTestId' | 'errorTestId'
> & { kind: 'sell' | 'use' | 'refund' };

/** A counter dialog on a voucher: 返回 and its one action, test ids `voucher-<kind>-…`. */
function VoucherDialog({ kind, ...props }: VoucherDialogProps) {
  return (
    <EditDialog
      opened
      backLabel="返回"
      testId={`voucher-${kind}-dialog`}
      submitTestId={`voucher-${kind}-confirm`}
      errorTestId={`voucher-${kind}-error`}
      {...props}
    />
  );
}

/** Props of a dialog acting on one of the customer's vouchers. */
export interface VoucherActionProps {
  scope: CustomerScope;
  voucher: TVoucher;
  onClose: () => void;
}

/** 販售套票: a template on sale and how the customer paid; one key per opening. */
export function SellDialog({ scope, onClose }: { scope: CustomerScope; onClose: () => void }) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<TCounterPaymentMethod>('CASH');
  const templates = useVoucherTemplates(scope.sellerId);
  const sell = useSellVoucher(scope.sellerId, scope.customerId);
  const onSale = (templates.data ?? []).filter((t) => t.isActive);
  const chosen = onSale.find((t) => String(t.id) === templateId);
  return (
    <VoucherDialog
      kind="sell"
      title="販售套票"
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        if (!chosen) return;
        sell.mutate(
          { templateId: chosen.id, paymentMethod, idempotencyKey },
          savedThen(`已販售「${chosen.name}」`, onClose),
        );
      }}
      submitLabel="確認販售"
      canSubmit={Boolean(chosen)}
      save={sell}
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
    </VoucherDialog>
  );
}

/** 使用: one of the customer's bookings the voucher may serve; one key per opening. */
export function UseDialog({ scope, voucher, onClose }: VoucherActionProps) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [bookingId, setBookingId] = useState<string | null>(null);
  const bookings = useVoucherBookings(scope.sellerId, scope.customerId, voucher.id);
  const use = useUseVoucher(scope.sellerId, scope.customerId);
  return (
    <VoucherDialog
      kind="use"
      title={`使用「${voucher.name}」`}
      onClose={onClose}
      onSubmit={(event) => {
        event?.preventDefault();
        if (!bookingId) return;
        use.mutate(
          { voucherId: voucher.id, bookingId: Number(bookingId), idempotencyKey },
          savedThen('已使用 1 次', onClose),
        );
      }}
      submitLabel="確認使用"
      canSubmit={Boolean(bookingId)}
      save={use}
    >
      <Text size="sm">
        {sessionsLabel(voucher.sessionsLeft, voucher.sessionsTotal)}，使用後扣 1 次。
      </Text>
      <QueryStates
        query={bookings}
        items={bookings.data}
        loading={<Skeleton h={80} role="status" aria-label="載入中" />}
        empty={
          <Text size="sm" c="dimmed">
            這位顧客沒有可使用這張套票的預約（需為適用服務、未取消且尚未扣過套票）。
          </Text>
        }
      >
        {(list) => (
          <Radio.Group
            label="選擇預約"
            value={bookingId}
            onChange={setBookingId}
            data-testid="voucher-use-booking"
          >
            <Stack gap="xs" mt="xs">
              {list.map((b) => (
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
      </QueryStates>
    </VoucherDialog>
  );
}

/** 退還: every unused session back, the money paid back and why; one key per opening. */
export function RefundDialog({ scope, voucher, onClose }: VoucherActionProps) {
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
    <VoucherDialog
      kind="refund"
      title={`退還「${voucher.name}」`}
      onClose={onClose}
      onSubmit={form.onSubmit(() =>
        refund.mutate({ voucherId: voucher.id, ...form.body() }, savedThen('已退還套票', onClose)),
      )}
      submitLabel="確認退還"
      submitColor="red"
      save={refund}
    >
      <Text size="sm">
        收回剩餘的 {voucher.sessionsLeft} 次（原價 {formatPrice(voucher.price, voucher.currency)}
        ），退還後無法再使用。
      </Text>
      <PriceInput label="退款金額" {...form.field('amount', 'voucher-refund-amount')} />
      <Select
        label="退款方式"
        allowDeselect={false}
        data={PAYMENT_OPTIONS}
        comboboxProps={{ withinPortal: true }}
        {...form.field('paymentMethod', 'voucher-refund-payment')}
      />
      <TextInput label="退還原因" {...form.field('reason', 'voucher-refund-reason')} />
    </VoucherDialog>
  );
}

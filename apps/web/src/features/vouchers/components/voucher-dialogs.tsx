import {
  Button,
  Modal,
  NumberInput,
  Radio,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  COUNTER_PAYMENT_METHODS,
  COUNTER_PAYMENT_METHOD_LABELS,
  MEMBER_ITEM_LIMITS,
  type TCounterPaymentMethod,
  type TVoucher,
} from '@haoyue/contracts';
import { type ReactNode, useState } from 'react';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { DialogActions } from '../../../ui/dialog-actions';
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

/** A dialog's frame: title, close, the content. */
export function Dialog({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      <Stack gap="md" data-testid={testId}>
        {children}
      </Stack>
    </Modal>
  );
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
    <Dialog title="販售套票" onClose={onClose} testId="voucher-sell-dialog">
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
      <DialogActions error={sell.error?.message} errorTestId="voucher-sell-error" onBack={onClose}>
        <Button
          disabled={!chosen}
          loading={sell.isPending}
          onClick={() =>
            chosen &&
            sell.mutate(
              { templateId: chosen.id, paymentMethod, idempotencyKey },
              {
                onSuccess: () => {
                  showNotification({ color: 'teal', message: `已販售「${chosen.name}」` });
                  onClose();
                },
              },
            )
          }
          data-testid="voucher-sell-confirm"
        >
          確認販售
        </Button>
      </DialogActions>
    </Dialog>
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
    <Dialog title={`使用「${voucher.name}」`} onClose={onClose} testId="voucher-use-dialog">
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
                description={`${b.shopName}・訂單 ${b.orderNumber}`}
                data-testid="voucher-use-booking-option"
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <DialogActions error={use.error?.message} errorTestId="voucher-use-error" onBack={onClose}>
        <Button
          disabled={!bookingId}
          loading={use.isPending}
          onClick={() =>
            bookingId &&
            use.mutate(
              { voucherId: voucher.id, bookingId: Number(bookingId), idempotencyKey },
              {
                onSuccess: () => {
                  showNotification({ color: 'teal', message: '已使用 1 次' });
                  onClose();
                },
              },
            )
          }
          data-testid="voucher-use-confirm"
        >
          確認使用
        </Button>
      </DialogActions>
    </Dialog>
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
  const [amount, setAmount] = useState<number | string>('');
  const [paymentMethod, setPaymentMethod] = useState<TCounterPaymentMethod>('CASH');
  const [reason, setReason] = useState('');
  const refund = useRefundVoucher(scope.sellerId, scope.customerId);
  const major = typeof amount === 'number' ? amount : Number(amount);
  const minor = amount !== '' && Number.isFinite(major) ? toMinor(major, voucher.currency) : null;
  const amountValid = minor !== null && minor >= 0 && minor <= MEMBER_ITEM_LIMITS.amount;
  const valid = amountValid && reason.trim() !== '';
  return (
    <Dialog title={`退還「${voucher.name}」`} onClose={onClose} testId="voucher-refund-dialog">
      <Text size="sm">
        收回剩餘的 {voucher.sessionsLeft} 次（原價 {formatPrice(voucher.price, voucher.currency)}
        ），退還後無法再使用。
      </Text>
      <NumberInput
        label="退款金額"
        min={0}
        allowNegative={false}
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        error={amount !== '' && !amountValid ? '請輸入正確的金額' : undefined}
        data-testid="voucher-refund-amount"
      />
      <Select
        label="退款方式"
        allowDeselect={false}
        data={PAYMENT_OPTIONS}
        value={paymentMethod}
        onChange={(v) => v && setPaymentMethod(v as TCounterPaymentMethod)}
        comboboxProps={{ withinPortal: true }}
        data-testid="voucher-refund-payment"
      />
      <TextInput
        label="退還原因"
        value={reason}
        maxLength={200}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-testid="voucher-refund-reason"
      />
      <DialogActions
        error={refund.error?.message}
        errorTestId="voucher-refund-error"
        onBack={onClose}
      >
        <Button
          color="red"
          disabled={!valid}
          loading={refund.isPending}
          onClick={() =>
            valid &&
            refund.mutate(
              {
                voucherId: voucher.id,
                amount: minor!,
                paymentMethod,
                reason: reason.trim(),
                idempotencyKey,
              },
              {
                onSuccess: () => {
                  showNotification({ color: 'teal', message: '已退還套票' });
                  onClose();
                },
              },
            )
          }
          data-testid="voucher-refund-confirm"
        >
          確認退還
        </Button>
      </DialogActions>
    </Dialog>
  );
}

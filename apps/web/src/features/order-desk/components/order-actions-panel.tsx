import { Button, Group, Stack, Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useState, type ComponentProps } from 'react';
import { CancelReasonInput } from '../../../ui/cancel-reason-input';
import { useCancelOrder } from '../api/cancel-order';
import { useCompleteOrder } from '../api/complete-order';
import { useUsableVouchers } from '../api/customer-vouchers';
import { useMarkNoShow } from '../api/mark-no-show';
import { useMarkPaid, type ShopPaymentMethod } from '../api/mark-paid';
import { useCalendar } from '../../../lib/shop-orders/calendar-context';
import {
  newIdempotencyKey,
  orderActions,
  PAYMENT_METHOD_LABELS,
} from '../../../lib/shop-orders/order-status';
import { ActionError, ConfirmStep } from './form-actions';
import { RescheduleForm } from './reschedule-form';
import { type VoucherChoice, VoucherUses, voucherUsesOf } from './voucher-uses';

/** Props of {@link OrderActionsPanel}. */
export interface OrderActionsPanelProps {
  order: TOrder;
  /** An action went through: say so (the calendar refreshes by itself). */
  onChanged: (message: string, order: TOrder) => void;
}

type Mode = 'idle' | 'cancel' | 'reschedule' | 'no-show';

/** A confirmation step: its confirming button, and the question or field above it. */
type ConfirmAction = Omit<ComponentProps<typeof ConfirmStep>, 'onBack'>;

interface IdleAction {
  shown: boolean;
  label: string;
  color?: string;
  variant?: string;
  loading?: boolean;
  onClick: () => void;
  'data-testid': string;
}

/**
 * The shop's actions on a booking: complete, no-show, cancel with a reason, move, and record a
 * prepayment received in cash or by transfer. Each shows the API's message when refused.
 */
export function OrderActionsPanel({ order, onChanged }: OrderActionsPanelProps) {
  const { sellerId } = useCalendar();
  const [mode, setMode] = useState<Mode>('idle');
  const [reason, setReason] = useState('');
  // One key per paid click, kept for a retry of that same click.
  const [payment, setPayment] = useState<{ method: ShopPaymentMethod; key: string } | null>(null);
  const complete = useCompleteOrder(sellerId);
  // Voucher sessions the completion uses, and its key (one per opening of the panel).
  const [voucherChoice, setVoucherChoice] = useState<VoucherChoice>({});
  const [completeKey] = useState(newIdempotencyKey);
  const noShow = useMarkNoShow(sellerId);
  const cancel = useCancelOrder(sellerId);
  const markPaid = useMarkPaid(sellerId);
  const can = orderActions(order);
  const vouchers = useUsableVouchers(sellerId, order.customerId, can.complete);
  const voucherUses = voucherUsesOf(voucherChoice);
  const error = [complete, noShow, cancel, markPaid].find((m) => m.isError)?.error ?? null;
  const busy = complete.isPending || noShow.isPending || cancel.isPending || markPaid.isPending;

  const reset = () => {
    for (const m of [complete, noShow, cancel, markPaid]) m.reset();
  };
  // Every action starts by clearing the last refusal.
  const act = (run: () => void) => () => {
    reset();
    run();
  };
  // Opening a confirmation (or the move form) also drops any reason typed before.
  const open = (next: Mode) =>
    act(() => {
      setReason('');
      setMode(next);
    });
  const done = (message: string) => (updated: TOrder) => {
    setMode('idle');
    onChanged(message, updated);
  };
  const pay = (attempt: { method: ShopPaymentMethod; key: string }) => {
    reset();
    setPayment(attempt);
    markPaid.mutate(
      { orderId: order.id, method: attempt.method, idempotencyKey: attempt.key },
      {
        onSuccess: (updated) => {
          setPayment(null);
          done(`已記錄${PAYMENT_METHOD_LABELS[attempt.method]}收款，預約已確認`)(updated);
        },
      },
    );
  };

  // The buttons of the idle panel, two rows of two; each shows when the action is allowed.
  const idleRows: IdleAction[][] = [
    [
      {
        shown: can.complete,
        label: '標記完成',
        color: 'teal',
        loading: complete.isPending,
        onClick: act(() =>
          complete.mutate(
            { orderId: order.id, voucherUses, idempotencyKey: completeKey },
            {
              onSuccess: done(
                voucherUses.length ? `已標記完成，扣除套票 ${voucherUses.length} 次` : '已標記完成',
              ),
            },
          ),
        ),
        'data-testid': 'calendar-complete',
      },
      {
        shown: can.noShow,
        label: '未到',
        color: 'grape',
        variant: 'light',
        onClick: open('no-show'),
        'data-testid': 'calendar-no-show',
      },
    ],
    [
      {
        shown: can.reschedule,
        label: '改期',
        variant: 'default',
        onClick: open('reschedule'),
        'data-testid': 'calendar-reschedule-open',
      },
      {
        shown: can.cancel,
        label: '取消預約',
        color: 'red',
        variant: 'subtle',
        onClick: open('cancel'),
        'data-testid': 'calendar-cancel',
      },
    ],
  ];

  // What the cancel and no-show buttons ask before they act.
  const confirmations: Partial<Record<Mode, ConfirmAction>> = {
    cancel: {
      color: 'red',
      loading: cancel.isPending,
      onClick: act(() =>
        cancel.mutate({ orderId: order.id, reason }, { onSuccess: done('已取消預約') }),
      ),
      'data-testid': 'calendar-cancel-confirm',
      label: '確認取消預約',
      children: (
        <CancelReasonInput
          label="取消原因（選填，顧客會看到）"
          placeholder="例如：設計師臨時請假，已電話聯絡顧客改約"
          value={reason}
          onChange={setReason}
          data-testid="calendar-cancel-reason"
        />
      ),
    },
    'no-show': {
      color: 'grape',
      loading: noShow.isPending,
      onClick: act(() => noShow.mutate(order.id, { onSuccess: done('已標記為未到') })),
      'data-testid': 'calendar-no-show-confirm',
      label: '確認未到',
      children: <Text size="sm">確定將這筆預約標記為未到？時段會釋出給其他顧客。</Text>,
    },
  };
  const confirmation = confirmations[mode];

  if (!Object.values(can).some(Boolean)) return null;

  if (mode === 'reschedule') {
    return (
      <RescheduleForm order={order} onDone={done('已改期')} onCancel={() => setMode('idle')} />
    );
  }

  return (
    <Stack gap="sm" data-testid="calendar-order-actions">
      <ActionError error={error} testId="calendar-action-error">
        {payment && markPaid.isError && (
          <Button size="compact-xs" variant="white" ml="xs" onClick={() => pay(payment)}>
            重試
          </Button>
        )}
      </ActionError>

      {confirmation && <ConfirmStep onBack={() => setMode('idle')} {...confirmation} />}

      {mode === 'idle' && (
        <>
          {order.status === 'CONFIRMED' && !can.complete && (
            <Text size="sm" c="dimmed" data-testid="calendar-not-begun">
              預約開始後才能標記完成或未到；如需變更，請改期或取消。
            </Text>
          )}
          {can.markPaid && (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                已收到訂金？
              </Text>
              <Group gap="xs" grow>
                {(['CASH', 'BANK_TRANSFER'] as const).map((method) => (
                  <Button
                    key={method}
                    color="orange"
                    variant="light"
                    disabled={busy}
                    loading={markPaid.isPending && payment?.method === method}
                    onClick={() => pay({ method, key: newIdempotencyKey() })}
                    data-testid={`calendar-mark-paid-${method === 'CASH' ? 'cash' : 'transfer'}`}
                  >
                    已收款（{PAYMENT_METHOD_LABELS[method]}）
                  </Button>
                ))}
              </Group>
            </Stack>
          )}
          {can.complete && (
            <VoucherUses
              order={order}
              vouchers={vouchers.data}
              loading={vouchers.isPending && vouchers.fetchStatus !== 'idle'}
              choice={voucherChoice}
              onChange={setVoucherChoice}
            />
          )}
          {idleRows.map((row, i) => (
            <Group key={i} gap="xs" grow>
              {row
                .filter((action) => action.shown)
                .map(({ shown: _, label, ...action }) => (
                  <Button key={action['data-testid']} disabled={busy} {...action}>
                    {label}
                  </Button>
                ))}
            </Group>
          ))}
        </>
      )}
    </Stack>
  );
}

import { Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { TOrder } from '@haoyue/contracts';
import { useState } from 'react';
import { useRescheduleOrder } from '../api/reschedule-order';
import { useCalendar } from '../../../lib/shop-orders/calendar-context';
import { operatorsFor } from '../../../lib/shop-orders/calendar-shop';
import { shopClock } from '../../../lib/shop-orders/shop-time';
import { ActionError, ConfirmButtons } from './form-actions';
import { TimeChoice } from './time-choice';

/** Props of {@link RescheduleForm}. */
export interface RescheduleFormProps {
  order: TOrder;
  onDone: (order: TOrder) => void;
  onCancel: () => void;
}

// Form state kept hand-rolled: date, operator and start time are picks that reset each other, not validated fields.
/**
 * Moves a booking: pick a date, an operator who performs its services, and a start time among
 * the shop's free times, in which the booking's own time is not busy (it may move by a slot).
 */
export function RescheduleForm({ order, onDone, onCancel }: RescheduleFormProps) {
  const { sellerId, shop, operators } = useCalendar();
  const booking = order.bookings[0]!;
  const serviceIds = booking.serviceItems
    .map((s) => s.serviceId)
    .filter((id): id is number => id !== null);
  const able = operatorsFor(operators, serviceIds);
  const [date, setDate] = useState(shopClock(order.startTime, shop.timeZone).date);
  const [operatorId, setOperatorId] = useState<number>(booking.operatorId);
  const [startTime, setStartTime] = useState<string | null>(null);
  const reschedule = useRescheduleOrder(sellerId);
  const choices = able.some((o) => o.id === booking.operatorId)
    ? able
    : [{ id: booking.operatorId, displayName: booking.operator.displayName }, ...able];

  const submit = () => {
    if (!startTime) return;
    reschedule.mutate(
      {
        orderId: order.id,
        startTime,
        ...(operatorId !== booking.operatorId ? { operatorId } : {}),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <Stack gap="sm" data-testid="calendar-reschedule">
      <DatePickerInput
        label="新的日期"
        valueFormat="YYYY/MM/DD（dd）"
        value={date}
        onChange={(v) => {
          if (v) {
            setDate(v);
            setStartTime(null);
          }
        }}
        popoverProps={{ withinPortal: true }}
        data-testid="calendar-reschedule-date"
      />
      <Select
        label="服務人員"
        data={choices.map((o) => ({ value: String(o.id), label: o.displayName }))}
        value={String(operatorId)}
        onChange={(v) => {
          if (v) {
            setOperatorId(Number(v));
            setStartTime(null);
          }
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        data-testid="calendar-reschedule-operator"
      />
      {serviceIds.length ? (
        <TimeChoice
          serviceIds={serviceIds}
          operatorId={operatorId}
          date={date}
          value={startTime}
          onChange={setStartTime}
          excludeOrderId={order.id}
          exclude={operatorId === booking.operatorId ? order.startTime : undefined}
        />
      ) : (
        <Text size="sm" c="dimmed">
          這筆預約的服務已刪除，無法查詢可改期的時段。
        </Text>
      )}
      <ActionError error={reschedule.error} testId="calendar-action-error" />
      <ConfirmButtons
        onBack={onCancel}
        disabled={!startTime}
        loading={reschedule.isPending}
        onClick={submit}
        data-testid="calendar-reschedule-confirm"
      >
        確認改期
      </ConfirmButtons>
    </Stack>
  );
}

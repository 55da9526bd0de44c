import { Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { type TOrder, ZSellerRescheduleRequest } from '@haoyue/contracts';
import { useContractForm } from '../../../lib/use-contract-form';
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

interface MoveValues extends Record<string, unknown> {
  date: string;
  operatorId: number;
  /** null until a free time is picked (a new date or operator unpicks it). */
  startTime: string | null;
}

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
  const form = useContractForm({
    initialValues: {
      date: shopClock(order.startTime, shop.timeZone).date,
      operatorId: booking.operatorId,
      startTime: null,
    } as MoveValues,
    schema: ZSellerRescheduleRequest,
    // Another operator is sent only when it changes.
    toBody: (v: MoveValues) => ({
      startTime: v.startTime ?? '',
      ...(v.operatorId !== booking.operatorId ? { operatorId: v.operatorId } : {}),
    }),
  });
  const { date, operatorId, startTime } = form.values;
  const setStartTime = (time: string | null) => form.setFieldValue('startTime', time);
  const reschedule = useRescheduleOrder(sellerId);
  const choices = able.some((o) => o.id === booking.operatorId)
    ? able
    : [{ id: booking.operatorId, displayName: booking.operator.displayName }, ...able];

  const submit = form.onSubmit(() =>
    reschedule.mutate({ orderId: order.id, ...form.body() }, { onSuccess: onDone }),
  );

  return (
    <Stack gap="sm" data-testid="calendar-reschedule">
      <DatePickerInput
        label="新的日期"
        valueFormat="YYYY/MM/DD（dd）"
        value={date}
        onChange={(v) => {
          if (v) {
            form.setFieldValue('date', v);
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
            form.setFieldValue('operatorId', Number(v));
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
        onClick={() => submit()}
        data-testid="calendar-reschedule-confirm"
      >
        確認改期
      </ConfirmButtons>
    </Stack>
  );
}

import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { ERROR_CODES, type TOrder, type TStartTime } from '@haoyue/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { rescheduleTimesQueryOptions } from '../api/get-reschedule-times';
import { useRescheduleOrder } from '../api/reschedule-order';
import { formatDateTimeLabel, localDateIn } from '../../../lib/date-labels';
import { SlotPicker, type AvailabilitySource } from './slot-picker';

/** Props of {@link RescheduleDialog}. */
export interface RescheduleDialogProps {
  order: TOrder;
  opened: boolean;
  onClose: () => void;
  /** Called with the moved order, after the dialog closed. */
  onRescheduled?: (order: TOrder) => void;
}

/** Props of {@link RescheduleChooser}. */
export interface RescheduleChooserProps {
  order: TOrder;
  /** Called with the moved order. */
  onRescheduled: (order: TOrder) => void;
}

/**
 * Picks a new day and time for an order (same services and operator) and moves it there: the
 * reschedule dialog's content, and the buyer app's reschedule page.
 */
export function RescheduleChooser({ order, onRescheduled }: RescheduleChooserProps) {
  const [date, setDate] = useState<string | null>(() =>
    localDateIn(order.startTime, order.timeZone),
  );
  const [slot, setSlot] = useState<TStartTime | null>(null);
  const availability = useMemo<AvailabilitySource>(
    () => (range) => rescheduleTimesQueryOptions(order.id, range),
    [order.id],
  );
  const reschedule = useRescheduleOrder(order.id);
  const moved = {
    onSuccess: (moved: TOrder) => {
      setSlot(null);
      onRescheduled(moved);
    },
    onError: (error: Error) => {
      // Taken meanwhile: drop the choice; the free times are being refetched.
      if (error instanceof ApiError && error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
        setSlot(null);
      }
    },
  };

  return (
    <Stack gap="md" data-testid="reschedule-dialog">
      <Text size="sm" c="dimmed">
        目前時間：{formatDateTimeLabel(order.startTime, order.timeZone)}
      </Text>
      {reschedule.isError && (
        <Alert color="orange" variant="light" role="alert" data-testid="reschedule-error">
          {reschedule.error.message}
        </Alert>
      )}
      <SlotPicker
        timeZone={order.timeZone}
        availability={availability}
        date={date}
        onDateChange={setDate}
        selectedStart={slot?.startTime ?? null}
        onSelect={(time) => {
          setSlot(time);
          reschedule.reset();
        }}
      />
      <Button
        size="md"
        disabled={!slot}
        loading={reschedule.isPending}
        onClick={() => slot && reschedule.mutate(slot.startTime, moved)}
        data-testid="order-reschedule-confirm"
      >
        {slot
          ? `改到 ${formatDateTimeLabel(slot.startTime, order.timeZone, false)}`
          : '請選擇新的時間'}
      </Button>
    </Stack>
  );
}

/** Picks a new day and time for an order (same services and operator) and moves it there. */
export function RescheduleDialog({ order, opened, onClose, onRescheduled }: RescheduleDialogProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="更改預約時間"
      fullScreen={isPhone}
      size="lg"
      radius="lg"
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      <RescheduleChooser
        order={order}
        onRescheduled={(moved) => {
          onClose();
          onRescheduled?.(moved);
        }}
      />
    </Modal>
  );
}

import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { ZTimeOffInput } from '@haoyue/contracts';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { QueryErrorState } from '../../../ui/error-state';
import { useCreateTimeOff } from '../api/create-time-off';
import { useDeleteTimeOff } from '../api/delete-time-off';
import { useTimeOff } from '../api/get-time-off';
import { formatInstant, zonedDateClock, zonedInstant } from '../../../lib/seller-dashboard/clock';
import {
  DayPicker,
  ErrorAlert,
  NoteInput,
  RemovableRow,
} from '../../../ui/seller-dashboard/form-parts';
import { ClockPicker } from '../../../ui/seller-dashboard/weekly-hours-editor';

/** Props of {@link TimeOffPanel}. */
export interface TimeOffPanelProps {
  sellerId: number;
  shopId: number;
  operatorId: number;
  /** The shop's zone: the seller types times on the shop's clock. */
  timeZone: string;
}

/** A date and a time of day on the shop's clock: where time off starts or ends. */
function DateAndClock({
  clock,
  onClock,
  ...day
}: DatePickerInputProps & { label: string; clock: string; onClock: (clock: string) => void }) {
  return (
    <Group gap="xs" align="flex-end">
      <DayPicker {...day} w={170} />
      <ClockPicker label={`${day.label}時間`} value={clock} onChange={onClock} />
    </Group>
  );
}

interface TimeOffValues extends Record<string, unknown> {
  startDate: string | null;
  startClock: string;
  /** null: the start's day. */
  endDate: string | null;
  endClock: string;
  reason: string;
}

/** The range on the shop's clock as instants; '' while a day or time is missing. */
function timeOffBody(v: TimeOffValues, timeZone: string) {
  const endDay = v.endDate ?? v.startDate;
  return {
    startTime: v.startDate && v.startClock ? zonedInstant(v.startDate, v.startClock, timeZone) : '',
    endTime: endDay && v.endClock ? zonedInstant(endDay, v.endClock, timeZone) : '',
    reason: v.reason.trim() || null,
  };
}

/** An operator's time off from today on: add (dates and times on the shop's clock) or remove. */
export function TimeOffPanel({ sellerId, shopId, operatorId, timeZone }: TimeOffPanelProps) {
  const today = zonedDateClock(Date.now(), timeZone).date;
  const [from] = useState(() => zonedInstant(today, '00:00', timeZone));
  const list = useTimeOff(sellerId, shopId, operatorId, from);
  const create = useCreateTimeOff(sellerId, shopId, operatorId);
  const remove = useDeleteTimeOff(sellerId, shopId, operatorId);
  const form = useContractForm({
    initialValues: {
      startDate: null,
      startClock: '10:00',
      endDate: null,
      endClock: '20:00',
      reason: '',
    } as TimeOffValues,
    schema: ZTimeOffInput,
    toBody: (v: TimeOffValues) => timeOffBody(v, timeZone),
  });
  const { startDate, startClock, endDate, endClock, reason } = form.values;
  const set =
    <K extends keyof TimeOffValues & string>(key: K) =>
    (value: TimeOffValues[K]) =>
      form.setFieldValue(key, value as never);

  // Checked as the seller picks, by the contract: an end before the start is said at once.
  const { startTime: start, endTime: end } = form.body();
  const backwards = start && end ? form.errorsNow().endTime : undefined;

  const submit = form.onSubmit(() =>
    create.mutate(form.body(), {
      onSuccess: () => form.setValues({ startDate: null, endDate: null, reason: '' }),
    }),
  );

  return (
    <Stack gap="sm" data-testid="time-off">
      {list.isPending ? (
        <Skeleton h={60} />
      ) : list.isError ? (
        <QueryErrorState query={list} />
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          沒有排定的請假。
        </Text>
      ) : (
        list.data.map((off) => (
          <RemovableRow
            key={off.id}
            removing={remove.isPending && remove.variables === off.id}
            onRemove={() => remove.mutate(off.id)}
            testId="time-off-item"
          >
            <Text size="sm">
              {formatInstant(off.startTime, timeZone)} – {formatInstant(off.endTime, timeZone)}
            </Text>
            {off.reason && (
              <Text size="xs" c="dimmed">
                {off.reason}
              </Text>
            )}
          </RemovableRow>
        ))
      )}
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            新增請假
          </Text>
          <DateAndClock
            label="開始"
            placeholder="日期"
            minDate={today}
            value={startDate}
            onChange={set('startDate')}
            clock={startClock}
            onClock={set('startClock')}
          />
          <DateAndClock
            label="結束"
            placeholder="同一天"
            minDate={startDate ?? today}
            value={endDate}
            onChange={set('endDate')}
            clock={endClock}
            onClock={set('endClock')}
            clearable
          />
          <NoteInput
            label="原因"
            placeholder="例如：特休、進修"
            value={reason}
            onChange={set('reason')}
          />
          {backwards && (
            <Text size="xs" c="red.8" role="alert">
              {backwards}
            </Text>
          )}
          <ErrorAlert error={create.error} />
          <Group justify="flex-end">
            <Button
              variant="light"
              onClick={() => submit()}
              disabled={!start || !end || Boolean(backwards)}
              loading={create.isPending}
            >
              加入請假
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}

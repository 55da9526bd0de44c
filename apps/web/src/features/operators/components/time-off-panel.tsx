import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import { useState } from 'react';
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

// Form state kept hand-rolled: two date-and-clock pairs combined into one zoned range before checking.
/** An operator's time off from today on: add (dates and times on the shop's clock) or remove. */
export function TimeOffPanel({ sellerId, shopId, operatorId, timeZone }: TimeOffPanelProps) {
  const today = zonedDateClock(Date.now(), timeZone).date;
  const [from] = useState(() => zonedInstant(today, '00:00', timeZone));
  const list = useTimeOff(sellerId, shopId, operatorId, from);
  const create = useCreateTimeOff(sellerId, shopId, operatorId);
  const remove = useDeleteTimeOff(sellerId, shopId, operatorId);
  const [startDate, setStartDate] = useState<string | null>(null);
  const [startClock, setStartClock] = useState('10:00');
  const [endDate, setEndDate] = useState<string | null>(null);
  const [endClock, setEndClock] = useState('20:00');
  const [reason, setReason] = useState('');

  const start = startDate && startClock ? zonedInstant(startDate, startClock, timeZone) : null;
  const endDay = endDate ?? startDate;
  const end = endDay && endClock ? zonedInstant(endDay, endClock, timeZone) : null;
  const backwards = start && end ? Date.parse(end) <= Date.parse(start) : false;

  const submit = () => {
    if (!start || !end || backwards) return;
    create.mutate(
      { startTime: start, endTime: end, reason: reason.trim() || null },
      {
        onSuccess: () => {
          setStartDate(null);
          setEndDate(null);
          setReason('');
        },
      },
    );
  };

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
            onChange={setStartDate}
            clock={startClock}
            onClock={setStartClock}
          />
          <DateAndClock
            label="結束"
            placeholder="同一天"
            minDate={startDate ?? today}
            value={endDate}
            onChange={setEndDate}
            clock={endClock}
            onClock={setEndClock}
            clearable
          />
          <NoteInput
            label="原因"
            placeholder="例如：特休、進修"
            value={reason}
            onChange={setReason}
          />
          {backwards && (
            <Text size="xs" c="red.8" role="alert">
              結束時間需晚於開始時間
            </Text>
          )}
          <ErrorAlert error={create.error} />
          <Group justify="flex-end">
            <Button
              variant="light"
              onClick={submit}
              disabled={!start || !end || backwards}
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

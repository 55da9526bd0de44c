import { Button, Group, NativeSelect, Skeleton, Stack, Text } from '@mantine/core';
import { useDayStartTimes } from '../api/get-start-times';
import { gridTimes } from '../lib/calendar-layout';
import { formatMinutes, shopClock, shopInstant } from '../lib/shop-time';
import classes from './calendar.module.css';

/** Props of {@link TimeChoice}. */
export interface TimeChoiceProps {
  sellerId: number;
  shopId: number;
  serviceIds: number[];
  operatorId: number | null;
  date: string;
  timeZone: string;
  slotMinutes: number;
  /** The chosen start (ISO), or null. */
  value: string | null;
  onChange: (startTime: string | null) => void;
  /** A start to leave out of the free times (the booking's own, when moving it). */
  exclude?: string;
}

/**
 * Picks a start time: the free times the booking engine offers for the day, or any time on
 * the shop's grid. The engine keeps the customer's lead time and online operators only; the
 * shop may book past those, and the API answers whether the time is really free.
 */
export function TimeChoice({
  sellerId,
  shopId,
  serviceIds,
  operatorId,
  date,
  timeZone,
  slotMinutes,
  value,
  onChange,
  exclude,
}: TimeChoiceProps) {
  const times = useDayStartTimes(
    sellerId,
    serviceIds.length ? { shopId, serviceIds, operatorId, date } : null,
  );
  const free = (times.data?.days.find((d) => d.date === date)?.times ?? []).filter(
    (t) => t.startTime !== exclude,
  );
  const anyTimes = gridTimes(slotMinutes).map((m) => ({
    value: shopInstant(date, m, timeZone),
    label: formatMinutes(m),
  }));

  if (!serviceIds.length) {
    return (
      <Text size="sm" c="dimmed">
        請先選擇服務
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        可預約時段
      </Text>
      {times.isPending ? (
        <Group gap={6}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={30} w={84} radius="xl" />
          ))}
        </Group>
      ) : times.isError ? (
        <Text size="sm" c="dimmed">
          無法取得線上空檔（{times.error.message}），可直接在下方選擇時間。
        </Text>
      ) : free.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="calendar-no-free-times">
          這天沒有線上可預約的空檔，可直接在下方選擇時間。
        </Text>
      ) : (
        <Group gap={6} data-testid="calendar-free-times">
          {free.map((t) => (
            <Button
              key={t.startTime}
              size="compact-sm"
              radius="xl"
              className={classes.timeChip}
              variant={t.startTime === value ? 'filled' : 'default'}
              aria-pressed={t.startTime === value}
              onClick={() => onChange(t.startTime)}
              data-testid="calendar-free-time"
              data-start={t.startTime}
            >
              {formatMinutes(shopClock(t.startTime, timeZone).minutes)}
            </Button>
          ))}
        </Group>
      )}
      {/* A native list: a phone shows its own wheel, and 48 times need no custom dropdown. */}
      <NativeSelect
        label="或選擇任何時間"
        description="線上預約的提前時間限制不適用於店家；若時段已被占用，系統會告知。"
        data={[{ value: '', label: '選擇開始時間', disabled: true }, ...anyTimes]}
        value={value && anyTimes.some((t) => t.value === value) ? value : ''}
        onChange={(e) => onChange(e.currentTarget.value || null)}
        data-testid="calendar-any-time"
      />
    </Stack>
  );
}

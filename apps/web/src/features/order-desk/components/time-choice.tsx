import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useDayStartTimes } from '../api/get-start-times';
import { useCalendar } from '../../../lib/shop-orders/calendar-context';
import { formatMinutes, shopClock } from '../../../lib/shop-orders/shop-time';
import classes from './time-choice.module.css';

/** Props of {@link TimeChoice}. */
export interface TimeChoiceProps {
  serviceIds: number[];
  operatorId: number | null;
  date: string;
  /** The chosen start (ISO), or null. */
  value: string | null;
  /** Called with a picked start, or with null when the chosen one is no longer free. */
  onChange: (startTime: string | null) => void;
  /** The order being moved: its own time is not busy, so it may move by a slot or two. */
  excludeOrderId?: number;
  /** A start to leave out of the free times (the booking's own, when moving it). */
  exclude?: string;
}

/**
 * Picks a start time among the shop's free times of the day: no customer lead time, operators
 * closed to online booking included, and the order being moved not busy. These are exactly the
 * times the shop may book; a time taken meanwhile is refused by the API and drops out here.
 */
export function TimeChoice({
  serviceIds,
  operatorId,
  date,
  value,
  onChange,
  excludeOrderId,
  exclude,
}: TimeChoiceProps) {
  const { sellerId, shop } = useCalendar();
  const { id: shopId, timeZone } = shop;
  const times = useDayStartTimes(
    sellerId,
    serviceIds.length
      ? { shopId, serviceIds, operatorId, date, ...(excludeOrderId ? { excludeOrderId } : {}) }
      : null,
  );
  const free = (times.data?.days.find((d) => d.date === date)?.times ?? []).filter(
    (t) => t.startTime !== exclude,
  );
  // A time picked on the grid, or one taken meanwhile, that the shop may not book: unchoose it.
  const stale = times.isSuccess && value !== null && !free.some((t) => t.startTime === value);
  useEffect(() => {
    if (stale) onChange(null);
  }, [stale, onChange]);

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
        <Group gap="xs">
          <Text size="sm" c="red" role="alert">
            無法取得可預約時段（{times.error.message}）
          </Text>
          <Button
            size="compact-sm"
            variant="light"
            loading={times.isFetching}
            onClick={() => void times.refetch()}
          >
            重試
          </Button>
        </Group>
      ) : free.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="calendar-no-free-times">
          這天沒有可預約的時段，請選擇其他日期或服務人員。
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
    </Stack>
  );
}

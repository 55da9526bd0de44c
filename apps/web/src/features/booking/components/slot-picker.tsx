import { ActionIcon, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { TStartTime, TStartTimes } from '@haoyue/contracts';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { QueryErrorState } from '../../../ui/error-state';
import { ResponsiveGrid } from '../../../ui/responsive-grid';
import type { DateRange } from '../api/keys';
import { IconChevronRight } from '../../../ui/icons';
import {
  addMonths,
  availabilityRange,
  formatMonthLabel,
  monthGrid,
  monthOf,
  type Month,
} from '../lib/calendar';
import {
  formatDateLabel,
  formatTimeLabel,
  localDateIn,
  WEEKDAY_LABELS,
  isMorning,
} from '../../../lib/date-labels';
import classes from './slot-picker.module.css';

/** How far ahead the calendar lets the visitor page; the shop's own limit is the API's. */
const MAX_MONTHS_AHEAD = 12;
/** Months skipped on arrival when the current one has no free time left. */
const MAX_AUTO_ADVANCE = 2;

/** Where free times come from: the query of one date range (null: nothing to ask). */
export type AvailabilitySource = (
  range: DateRange | null,
) => UseQueryOptions<TStartTimes, Error, TStartTimes, QueryKey>;

/** Props of {@link SlotPicker}. */
export interface SlotPickerProps {
  /** The shop's time zone: "today" and every label are on the shop's clock. */
  timeZone: string;
  availability: AvailabilitySource;
  /** The chosen local date (`YYYY-MM-DD`) and its setter; kept by the caller across steps. */
  date: string | null;
  onDateChange: (date: string) => void;
  selectedStart: string | null;
  onSelect: (time: TStartTime) => void;
}

function TimeChips({
  times,
  timeZone,
  selectedStart,
  onSelect,
}: {
  times: TStartTime[];
  timeZone: string;
  selectedStart: string | null;
  onSelect: (time: TStartTime) => void;
}) {
  const halves = [
    { label: '上午', times: times.filter((t) => isMorning(t.startTime, timeZone)) },
    { label: '下午', times: times.filter((t) => !isMorning(t.startTime, timeZone)) },
  ].filter((half) => half.times.length > 0);
  const selectedAt = selectedStart ? Date.parse(selectedStart) : null;
  return (
    <Stack gap="sm">
      {halves.map((half) => (
        <div key={half.label}>
          <Text size="sm" c="dimmed" mb={6}>
            {half.label}
          </Text>
          <ResponsiveGrid cols={{ base: 3, 30: 4, 48: 6 }} gap="xs">
            {half.times.map((time) => {
              const selected = selectedAt === Date.parse(time.startTime);
              return (
                <Button
                  key={time.startTime}
                  data-testid="booking-time"
                  data-start={time.startTime}
                  variant={selected ? 'filled' : 'default'}
                  aria-pressed={selected}
                  radius="xl"
                  px={4}
                  onClick={() => onSelect(time)}
                >
                  {formatTimeLabel(time.startTime, timeZone)}
                </Button>
              );
            })}
          </ResponsiveGrid>
        </div>
      ))}
    </Stack>
  );
}

/**
 * A Sunday-first month calendar whose days without a free time are disabled, and the free start
 * times of the chosen day as 12-hour chips, all on the shop's clock. One availability call per
 * visible month (a month is at most 31 days, the API's limit).
 */
export function SlotPicker({
  timeZone,
  availability,
  date,
  onDateChange,
  selectedStart,
  onSelect,
}: SlotPickerProps) {
  const today = localDateIn(Date.now(), timeZone);
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState<Month>(() =>
    date && date >= today ? monthOf(date) : thisMonth,
  );
  const range = availabilityRange(month, today);
  const query = useQuery(availability(range));
  const zone = query.data?.timeZone ?? timeZone;

  const timesByDate = useMemo(() => {
    const map = new Map<string, TStartTime[]>();
    for (const day of query.data?.days ?? []) {
      if (day.times.length > 0) map.set(day.date, day.times);
    }
    return map;
  }, [query.data]);

  // On arrival, a month with nothing left (late in the month, a fully booked week) moves on by
  // itself; once the visitor pages, the calendar stays where they put it.
  const autoAdvances = useRef(0);
  const pagedByHand = useRef(false);
  const loaded = query.isSuccess && !query.isFetching;
  const firstFree = useMemo(
    () => [...timesByDate.keys()].filter((d) => monthOf(d) === month).sort()[0] ?? null,
    [timesByDate, month],
  );
  useEffect(() => {
    if (!loaded) return;
    if (firstFree === null) {
      const beyond = query.data?.bookableUntil && month >= monthOf(query.data.bookableUntil);
      if (!pagedByHand.current && autoAdvances.current < MAX_AUTO_ADVANCE && !beyond) {
        autoAdvances.current += 1;
        setMonth((m) => addMonths(m, 1));
      }
      return;
    }
    // Show some times straight away: the chosen day if it still has any, else the first free one.
    if (!date || monthOf(date) !== month || !timesByDate.has(date)) onDateChange(firstFree);
  }, [loaded, firstFree, date, month, timesByDate, onDateChange, query.data?.bookableUntil]);

  const page = (count: number) => {
    pagedByHand.current = true;
    setMonth((m) => addMonths(m, count));
  };

  const times = date ? (timesByDate.get(date) ?? []) : [];
  const canGoBack = month > thisMonth;
  // The shop says how far ahead it takes bookings; months past that have nothing to show.
  const lastMonth = query.data?.bookableUntil
    ? monthOf(query.data.bookableUntil)
    : addMonths(thisMonth, MAX_MONTHS_AHEAD);
  const canGoForward = month < lastMonth;

  return (
    <Stack gap="md">
      <div className={classes.calendar} aria-busy={query.isFetching}>
        <Group justify="space-between" mb="xs" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="上個月"
            disabled={!canGoBack}
            onClick={() => page(-1)}
          >
            <IconChevronRight style={{ transform: 'rotate(180deg)' }} />
          </ActionIcon>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} data-testid="booking-month" data-month={month}>
              {formatMonthLabel(month)}
            </Text>
            {query.isFetching && <Loader size="xs" role="status" aria-label="載入可預約時段" />}
          </Group>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label="下個月"
            disabled={!canGoForward}
            onClick={() => page(1)}
          >
            <IconChevronRight />
          </ActionIcon>
        </Group>
        <div className={classes.weekdays} aria-hidden="true">
          {WEEKDAY_LABELS.map((label) => (
            <div key={label} className={classes.weekday}>
              {label}
            </div>
          ))}
        </div>
        {monthGrid(month).map((week, i) => (
          <div key={i} className={classes.week}>
            {week.map((cell, j) =>
              cell === null ? (
                <div key={j} />
              ) : (
                <button
                  key={cell}
                  type="button"
                  data-testid="booking-day"
                  data-date={cell}
                  className={`${classes.day} ${cell === today ? classes.today : ''}`}
                  disabled={!timesByDate.has(cell)}
                  aria-pressed={cell === date}
                  aria-label={`${formatDateLabel(cell)}${timesByDate.has(cell) ? '' : '，已額滿或未營業'}`}
                  onClick={() => onDateChange(cell)}
                >
                  {Number(cell.slice(8))}
                </button>
              ),
            )}
          </div>
        ))}
      </div>

      {query.isError ? (
        <QueryErrorState query={query} />
      ) : loaded && firstFree === null ? (
        <Text c="dimmed" ta="center" py="md" data-testid="booking-no-times">
          {formatMonthLabel(month)}沒有可預約的時段，請看看下個月。
        </Text>
      ) : date && monthOf(date) === month && times.length > 0 ? (
        <Stack gap="xs">
          <Text fw={700}>{formatDateLabel(date)}可預約時段</Text>
          <TimeChips
            times={times}
            timeZone={zone}
            selectedStart={selectedStart}
            onSelect={onSelect}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

import { Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CalendarEntry } from '../lib/calendar-layout';
import { customerName, serviceNames } from '../lib/home-summary';
import { ORDER_STATUS_LABELS } from '../lib/order-status';
import { formatDate, formatMinutes, WEEKDAY_SHORT, weekdayOf } from '../lib/shop-time';
import classes from './calendar.module.css';
import { statusStyle } from './status-style';

/** Props of {@link WeekView}. */
export interface WeekViewProps {
  dates: string[];
  byDate: Map<string, CalendarEntry[]>;
  today: string;
  isPhone: boolean;
  selectedOrderId: number | null;
  onOpen: (entry: CalendarEntry) => void;
  /** A day's heading was tapped: show that day. */
  onOpenDay: (date: string) => void;
}

function EntryButton({
  entry,
  selected,
  onOpen,
}: {
  entry: CalendarEntry;
  selected: boolean;
  onOpen: (entry: CalendarEntry) => void;
}) {
  const status = entry.order.status;
  const faded = status === 'CANCELLED' || status === 'NO_SHOW';
  const name = customerName(entry.order);
  return (
    <button
      type="button"
      className={[
        classes.weekItem,
        faded ? classes.faded : '',
        selected ? classes.selected : '',
      ].join(' ')}
      style={statusStyle(status)}
      onClick={() => onOpen(entry)}
      aria-label={`${formatMinutes(entry.start)} ${name} ${serviceNames(entry.order)}（${ORDER_STATUS_LABELS[status]}）`}
      data-testid="calendar-booking"
      data-order-id={entry.order.id}
      data-status={status}
      data-start={entry.booking.startTime}
    >
      <Text span size="xs" fw={600}>
        {formatMinutes(entry.start)}
      </Text>{' '}
      <Text span size="xs">
        {name}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {entry.booking.operator.displayName}・{serviceNames(entry.order)}
      </Text>
    </button>
  );
}

/** A day's bookings, each a button that opens it. */
function EntryButtons({
  entries,
  selectedOrderId,
  onOpen,
}: {
  entries: CalendarEntry[];
  selectedOrderId: number | null;
  onOpen: (entry: CalendarEntry) => void;
}) {
  return entries.map((entry) => (
    <EntryButton
      key={entry.booking.id}
      entry={entry}
      selected={entry.order.id === selectedOrderId}
      onOpen={onOpen}
    />
  ));
}

/** Seven days, Sunday first: columns on a desktop, a list of days on a phone. */
export function WeekView({
  dates,
  byDate,
  today,
  isPhone,
  selectedOrderId,
  onOpen,
  onOpenDay,
}: WeekViewProps) {
  if (isPhone) {
    return (
      <Stack gap="sm" data-testid="calendar-week">
        {dates.map((date) => {
          const entries = byDate.get(date) ?? [];
          return (
            <Card
              key={date}
              withBorder
              padding="sm"
              data-testid="calendar-week-day"
              data-date={date}
            >
              <UnstyledButton onClick={() => onOpenDay(date)} w="100%">
                <Group justify="space-between">
                  <Text fw={600} className={date === today ? classes.today : undefined}>
                    {formatDate(date)}
                    {date === today ? '・今天' : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {entries.length ? `${entries.length} 筆` : '無預約'}
                  </Text>
                </Group>
              </UnstyledButton>
              {entries.length > 0 && (
                <Stack gap={4} mt="xs">
                  <EntryButtons
                    entries={entries}
                    selectedOrderId={selectedOrderId}
                    onOpen={onOpen}
                  />
                </Stack>
              )}
            </Card>
          );
        })}
      </Stack>
    );
  }
  return (
    <div className={classes.weekGrid} data-testid="calendar-week">
      {dates.map((date) => {
        const entries = byDate.get(date) ?? [];
        const [, m, d] = date.split('-').map(Number);
        return (
          <div
            key={date}
            className={classes.weekDay}
            data-testid="calendar-week-day"
            data-date={date}
          >
            <button
              type="button"
              className={`${classes.weekDayHead} ${date === today ? classes.today : ''}`}
              onClick={() => onOpenDay(date)}
              aria-label={`查看 ${formatDate(date)}`}
            >
              週{WEEKDAY_SHORT[weekdayOf(date)]}
              <br />
              {m}/{d}
            </button>
            <div className={classes.weekItems}>
              <EntryButtons entries={entries} selectedOrderId={selectedOrderId} onOpen={onOpen} />
              {entries.length === 0 && (
                <Text size="xs" c="dimmed" ta="center" mt="sm">
                  無預約
                </Text>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}

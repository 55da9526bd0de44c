import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, type CSSProperties, type MouseEvent } from 'react';
import { placeInLanes, type CalendarEntry, type MinuteRange } from '../lib/calendar-layout';
import { customerName, serviceNames } from '../../../lib/shop-orders/order-names';
import { ORDER_STATUS_COLORS, ORDER_STATUS_LABELS } from '../../../lib/shop-orders/order-status';
import {
  formatDate,
  formatMinutes,
  WEEKDAY_SHORT,
  weekdayOf,
} from '../../../lib/shop-orders/shop-time';
import {
  blockBox,
  closedRanges,
  operatorColors,
  weekBlockDetails,
  weekWindow,
  type OperatorColor,
} from '../lib/week-layout';
import classes from './calendar.module.css';
import { HourLabels, HourLines, pickedTime, timeAxis } from './day-view';
import { OrderChannelBadge } from '../../../ui/order-channel-badge';

const PX_PER_MINUTE = 1;
const MIN_BLOCK_PX = 24;
const HEAD_PX = 48;

/** Props of {@link WeekView}. */
export interface WeekViewProps {
  /** Seven dates, Sunday first. */
  dates: string[];
  /** The week's bookings (already narrowed to the operator chosen, if any). */
  entries: CalendarEntry[];
  /** Every operator of the shop, in the shop's order: their colours stay put when filtering. */
  operators: { id: number; displayName: string }[];
  /** The operator the calendar is narrowed to, or null for everyone. */
  operatorId: number | null;
  /** The shop's opening hours per date (minutes); null while unknown (nothing is shaded). */
  openingHours: Map<string, MinuteRange[]> | null;
  /** Hours to size the grid by when the shop has no opening hours that week (shifts). */
  fallbackHours: MinuteRange[];
  today: string;
  /** Minutes after midnight now on the shop's clock (the line drawn on today's column). */
  nowMinutes: number;
  slotMinutes: number;
  selectedOrderId: number | null;
  onOpen: (entry: CalendarEntry) => void;
  /** A day's heading was tapped: show that day. */
  onOpenDay: (date: string) => void;
  /** An empty spot of a day's column was tapped: book there. */
  onPickSlot: (date: string, minutes: number) => void;
}

function colorStyle(color: OperatorColor['color'] | undefined): CSSProperties {
  const c = color ?? 'gray';
  return {
    '--block-bg': `var(--mantine-color-${c}-2)`,
    '--block-accent': `var(--mantine-color-${c}-7)`,
  } as CSSProperties;
}

/** Which colour is whose. */
function OperatorLegend({ colors }: { colors: OperatorColor[] }) {
  if (colors.length === 0) return null;
  return (
    <Group gap="sm" aria-label="服務人員顏色說明" data-testid="calendar-operator-legend">
      {colors.map((c) => (
        <Group key={c.id} gap={4} wrap="nowrap" data-operator-id={c.id}>
          <span className={classes.legendSwatch} style={colorStyle(c.color)} />
          <Text size="xs">{c.displayName}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * Seven days, Sunday first, side by side on one time axis: each booking a block placed by its
 * start and end on the shop's clock and coloured by its operator, overlapping bookings side by
 * side. On a phone the grid scrolls sideways inside its frame, with the hours and days pinned.
 */
export function WeekView({
  dates,
  entries,
  operators,
  operatorId,
  openingHours,
  fallbackHours,
  today,
  nowMinutes,
  slotMinutes,
  selectedOrderId,
  onOpen,
  onOpenDay,
  onPickSlot,
}: WeekViewProps) {
  const colors = operatorColors(operators, entries);
  const legend =
    operatorId === null
      ? [...colors.values()]
      : [...colors.values()].filter((c) => c.id === operatorId);
  const open = openingHours ? [...openingHours.values()].flat() : [];
  const window = weekWindow(entries, open, fallbackHours);
  const { height, hours, y } = timeAxis(window, PX_PER_MINUTE);

  // On a narrow screen the week overflows sideways: open it at today's column.
  const scroller = useRef<HTMLDivElement>(null);
  const todayShown = dates.includes(today) ? today : null;
  useEffect(() => {
    const frame = scroller.current;
    if (!frame || !todayShown || frame.scrollWidth <= frame.clientWidth) return;
    // Sunday's column starts right after the pinned hours: today's goes where Sunday's was.
    const sunday = frame.querySelector<HTMLElement>('[data-date]');
    const column = frame.querySelector<HTMLElement>(`[data-date="${todayShown}"]`);
    if (sunday && column) frame.scrollLeft = column.offsetLeft - sunday.offsetLeft;
  }, [todayShown]);

  const pick = (date: string) => (event: MouseEvent<HTMLDivElement>) => {
    const minutes = pickedTime(event, window, slotMinutes, PX_PER_MINUTE);
    if (minutes !== null) onPickSlot(date, minutes);
  };

  return (
    <Stack gap={6} data-testid="calendar-week">
      <OperatorLegend colors={legend} />
      <div
        ref={scroller}
        className={classes.dayScroller}
        // A scrolling region keyboard users can reach and scroll (WCAG 2.1.1).
        tabIndex={0}
        role="region"
        aria-label={`${formatDate(dates[0]!)} 起一週行事曆`}
        data-testid="calendar-week-grid"
        data-window-start={window.start}
        data-px-per-minute={PX_PER_MINUTE}
      >
        <div className={`${classes.dayGrid} ${classes.weekTimeGrid}`}>
          <div className={classes.weekGutter} aria-hidden="true" data-testid="calendar-week-hours">
            <div className={classes.weekCorner} style={{ height: HEAD_PX }} />
            <div style={{ position: 'relative', height }}>
              <HourLabels hours={hours} y={y} height={height} />
            </div>
          </div>

          {dates.map((date) => {
            const [, month, day] = date.split('-').map(Number);
            const isToday = date === today;
            const dayEntries = entries.filter((e) => e.date === date);
            return (
              <div
                key={date}
                className={classes.weekColumn}
                data-testid="calendar-week-day"
                data-date={date}
              >
                <button
                  type="button"
                  className={`${classes.weekHead} ${isToday ? classes.today : ''}`}
                  style={{ height: HEAD_PX }}
                  onClick={() => onOpenDay(date)}
                  aria-current={isToday ? 'date' : undefined}
                >
                  {/* Named by what it shows (no aria-label), the rest said to screen readers. */}週
                  {WEEKDAY_SHORT[weekdayOf(date)]}
                  <br />
                  {month}/{day}
                  <VisuallyHidden>{isToday ? '（今天）' : ''}，查看這天</VisuallyHidden>
                </button>
                <div
                  className={classes.column}
                  style={{ height }}
                  onClick={pick(date)}
                  data-testid="calendar-week-body"
                  title={`點空白處新增 ${formatDate(date)} 的預約`}
                >
                  {openingHours &&
                    closedRanges(openingHours.get(date) ?? [], window).map((r) => (
                      <div
                        key={r.start}
                        className={classes.closedSpan}
                        style={{ top: y(r.start), height: (r.end - r.start) * PX_PER_MINUTE }}
                      />
                    ))}
                  <HourLines hours={hours} y={y} />
                  {isToday && nowMinutes >= window.start && nowMinutes <= window.end && (
                    <div
                      className={classes.nowLine}
                      style={{ top: y(nowMinutes) }}
                      data-testid="calendar-now"
                    />
                  )}
                  {placeInLanes(dayEntries).map(({ item: entry, lane, lanes }) => (
                    <WeekBlock
                      key={entry.booking.id}
                      entry={entry}
                      color={colors.get(entry.booking.operatorId)}
                      box={blockBox(entry, window, PX_PER_MINUTE, MIN_BLOCK_PX)}
                      lane={lane}
                      lanes={lanes}
                      selected={entry.order.id === selectedOrderId}
                      onOpen={onOpen}
                    />
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </Stack>
  );
}

function WeekBlock({
  entry,
  color,
  box,
  lane,
  lanes,
  selected,
  onOpen,
}: {
  entry: CalendarEntry;
  color: OperatorColor | undefined;
  box: { top: number; height: number };
  lane: number;
  lanes: number;
  selected: boolean;
  onOpen: (entry: CalendarEntry) => void;
}) {
  const status = entry.order.status;
  const faded = status === 'CANCELLED' || status === 'NO_SHOW';
  const name = customerName(entry.order);
  const services = serviceNames(entry.order);
  const operator = entry.booking.operator.displayName;
  const start = formatMinutes(entry.start);
  const end = formatMinutes(entry.end);
  const statusLabel = ORDER_STATUS_LABELS[status];
  const isConfirmed = status === 'CONFIRMED';
  const className = [
    classes.block,
    classes.weekBlock,
    faded ? classes.weekFaded : '',
    selected ? classes.selected : '',
  ].join(' ');
  return (
    <button
      type="button"
      className={className}
      style={
        {
          ...colorStyle(color?.color),
          '--status-color': `var(--mantine-color-${ORDER_STATUS_COLORS[status]}-6)`,
          top: box.top,
          height: box.height - 2,
          left: `calc(${(lane / lanes) * 100}% + 2px)`,
          width: `calc(${100 / lanes}% - 4px)`,
        } as CSSProperties
      }
      onClick={() => onOpen(entry)}
      title={`${start}–${end} ${name}・${operator}・${statusLabel}`}
      data-testid="calendar-booking"
      data-order-id={entry.order.id}
      data-operator-id={entry.booking.operatorId}
      data-status={status}
      data-start={entry.booking.startTime}
    >
      {/* The button's name is its content: the shown words, kept apart by these spaces, then the
          unseen details. */}
      <div className={classes.blockTime}>
        <span className={classes.statusDot} aria-hidden="true" />
        {start}
        {!isConfirmed && <span className={classes.blockStatus}> {statusLabel}</span>}{' '}
        <OrderChannelBadge source={entry.order.source} size="xs" />
      </div>{' '}
      <div className={classes.blockText}>{name}</div>{' '}
      <div className={classes.blockText}>{services}</div>
      <VisuallyHidden>
        {weekBlockDetails({
          date: formatDate(entry.date),
          end,
          operator,
          status: statusLabel,
          isConfirmed,
        })}
      </VisuallyHidden>
    </button>
  );
}

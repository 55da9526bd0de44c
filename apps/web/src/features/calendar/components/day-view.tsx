import { CLOCK_GAP, clockPeriod } from '@haoyue/contracts';
import { VisuallyHidden } from '@mantine/core';
import type { MouseEvent } from 'react';
import {
  dayWindow,
  operatorColumns,
  placeInLanes,
  gridTimeAt,
  type CalendarEntry,
  type MinuteRange,
} from '../lib/calendar-layout';
import { customerName, serviceNames } from '../../../lib/shop-orders/order-names';
import { ORDER_STATUS_LABELS } from '../../../lib/shop-orders/order-status';
import { formatMinutes } from '../../../lib/shop-orders/shop-time';
import classes from './calendar.module.css';
import { statusStyle } from './status-style';
import { OrderChannelBadge } from '../../../ui/order-channel-badge';

const PX_PER_MINUTE = 1.2;
const MIN_BLOCK_PX = 26;

/** Props of {@link DayView}. */
export interface DayViewProps {
  date: string;
  entries: CalendarEntry[];
  operators: { id: number; displayName: string }[];
  /** The operators' working hours that day (minutes), to size the grid. */
  workingHours: MinuteRange[];
  slotMinutes: number;
  /** Minutes after midnight now, when the day shown is today on the shop's clock. */
  nowMinutes: number | null;
  selectedOrderId: number | null;
  onOpen: (entry: CalendarEntry) => void;
  /** An empty spot of an operator's column was tapped: book there. */
  onPickSlot: (operatorId: number, minutes: number) => void;
}

/** An hour of the time axis: `上午 10 點`. */
export function hourLabel(minutes: number): string {
  // `上午 10 點` / `晚上 7 點` reads well in a narrow gutter; the half hours are drawn, not labelled.
  const h = Math.floor(minutes / 60);
  return `${clockPeriod(h * 60)}${CLOCK_GAP}${h % 12 || 12} 點`;
}

/**
 * A time axis over `window` (minutes) at `pxPerMinute`: its height, its whole hours, and `y`, the
 * offset of a time from its top.
 */
export function timeAxis(window: { start: number; end: number }, pxPerMinute: number) {
  const hours: number[] = [];
  for (let m = window.start; m <= window.end; m += 60) hours.push(m);
  return {
    height: (window.end - window.start) * pxPerMinute,
    hours,
    y: (minutes: number) => (minutes - window.start) * pxPerMinute,
  };
}

/** The lines across a time column: solid on the hours, dashed on the half hours. */
export function HourLines({
  hours,
  y,
}: {
  hours: readonly number[];
  y: (minutes: number) => number;
}) {
  return (
    <>
      {hours.map((m) => (
        <div key={m} className={classes.hourLine} style={{ top: y(m) }} />
      ))}
      {hours.slice(0, -1).map((m) => (
        <div
          key={`h${m}`}
          className={`${classes.hourLine} ${classes.halfLine}`}
          style={{ top: y(m + 30) }}
        />
      ))}
    </>
  );
}

/** The hour labels of a time axis `height` px tall, each at `y(minutes)`, kept inside it. */
export function HourLabels({
  hours,
  y,
  height,
}: {
  hours: readonly number[];
  y: (minutes: number) => number;
  height: number;
}) {
  return hours.map((m) => (
    <span
      key={m}
      className={classes.hourLabel}
      style={{ top: Math.min(Math.max(y(m), 6), height - 6) }}
    >
      {hourLabel(m)}
    </span>
  ));
}

/**
 * The grid time clicked in an empty part of a time column (`window` in minutes, `pxPerMinute`
 * as drawn); null on a booking or below the window's end.
 */
export function pickedTime(
  event: MouseEvent<HTMLDivElement>,
  window: { start: number; end: number },
  slotMinutes: number,
  pxPerMinute: number,
): number | null {
  if (event.target !== event.currentTarget) return null;
  const rect = event.currentTarget.getBoundingClientRect();
  const minutes = gridTimeAt((event.clientY - rect.top) / pxPerMinute, window.start, slotMinutes);
  return minutes < window.end ? minutes : null;
}

/**
 * One day, one column per operator, bookings as blocks placed by start and end on the shop's
 * clock. The grid scrolls both ways on a phone, with names and hours pinned.
 */
export function DayView({
  date,
  entries,
  operators,
  workingHours,
  slotMinutes,
  nowMinutes,
  selectedOrderId,
  onOpen,
  onPickSlot,
}: DayViewProps) {
  const window = dayWindow(entries, workingHours);
  const { height, hours, y } = timeAxis(window, PX_PER_MINUTE);
  const columns = operatorColumns(operators, entries);

  const pick = (operatorId: number) => (event: MouseEvent<HTMLDivElement>) => {
    const minutes = pickedTime(event, window, slotMinutes, PX_PER_MINUTE);
    if (minutes !== null) onPickSlot(operatorId, minutes);
  };

  return (
    <div
      className={classes.dayScroller}
      data-testid="calendar-day"
      data-date={date}
      // A scrolling region keyboard users can reach and scroll (WCAG 2.1.1).
      tabIndex={0}
      role="region"
      aria-label={`${date} 行事曆`}
    >
      <div
        className={classes.dayGrid}
        style={{
          gridTemplateColumns: `64px repeat(${Math.max(columns.length, 1)}, minmax(132px, 1fr))`,
        }}
      >
        <div className={classes.corner} aria-hidden="true" />
        {columns.map((column) => (
          <div key={column.id} className={classes.columnHead} title={column.displayName}>
            {column.displayName}
          </div>
        ))}
        {columns.length === 0 && <div className={classes.columnHead}>尚無服務人員</div>}

        <div className={classes.gutter} style={{ height }} aria-hidden="true">
          <HourLabels hours={hours} y={y} height={height} />
        </div>

        {columns.map((column) => (
          <div
            key={column.id}
            className={classes.column}
            style={{ height }}
            onClick={pick(column.id)}
            data-testid="calendar-operator-column"
            data-operator-id={column.id}
            title={`點空白處為 ${column.displayName} 新增預約`}
          >
            <HourLines hours={hours} y={y} />
            {nowMinutes !== null && nowMinutes >= window.start && nowMinutes <= window.end && (
              <div className={classes.nowLine} style={{ top: y(nowMinutes) }} />
            )}
            {placeInLanes(column.entries).map(({ item: entry, lane, lanes }) => {
              const top = y(entry.start);
              const blockHeight = Math.max((entry.end - entry.start) * PX_PER_MINUTE, MIN_BLOCK_PX);
              const status = entry.order.status;
              const className = [
                classes.block,
                status === 'CANCELLED' || status === 'NO_SHOW' ? classes.faded : '',
                entry.order.id === selectedOrderId ? classes.selected : '',
              ].join(' ');
              const name = customerName(entry.order);
              return (
                <button
                  key={entry.booking.id}
                  type="button"
                  className={className}
                  style={{
                    ...statusStyle(status),
                    top,
                    height: blockHeight - 2,
                    left: `calc(${(lane / lanes) * 100}% + 2px)`,
                    width: `calc(${100 / lanes}% - 4px)`,
                  }}
                  onClick={() => onOpen(entry)}
                  data-testid="calendar-booking"
                  data-order-id={entry.order.id}
                  data-status={status}
                  data-start={entry.booking.startTime}
                >
                  {/* Named by its content, shown words first (WCAG 2.5.3), as the week's blocks
                      are: an aria-label stops matching what shows once a narrow lane clips it. */}
                  <div className={classes.blockTime}>
                    {formatMinutes(entry.start)}{' '}
                    <OrderChannelBadge source={entry.order.source} size="xs" />
                  </div>{' '}
                  <div className={classes.blockText}>{name}</div>{' '}
                  <div className={classes.blockText}>{serviceNames(entry.order)}</div>
                  <VisuallyHidden>
                    ，至 {formatMinutes(entry.end)}，{ORDER_STATUS_LABELS[status]}
                  </VisuallyHidden>
                </button>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

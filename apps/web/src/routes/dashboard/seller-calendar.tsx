import { Drawer, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TOrder } from '@haoyue/contracts';
import { useMemo, useState } from 'react';
import { QueryErrorState } from '../../ui/error-state';
import { showNotification } from '../../ui/notifications';
import { useShopOrders } from '../../features/calendar/api/list-shop-orders';
import { calendarEntries, type CalendarEntry } from '../../features/calendar/lib/calendar-layout';
import { CalendarContext } from '../../lib/shop-orders/calendar-context';
import type { CalendarParams } from '../../features/calendar/lib/calendar-params';
import {
  shiftsOn,
  type CalendarOperator,
  type CalendarServiceGroup,
  type CalendarShop,
} from '../../lib/shop-orders/calendar-shop';
import {
  addDays,
  shopClock,
  shopInstant,
  weekDates,
  weekdayOf,
} from '../../lib/shop-orders/shop-time';
import { emptyWalkIn, type WalkInDraft } from '../../features/order-desk/lib/walk-in-form';
import { ofOperator, openingHoursByDate } from '../../features/calendar/lib/week-layout';
import { CalendarLegend } from '../../features/calendar/components/calendar-legend';
import { CalendarToolbar } from '../../features/calendar/components/calendar-toolbar';
import { DayView } from '../../features/calendar/components/day-view';
import { OrderDrawer } from '../../features/order-desk/components/order-drawer';
import { OrderNumberSearch } from '../../features/order-desk/components/order-number-search';
import { useNow } from '../../features/calendar/components/use-now';
import { WalkInForm } from '../../features/order-desk/components/walk-in-form';
import { WeekView } from '../../features/calendar/components/week-view';

/** Props of {@link SellerCalendar}. */
export interface SellerCalendarProps {
  sellerId: number;
  shop: CalendarShop;
  operators: CalendarOperator[];
  serviceGroups: CalendarServiceGroup[];
  /** The shop's opening hours (weekly, Sunday first, and special days); null when unknown. */
  schedule: CalendarSchedule | null;
  /** From the URL: view, date and the booking opened. */
  params: CalendarParams;
  onParamsChange: (next: CalendarParams) => void;
  /** The caller may confirm or reject reported bank transfers (payments.transfers). */
  canDecideTransfers?: boolean;
}

/** The shop's opening hours as the calendar reads them (`HH:mm` ranges). */
export interface CalendarSchedule {
  weeklyHours: { start: string; end: string }[][];
  specialDays: { date: string; ranges: { start: string; end: string }[] }[];
}

/**
 * The shop's calendar: a day (a column per operator) or a week (Sunday first) on the shop's
 * clock, a booking's details and actions in a drawer, and walk-in bookings.
 */
export function SellerCalendar({
  sellerId,
  shop,
  operators,
  serviceGroups,
  schedule,
  params,
  onParamsChange,
  canDecideTransfers = false,
}: SellerCalendarProps) {
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const now = useNow();
  const { date: today, minutes: nowMinutes } = shopClock(now, shop.timeZone);
  const date = params.date ?? today;
  const dates = useMemo(
    () => (params.view === 'week' ? weekDates(date) : [date]),
    [params.view, date],
  );
  const orders = useShopOrders(sellerId, shop.id, dates[0]!, dates[dates.length - 1]!);
  const [showCancelled, setShowCancelled] = useState(false);
  // One operator's bookings only (day and week alike); null: everyone's.
  const [operatorId, setOperatorId] = useState<number | null>(null);
  const shownOperators = useMemo(
    () => (operatorId === null ? operators : operators.filter((o) => o.id === operatorId)),
    [operators, operatorId],
  );
  const [walkIn, setWalkIn] = useState<WalkInDraft | null>(null);
  const context = useMemo(
    () => ({ sellerId, shop, operators, serviceGroups, canDecideTransfers }),
    [sellerId, shop, operators, serviceGroups, canDecideTransfers],
  );

  // Only the dates shown: while the next range loads, the previous one's data stands in.
  const entries = useMemo(
    () =>
      ofOperator(calendarEntries(orders.data ?? [], shop.timeZone), operatorId).filter(
        (e) =>
          dates.includes(e.date) &&
          (showCancelled || e.order.status !== 'CANCELLED' || e.order.id === params.orderId),
      ),
    [orders.data, shop.timeZone, dates, showCancelled, params.orderId, operatorId],
  );
  const openingHours = useMemo(
    () => (schedule ? openingHoursByDate(dates, schedule.weeklyHours, schedule.specialDays) : null),
    [schedule, dates],
  );
  const isLoading = orders.isPending || orders.isPlaceholderData;
  const listed = orders.data?.find((o) => o.id === params.orderId) ?? null;

  const go = (next: Partial<CalendarParams>) => onParamsChange({ ...params, ...next });
  const open = (entry: CalendarEntry) => go({ orderId: entry.order.id });
  const step = (direction: -1 | 1) =>
    go({ date: addDays(date, direction * (params.view === 'week' ? 7 : 1)), orderId: null });
  const changed = (message: string, order: TOrder) => {
    showNotification({ message, color: 'teal' });
    // A booking moved to a day not shown: follow it there.
    const moved = shopClock(order.startTime, shop.timeZone).date;
    if (!dates.includes(moved)) go({ date: moved, orderId: order.id });
  };
  // An empty spot of either view was tapped: a walk-in booking there.
  const bookAt = (day: string, minutes: number, forOperator: number | null) =>
    setWalkIn(
      emptyWalkIn(day, {
        operatorId: forOperator,
        startTime: shopInstant(day, minutes, shop.timeZone),
      }),
    );
  // What the day and the week views are given alike.
  const shown = {
    entries,
    slotMinutes: shop.slotMinutes,
    selectedOrderId: params.orderId,
    onOpen: open,
  };
  const created = (order: TOrder) => {
    setWalkIn(null);
    showNotification({ message: '已建立預約', color: 'teal' });
    go({ date: shopClock(order.startTime, shop.timeZone).date, orderId: null });
  };

  return (
    <CalendarContext.Provider value={context}>
      <Stack gap="sm" data-testid="seller-calendar" data-shop-id={shop.id}>
        <CalendarToolbar
          view={params.view}
          date={date}
          isToday={date === today}
          showCancelled={showCancelled}
          operators={operators}
          operatorId={operatorId}
          onOperator={setOperatorId}
          onView={(view) => go({ view })}
          onDate={(d) => go({ date: d, orderId: null })}
          onStep={step}
          onToday={() => go({ date: null, orderId: null })}
          onShowCancelled={setShowCancelled}
          onNewBooking={() => setWalkIn(emptyWalkIn(date < today ? today : date, { operatorId }))}
        />
        <OrderNumberSearch
          sellerId={sellerId}
          onFound={(order) =>
            go({ date: shopClock(order.startTime, shop.timeZone).date, orderId: order.id })
          }
        />
        <CalendarLegend />
        {orders.isError && !orders.data ? (
          <QueryErrorState query={orders} />
        ) : (
          <div style={{ position: 'relative' }} data-loading={orders.isFetching || undefined}>
            <LoadingOverlay visible={isLoading} zIndex={5} overlayProps={{ blur: 1 }} />
            {params.view === 'day' ? (
              <DayView
                {...shown}
                date={date}
                operators={shownOperators}
                workingHours={shiftsOn(shownOperators, weekdayOf(date))}
                nowMinutes={date === today ? nowMinutes : null}
                onPickSlot={(id, minutes) => bookAt(date, minutes, id)}
              />
            ) : (
              <WeekView
                {...shown}
                dates={dates}
                operators={operators}
                operatorId={operatorId}
                openingHours={openingHours}
                fallbackHours={dates.flatMap((d) => shiftsOn(shownOperators, weekdayOf(d)))}
                today={today}
                nowMinutes={nowMinutes}
                onOpenDay={(d) => go({ view: 'day', date: d, orderId: null })}
                onPickSlot={(d, minutes) => bookAt(d, minutes, operatorId)}
              />
            )}
            {!isLoading && entries.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" mt="sm" data-testid="calendar-empty">
                {params.view === 'day' ? '這天沒有預約' : '這週沒有預約'}
              </Text>
            )}
          </div>
        )}

        <OrderDrawer
          orderId={params.orderId}
          listed={listed}
          isPhone={isPhone}
          onClose={() => go({ orderId: null })}
          onChanged={changed}
        />
        <Drawer
          opened={walkIn !== null}
          onClose={() => setWalkIn(null)}
          position={isPhone ? 'bottom' : 'right'}
          size={isPhone ? '92%' : 'md'}
          title={<Text fw={700}>新增預約（現場／電話）</Text>}
          closeButtonProps={{ 'aria-label': '關閉' }}
        >
          {walkIn && (
            <WalkInForm initial={walkIn} onCreated={created} onCancel={() => setWalkIn(null)} />
          )}
        </Drawer>
      </Stack>
    </CalendarContext.Provider>
  );
}

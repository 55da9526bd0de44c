import { createContext, useContext } from 'react';
import type { CalendarOperator, CalendarServiceGroup, CalendarShop } from './calendar-shop';

/** What every part of a shop's calendar works on: the seller, the shop and its catalogue. */
export interface CalendarContextValue {
  sellerId: number;
  shop: CalendarShop;
  operators: CalendarOperator[];
  serviceGroups: CalendarServiceGroup[];
  /** The caller may confirm or reject reported bank transfers (staff only see them). */
  canDecideTransfers?: boolean;
}

/** Provided by the calendar, so its drawer and forms need not be handed the shop again. */
export const CalendarContext = createContext<CalendarContextValue | null>(null);

/** The seller, shop, operators and services of the calendar around. */
export function useCalendar(): CalendarContextValue {
  const value = useContext(CalendarContext);
  if (!value) throw new Error('useCalendar needs the seller calendar above it');
  return value;
}

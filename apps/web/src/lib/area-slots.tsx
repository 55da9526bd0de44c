import type { TOrder, TShopImage } from '@haoyue/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** The shop a booking was made at, as the booking page knows it. */
export interface AreaSlotShop {
  displayName: string;
  urlSlug: string;
  images?: TShopImage[];
}

/**
 * What an area adds to the pages it shares with the main site (the LINE area's share and
 * send-to-chat buttons): the pages render these slots, the area's layout fills them, so the
 * booking and order features know nothing of LINE. Empty on the main site.
 */
export interface AreaSlots {
  /** Added to the booking success screen. */
  bookingSuccess?: (order: TOrder, shop: AreaSlotShop) => ReactNode;
  /** Added to an order's page. */
  order?: (order: TOrder) => ReactNode;
}

const AreaSlotsContext = createContext<AreaSlots>({});

/** Provides an area's slots (the LINE layout) to the pages under it. */
export function AreaSlotsProvider({ value, children }: { value: AreaSlots; children: ReactNode }) {
  return <AreaSlotsContext.Provider value={value}>{children}</AreaSlotsContext.Provider>;
}

/** The slots of the area the page renders in (none on the main site). */
export function useAreaSlots(): AreaSlots {
  return useContext(AreaSlotsContext);
}

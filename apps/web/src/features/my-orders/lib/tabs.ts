import type { TOrderPeriod, TOrderStatus } from '@haoyue/contracts';

/** The tabs of 我的預約. */
export const MY_ORDER_TABS = ['upcoming', 'past', 'cancelled'] as const;
export type MyOrderTab = (typeof MY_ORDER_TABS)[number];

/** Each tab's label and what it shows when empty. */
export const TAB_TEXT: Record<MyOrderTab, { label: string; empty: string }> = {
  upcoming: { label: '即將到來', empty: '目前沒有即將到來的預約' },
  past: { label: '過去的預約', empty: '還沒有過去的預約' },
  cancelled: { label: '已取消', empty: '沒有取消的預約' },
};

/**
 * The list query of a tab (GET /v1/me/orders): upcoming = active and not yet ended, past =
 * completed, no-show or ended, cancelled = cancelled by anyone.
 */
export function tabQuery(tab: MyOrderTab): { period?: TOrderPeriod; status?: TOrderStatus[] } {
  if (tab === 'cancelled') return { status: ['CANCELLED'] };
  return { period: tab };
}

/** The tab named in the URL (`?tab=`), upcoming when absent or unknown. */
export function tabFromParam(value: string | null): MyOrderTab {
  return MY_ORDER_TABS.find((tab) => tab === value) ?? 'upcoming';
}

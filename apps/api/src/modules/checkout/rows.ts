import type { orders, shopPaymentSettings } from '../../db/schema';

// Rows the checkout files share (below payment-methods.ts and balance-due.ts, which use each other's).

export type OwnOrder = typeof orders.$inferSelect;
export type ShopPaymentSettingsRow = typeof shopPaymentSettings.$inferSelect;

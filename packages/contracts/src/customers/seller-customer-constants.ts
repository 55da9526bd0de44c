/** Customer records and tags: constants without zod, so the dashboard may import them. */
import { valuesOf } from '../labelled-values';

/** Mantine colour names a customer tag may have. */
export const CUSTOMER_TAG_COLORS = [
  'coral',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'gray',
] as const;
export type TCustomerTagColor = (typeof CUSTOMER_TAG_COLORS)[number];

/** Orders of the customer list: latest visit, most visits, most spent (each descending). */
export const CUSTOMER_SORT_LABELS = {
  lastVisit: '最近到店',
  visitCount: '到店次數',
  totalSpent: '消費金額',
};
export const CUSTOMER_SORTS = valuesOf(CUSTOMER_SORT_LABELS);
export type TCustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CUSTOMER_TAG_NAME_MAX_LENGTH = 20;
export const CUSTOMER_SUMMARY_MAX_LENGTH = 2000;
export const VIP_EXTRA_DAYS_MAX = 365;

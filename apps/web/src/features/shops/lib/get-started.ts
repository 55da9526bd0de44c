import type {
  TManagedOperator,
  TManagedServiceGroup,
  TSeller,
  TSellerShop,
  TWeeklyHours,
} from '@haoyue/contracts';
import type { WeekRanges } from '../../../lib/seller-dashboard/clock';

// The seller sign-up wizard: which step comes next is read from what the API already holds, so
// a reload (or a return days later) resumes at the first step not yet done.

/** The wizard's steps, in order; `done` is the finish screen. */
export const GET_STARTED_STEPS = ['shop', 'hours', 'services', 'operator', 'done'] as const;
export type GetStartedStep = (typeof GET_STARTED_STEPS)[number];

/** The titles of the steps the progress bar shows. */
export const STEP_TITLES: Record<Exclude<GetStartedStep, 'done'>, string> = {
  shop: '店家資料',
  hours: '營業時間',
  services: '服務項目',
  operator: '服務人員',
};

/** Where a signed-in user stands: which seller the wizard works on, or that it has no work. */
export type SellerStanding =
  /** No seller of theirs yet: step 1 creates one. */
  | { kind: 'new' }
  /** They own a seller: the wizard continues with it. */
  | { kind: 'owner'; seller: TSeller }
  /** They only work for sellers (manager, staff): the dashboard is theirs, not the wizard. */
  | { kind: 'member' };

/** The user's standing from their sellers: the first one they own is the wizard's. */
export function sellerStanding(sellers: readonly TSeller[]): SellerStanding {
  const owned = sellers.find((s) => s.memberDetails.role === 'OWNER');
  if (owned) return { kind: 'owner', seller: owned };
  return sellers.length > 0 ? { kind: 'member' } : { kind: 'new' };
}

/** What the wizard knows of the seller's first shop. */
export interface ShopProgress {
  weeklyHours: TWeeklyHours;
  groups: TManagedServiceGroup[];
  operators: TManagedOperator[];
}

/** The first step not yet done for a shop (null: no shop yet). */
export function firstIncompleteStep(progress: ShopProgress | null): GetStartedStep {
  if (!progress) return 'shop';
  if (!progress.weeklyHours.some((day) => day.length > 0)) return 'hours';
  if (!progress.groups.some((g) => g.services.length > 0)) return 'services';
  if (progress.operators.length === 0) return 'operator';
  return 'done';
}

/**
 * Whether the wizard is for this seller at all: an owner with one shop (or none) that is still
 * being set up. Sellers with more shops run them from the dashboard.
 */
export function wizardApplies(shops: readonly TSellerShop[]): boolean {
  return shops.length <= 1;
}

/** Opening hours a new shop starts with: 10:00–20:00, Tuesday to Sunday (Monday closed). */
export function defaultShopHours(): WeekRanges {
  return [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
    weekday === 1 ? [] : [{ start: '10:00', end: '20:00' }],
  );
}

/** One service as the wizard's services step types it: name, minutes, price (major unit). */
export interface ServiceDraft {
  name: string;
  durationMinutes: number;
  price: number;
}

/** A blank row of the services step. */
export function blankService(): ServiceDraft {
  return { name: '', durationMinutes: 60, price: NaN };
}

/**
 * Errors of the services step, keyed `<row>.<field>` (zh-TW). Blank rows are skipped, but at
 * least one service is needed (`form`).
 */
export function validateServiceDrafts(rows: readonly ServiceDraft[]): Record<string, string> {
  const errors: Record<string, string> = {};
  let filled = 0;
  rows.forEach((row, i) => {
    const blank = !row.name.trim() && !Number.isFinite(row.price);
    if (blank) return;
    filled++;
    if (!row.name.trim()) errors[`${i}.name`] = '請輸入服務名稱';
    else if (row.name.trim().length > 60) errors[`${i}.name`] = '服務名稱最多 60 字';
    const d = row.durationMinutes;
    if (!Number.isInteger(d) || d < 5 || d > 720) errors[`${i}.durationMinutes`] = '5 到 720 分鐘';
    if (!Number.isFinite(row.price) || row.price < 0) errors[`${i}.price`] = '請輸入價格';
  });
  if (filled === 0) errors.form = '請至少新增一項服務';
  return errors;
}

/** The rows that are services (blank rows dropped), names trimmed. */
export function filledServices(rows: readonly ServiceDraft[]): ServiceDraft[] {
  return rows
    .filter((row) => row.name.trim() || Number.isFinite(row.price))
    .map((row) => ({ ...row, name: row.name.trim() }));
}

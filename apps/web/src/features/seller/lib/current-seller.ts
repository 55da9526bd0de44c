import { useSyncExternalStore } from 'react';
import { createStorageListeners } from '../../../lib/storage-listeners';

// Which seller (and, per seller, which shop) the dashboard shows, remembered across visits.

const STORAGE_KEY = 'haoyue:dashboard:v1';

/** What the dashboard remembers: the chosen seller and each seller's chosen shop. */
export interface DashboardChoice {
  sellerId: number | null;
  shopIds: Record<string, number>;
}

const EMPTY: DashboardChoice = { sellerId: null, shopIds: {} };

/** Reads a stored choice, tolerating anything a user or an older version may have left. */
export function parseChoice(raw: string | null): DashboardChoice {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<DashboardChoice> | null;
    if (!value || typeof value !== 'object') return EMPTY;
    const sellerId = Number.isInteger(value.sellerId) ? (value.sellerId as number) : null;
    const shopIds: Record<string, number> = {};
    if (value.shopIds && typeof value.shopIds === 'object') {
      for (const [key, id] of Object.entries(value.shopIds)) {
        if (Number.isInteger(id)) shopIds[key] = id;
      }
    }
    return { sellerId, shopIds };
  } catch {
    return EMPTY;
  }
}

function read(): DashboardChoice {
  try {
    return parseChoice(globalThis.localStorage?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return EMPTY;
  }
}

let choice = read();
const { emit, subscribe } = createStorageListeners(STORAGE_KEY, () => {
  choice = read();
  return true;
});

function write(next: DashboardChoice) {
  choice = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage refused: the choice holds until the tab is closed.
  }
  emit();
}

/** Remembers the seller chosen in the switcher. */
export function chooseSeller(sellerId: number): void {
  write({ ...choice, sellerId });
}

/** Remembers the shop chosen for a seller. */
export function chooseShop(sellerId: number, shopId: number): void {
  write({ ...choice, shopIds: { ...choice.shopIds, [String(sellerId)]: shopId } });
}

/** The remembered choice; re-renders when it changes (here or in another tab). */
export function useDashboardChoice(): DashboardChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => choice,
  );
}

/**
 * The current item of a list: the remembered one while it is still in the list, else the first
 * (spec §3: the first seller in the list is current).
 */
export function pickCurrent<T extends { id: number }>(
  items: readonly T[],
  rememberedId: number | null | undefined,
): T | null {
  return items.find((item) => item.id === rememberedId) ?? items[0] ?? null;
}

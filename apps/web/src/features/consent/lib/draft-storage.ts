import { USER_DRAFT_PREFIX } from '../../../lib/user-drafts';
import type { DraftAnswers } from './answers';

// A form being filled survives a reload: its answers (the drawn signature too) are kept in
// localStorage under the form, its version and the order, and dropped once it is sent. A draft
// of another version is never restored (its items may differ); an old draft expires.

/** The part of `localStorage` drafts need (a fake in tests). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What a draft is kept under. */
export interface DraftKey {
  formId: number;
  versionId: number;
  orderId: number;
}

const PREFIX = `${USER_DRAFT_PREFIX}consent:v1`;
/** A draft older than this is forgotten (a week: the visit is usually sooner). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  answers: DraftAnswers;
}

/** The browser's localStorage, or null where there is none (server render, blocked storage). */
export function browserStorage(): DraftStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The storage key of a draft: form, version and order. */
export function draftStorageKey({ formId, versionId, orderId }: DraftKey): string {
  return `${PREFIX}:${formId}:${versionId}:${orderId}`;
}

/** Keeps the answers being filled; false when the browser refuses (full or blocked storage). */
export function saveDraft(
  key: DraftKey,
  answers: DraftAnswers,
  storage: DraftStorage | null = browserStorage(),
  now = Date.now(),
): boolean {
  if (!storage) return false;
  const draft: StoredDraft = { savedAt: now, answers };
  try {
    storage.setItem(draftStorageKey(key), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** The answers kept for this form, version and order, or null (none, unreadable, expired). */
export function restoreDraft(
  key: DraftKey,
  storage: DraftStorage | null = browserStorage(),
  now = Date.now(),
): DraftAnswers | null {
  if (!storage) return null;
  let raw: string | null;
  try {
    raw = storage.getItem(draftStorageKey(key));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<StoredDraft> | null;
    const fresh =
      draft &&
      typeof draft.savedAt === 'number' &&
      now - draft.savedAt <= DRAFT_MAX_AGE_MS &&
      draft.answers &&
      typeof draft.answers === 'object' &&
      !Array.isArray(draft.answers);
    if (fresh) return draft.answers as DraftAnswers;
  } catch {
    // Unreadable: dropped below.
  }
  clearDraft(key, storage);
  return null;
}

/** Forgets the draft (once the form is sent). */
export function clearDraft(key: DraftKey, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(draftStorageKey(key));
  } catch {
    // Nothing to forget where storage is blocked.
  }
}

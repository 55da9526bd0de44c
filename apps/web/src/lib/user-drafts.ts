/**
 * Where pages keep a signed-in user's unsent work in localStorage (a half-filled consent form
 * with its signature): every key starts with this, and sign-out clears them all, so nothing
 * personal stays on a shared phone.
 */
export const USER_DRAFT_PREFIX = 'haoyue:user-draft:';

/** Removes every user draft from `storage` (localStorage by default). */
export function forgetUserDrafts(storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(USER_DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

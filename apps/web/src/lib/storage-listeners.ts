/**
 * Subscribers of a store kept in localStorage under `key`. Changes made in other tabs (or a
 * localStorage.clear() there) call `reloadFromOtherTab`, which re-reads the value and says
 * whether it changed; subscribers hear of it only then.
 */
export function createStorageListeners(key: string, reloadFromOtherTab: () => boolean) {
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    if (reloadFromOtherTab()) emit();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    if (listeners.size === 1 && typeof window !== 'undefined') {
      window.addEventListener('storage', onStorage);
    }
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.removeEventListener('storage', onStorage);
      }
    };
  };
  return { emit, subscribe };
}

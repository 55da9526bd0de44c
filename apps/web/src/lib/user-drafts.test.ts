import { describe, expect, it } from 'vitest';
import { forgetUserDrafts, USER_DRAFT_PREFIX } from './user-drafts';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('forgetUserDrafts', () => {
  it('removes every user draft and nothing else', () => {
    const storage = memoryStorage({
      [`${USER_DRAFT_PREFIX}consent:v1:7:12:345`]: '{"sign":"data:image/png;base64,AA"}',
      [`${USER_DRAFT_PREFIX}consent:v1:8:13:346`]: '{}',
      'haoyue:recent-searches': '["台北"]',
    });
    forgetUserDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('haoyue:recent-searches')).toBe('["台北"]');
  });
});

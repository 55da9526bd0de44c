import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_MAX_AGE_MS,
  type DraftStorage,
  draftStorageKey,
  restoreDraft,
  saveDraft,
} from './draft-storage';

/** An in-memory localStorage. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const KEY = { formId: 7, versionId: 12, orderId: 345 };
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
const ANSWERS = {
  name: '王小美',
  notes: '第一行\n第二行',
  allergy: ['乳膠'],
  pregnant: false,
  agree: true,
  sign: SIGNATURE,
};

describe('consent draft storage', () => {
  it('keeps the answers, the signature too, and gives them back', () => {
    const storage = memoryStorage();
    expect(saveDraft(KEY, ANSWERS, storage, 1000)).toBe(true);
    expect(restoreDraft(KEY, storage, 2000)).toEqual(ANSWERS);
    // The latest save wins.
    saveDraft(KEY, { ...ANSWERS, name: '王美美' }, storage, 3000);
    expect(restoreDraft(KEY, storage, 4000)?.name).toBe('王美美');
  });

  it('keys by form, version and order: another version or order has no draft', () => {
    const storage = memoryStorage();
    saveDraft(KEY, ANSWERS, storage, 1000);
    expect(draftStorageKey(KEY)).toBe('haoyue:user-draft:consent:v1:7:12:345');
    expect(restoreDraft({ ...KEY, versionId: 13 }, storage, 1000)).toBeNull();
    expect(restoreDraft({ ...KEY, orderId: 346 }, storage, 1000)).toBeNull();
    expect(restoreDraft({ ...KEY, formId: 8 }, storage, 1000)).toBeNull();
  });

  it('forgets the draft once cleared', () => {
    const storage = memoryStorage();
    saveDraft(KEY, ANSWERS, storage, 1000);
    clearDraft(KEY, storage);
    expect(restoreDraft(KEY, storage, 1000)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('drops an expired or unreadable draft', () => {
    const storage = memoryStorage();
    saveDraft(KEY, ANSWERS, storage, 0);
    expect(restoreDraft(KEY, storage, DRAFT_MAX_AGE_MS)).toEqual(ANSWERS);
    expect(restoreDraft(KEY, storage, DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);
    for (const junk of ['{not json', 'null', '[]', '{"savedAt":1,"answers":[]}']) {
      storage.setItem(draftStorageKey(KEY), junk);
      expect(restoreDraft(KEY, storage, 1)).toBeNull();
      expect(storage.map.size).toBe(0);
    }
  });

  it('says so when the browser refuses to keep it, and works without storage', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveDraft(KEY, ANSWERS, full)).toBe(false);
    expect(saveDraft(KEY, ANSWERS, null)).toBe(false);
    expect(restoreDraft(KEY, null)).toBeNull();
    expect(() => clearDraft(KEY, null)).not.toThrow();
  });
});

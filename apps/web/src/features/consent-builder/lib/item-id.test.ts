import { CONSENT_ITEM_ID_PATTERN } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import { NEW_ITEM_ID_LENGTH, newItemId } from './item-id';

/** Random bytes that play back `sequences` one call after another. */
function scripted(...sequences: number[][]) {
  let call = 0;
  return (count: number) => {
    const bytes = sequences[call++] ?? [];
    return Uint8Array.from({ length: count }, (_, i) => bytes[i] ?? 0);
  };
}

describe('newItemId', () => {
  it('draws ids the contract accepts, 8 characters of a-z0-9', () => {
    for (let i = 0; i < 200; i++) {
      const id = newItemId([]);
      expect(id).toMatch(CONSENT_ITEM_ID_PATTERN);
      expect(id).toHaveLength(NEW_ITEM_ID_LENGTH);
    }
  });

  it('maps bytes onto the alphabet (all of it, wrapping past 36)', () => {
    expect(newItemId([], scripted([0, 1, 25, 26, 35, 36, 37, 255]))).toBe('abz09abd');
  });

  it('never answers an id already taken: it draws again', () => {
    const taken = 'aaaaaaaa';
    expect(newItemId([taken], scripted([0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1]))).toBe(
      'bbbbbbbb',
    );
  });

  it('gives up loudly rather than loop forever on a broken source', () => {
    expect(() => newItemId(['aaaaaaaa'], () => new Uint8Array(8))).toThrow(/no free id/);
  });

  it('draws different ids for a form full of items', () => {
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push(newItemId(ids));
    expect(new Set(ids).size).toBe(50);
  });
});

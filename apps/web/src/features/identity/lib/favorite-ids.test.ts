import { describe, expect, it } from 'vitest';
import { withFavorite } from './favorite-ids';

describe('withFavorite', () => {
  it('adds a shop once', () => {
    expect(withFavorite([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(withFavorite([1, 2], 2, true)).toEqual([1, 2]);
  });

  it('removes a shop, and removing an absent one changes nothing', () => {
    expect(withFavorite([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withFavorite([1], 9, false)).toEqual([1]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupDigits, groupSuggestions, shopCountText } from './search-labels';

describe('search labels', () => {
  it('groups digits by thousands', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(shopCountText(1200)).toBe('1,200 間');
  });

  it('groups suggestions by kind in a fixed order, numbered as they read', () => {
    const groups = groupSuggestions([
      { kind: 'city', label: '台中市', cityId: 7 },
      { kind: 'shop', label: '光點髮藝 大安店', shopUrlSlug: 'lumiere-daan' },
      { kind: 'industry', label: '美髮', industryId: 1 },
      { kind: 'shop', label: '光點髮藝 信義店', shopUrlSlug: 'lumiere-xinyi' },
    ]);
    expect(groups.map((g) => [g.label, g.items.map((i) => [i.index, i.suggestion.label])])).toEqual(
      [
        [
          '店家',
          [
            [0, '光點髮藝 大安店'],
            [1, '光點髮藝 信義店'],
          ],
        ],
        ['類別', [[2, '美髮']]],
        ['城市', [[3, '台中市']]],
      ],
    );
    expect(groupSuggestions([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { hasLocationFilter, parseSearchFilters, stringifySearchFilters } from './search-filters';

describe('parseSearchFilters', () => {
  it('reads every filter', () => {
    expect(
      parseSearchFilters(
        new URLSearchParams('keyword=%20剪髮%20&industryId=2&cityIds=3,4,3&page=2&countryId=1'),
      ),
    ).toEqual({
      keyword: '剪髮',
      industryId: 2,
      countryId: 1,
      cityIds: [3, 4],
      near: false,
      page: 2,
    });
  });

  it('ignores malformed values', () => {
    expect(
      parseSearchFilters(new URLSearchParams('industryId=abc&cityIds=x,-1,5&page=0&near=yes')),
    ).toEqual({
      keyword: '',
      industryId: null,
      countryId: null,
      cityIds: [5],
      near: false,
      page: 1,
    });
  });
});

describe('stringifySearchFilters', () => {
  it('round-trips and drops defaults', () => {
    const qs = '?keyword=%E5%89%AA%E9%AB%AE&industryId=2&cityIds=3%2C4&page=2';
    expect(stringifySearchFilters(parseSearchFilters(new URLSearchParams(qs)))).toBe(qs);
    expect(stringifySearchFilters(parseSearchFilters(new URLSearchParams('page=1')))).toBe('');
  });

  it('prefers nearby over cities', () => {
    expect(
      stringifySearchFilters({
        keyword: '',
        industryId: null,
        countryId: 1,
        cityIds: [3],
        near: true,
        page: 1,
      }),
    ).toBe('?near=1');
  });
});

describe('hasLocationFilter', () => {
  it('detects location parameters', () => {
    expect(hasLocationFilter(new URLSearchParams('keyword=a'))).toBe(false);
    expect(hasLocationFilter(new URLSearchParams('near=1'))).toBe(true);
    expect(hasLocationFilter(new URLSearchParams('cityIds=1'))).toBe(true);
  });
});

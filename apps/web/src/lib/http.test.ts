import { describe, expect, it } from 'vitest';
import { buildUrl } from './http';

describe('buildUrl', () => {
  it('drops empty values and joins arrays with commas', () => {
    expect(
      buildUrl('/v1/shops', {
        keyword: '',
        industryId: 2,
        cityIds: [1, 2],
        lng: undefined,
        lat: null,
        part: ['city', 'images'],
      }),
    ).toBe('/v1/shops?industryId=2&cityIds=1%2C2&part=city%2Cimages');
  });

  it('returns the bare path without parameters', () => {
    expect(buildUrl('/v1/industries')).toBe('/v1/industries');
    expect(buildUrl('/v1/shops', { cityIds: [] })).toBe('/v1/shops');
  });
});

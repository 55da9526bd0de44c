import { describe, expect, it } from 'vitest';
import { mapsUrl } from './maps-url';

describe('mapsUrl', () => {
  it('builds a Google Maps search link as lat,lng', () => {
    expect(mapsUrl(25.033964, 121.564468)).toBe(
      'https://www.google.com/maps/search/?api=1&query=25.033964,121.564468',
    );
  });

  it('drops floating-point noise', () => {
    expect(mapsUrl(25.04 + 0.005, 121.55 + 0.01)).toBe(
      'https://www.google.com/maps/search/?api=1&query=25.045,121.56',
    );
  });
});

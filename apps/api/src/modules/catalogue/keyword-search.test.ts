import { describe, expect, it } from 'vitest';
import { bigramsOf } from './keyword-search';

describe('bigramsOf', () => {
  it('gives the distinct two-character windows, by character', () => {
    expect(bigramsOf('美髮')).toEqual(['美髮']);
    expect(bigramsOf('光點髮藝')).toEqual(['光點', '點髮', '髮藝']);
    expect(bigramsOf('aaaa')).toEqual(['aa']);
    expect(bigramsOf('美')).toEqual([]);
    expect(bigramsOf('💅美甲')).toEqual(['💅美', '美甲']);
  });
});

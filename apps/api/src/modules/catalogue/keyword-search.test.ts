import { describe, expect, it } from 'vitest';
import { bigramsOf } from './keyword-search';
import { searchFold } from './search-fold';

describe('bigramsOf', () => {
  it('gives the distinct two-character windows, by character', () => {
    expect(bigramsOf('美髮')).toEqual(['美髮']);
    expect(bigramsOf('光點髮藝')).toEqual(['光點', '點髮', '髮藝']);
    expect(bigramsOf('aaaa')).toEqual(['aa']);
    expect(bigramsOf('美')).toEqual([]);
    expect(bigramsOf('💅美甲')).toEqual(['💅美', '美甲']);
  });
});

describe('searchFold', () => {
  it('folds variants, full-width forms and ASCII case', () => {
    expect(searchFold('臺北市')).toBe('台北市');
    expect(searchFold('ＮＡＩＬ　ＳＡＬＯＮ １２３')).toBe('nail salon 123');
    expect(searchFold('Ｈａｉｒ Studio')).toBe('hair studio');
    expect(searchFold('美髮・ÉCLAT')).toBe('美髮・Éclat'); // only ASCII letters change case
  });
});

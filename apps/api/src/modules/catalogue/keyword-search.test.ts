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
  });

  it('folds accented Latin letters to bare ones, other scripts keep their case', () => {
    expect(searchFold('Lumière ÉCLAT Ñandú')).toBe('lumiere eclat nandu');
    expect(searchFold('ΑΒΓ')).toBe('ΑΒΓ');
  });

  it('folds traditional characters to simplified ones, so either script finds the other', () => {
    expect(searchFold('美髮')).toBe(searchFold('美发'));
    expect(searchFold('臺灣霧眉紋繡')).toBe(searchFold('台湾雾眉纹绣'));
    expect(searchFold('睫毛研究室')).toBe('睫毛研究室');
  });
});

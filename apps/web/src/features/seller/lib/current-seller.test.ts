import { describe, expect, it } from 'vitest';
import { parseChoice, pickCurrent } from './current-seller';

describe('pickCurrent', () => {
  const list = [{ id: 4 }, { id: 7 }];
  it('keeps the remembered item while it is in the list', () => {
    expect(pickCurrent(list, 7)).toEqual({ id: 7 });
  });
  it('falls back to the first item', () => {
    expect(pickCurrent(list, 99)).toEqual({ id: 4 });
    expect(pickCurrent(list, null)).toEqual({ id: 4 });
  });
  it('is null for an empty list', () => {
    expect(pickCurrent([], 1)).toBeNull();
  });
});

describe('parseChoice', () => {
  it('reads a stored choice', () => {
    expect(parseChoice('{"sellerId":2,"shopIds":{"2":5}}')).toEqual({
      sellerId: 2,
      shopIds: { '2': 5 },
    });
  });
  it('ignores garbage', () => {
    expect(parseChoice('not json')).toEqual({ sellerId: null, shopIds: {} });
    expect(parseChoice('{"sellerId":"x","shopIds":{"1":"y"}}')).toEqual({
      sellerId: null,
      shopIds: {},
    });
    expect(parseChoice(null)).toEqual({ sellerId: null, shopIds: {} });
  });
});

import { describe, expect, it } from 'vitest';
import { statementParts } from './shop-json';

describe('statementParts', () => {
  it('names only the parts built per row that were asked for, in one order', () => {
    expect(statementParts([], false)).toBe(':');
    expect(statementParts(['city', 'images', 'summary'], false)).toBe(':');
    expect(statementParts(['hours', 'city', 'operators', 'images'], false)).toBe(':oh');
    expect(statementParts(['operators', 'hours'], false)).toBe(':oh');
  });

  it('names the cards’ texts when they are read too', () => {
    expect(statementParts(['images'], true)).toBe(':c');
    expect(statementParts(['hours', 'summary'], true)).toBe(':ch');
  });
});

import { describe, expect, it } from 'vitest';
import { statementParts } from './shop-json';

describe('statementParts', () => {
  it('names only the costly parts asked for, in one order whatever the order asked', () => {
    expect(statementParts([])).toBe(':');
    expect(statementParts(['city', 'images'])).toBe(':i');
    expect(statementParts(['summary', 'city', 'industry', 'images'])).toBe(':is');
    expect(statementParts(['hours', 'operators', 'images', 'summary'])).toBe(':iohs');
  });
});

import { describe, expect, it } from 'vitest';
import { errorKeyOf } from './validate-draft';

describe('errorKeyOf (where an API error is shown)', () => {
  it('keeps the fields the editor has', () => {
    expect(errorKeyOf('title')).toBe('title');
    expect(errorKeyOf('items.3.label')).toBe('items.3.label');
    expect(errorKeyOf('items.3.options.1')).toBe('items.3.options.1');
    expect(errorKeyOf('serviceIds.2')).toBe('serviceIds');
  });

  it('puts an item’s other faults on the items, and unknown fields nowhere (a notice)', () => {
    expect(errorKeyOf('items.3.id')).toBe('items');
    expect(errorKeyOf('items')).toBe('items');
    expect(errorKeyOf('somethingElse')).toBe('');
  });
});

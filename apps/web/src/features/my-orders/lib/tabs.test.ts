import { describe, expect, it } from 'vitest';
import { tabFromParam, tabQuery } from './tabs';

describe('my orders tabs', () => {
  it('asks the list for the period or the cancelled status', () => {
    expect(tabQuery('upcoming')).toEqual({ period: 'upcoming' });
    expect(tabQuery('past')).toEqual({ period: 'past' });
    expect(tabQuery('cancelled')).toEqual({ status: ['CANCELLED'] });
  });

  it('reads the tab from the URL, upcoming by default', () => {
    expect(tabFromParam('past')).toBe('past');
    expect(tabFromParam('cancelled')).toBe('cancelled');
    expect(tabFromParam(null)).toBe('upcoming');
    expect(tabFromParam('whatever')).toBe('upcoming');
  });
});

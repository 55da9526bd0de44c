import { describe, expect, it } from 'vitest';
import { covers, intersect, normalize, subtract } from './intervals';

const iv = (start: number, end: number) => ({ start, end });

describe('interval arithmetic', () => {
  it('normalizes: sorts, merges overlapping and touching, drops empty', () => {
    expect(normalize([iv(5, 7), iv(1, 3), iv(3, 4), iv(6, 9), iv(10, 10)])).toEqual([
      iv(1, 4),
      iv(5, 9),
    ]);
  });

  it('intersects', () => {
    expect(intersect([iv(0, 10), iv(20, 30)], [iv(5, 25)])).toEqual([iv(5, 10), iv(20, 25)]);
    expect(intersect([iv(0, 5)], [iv(5, 10)])).toEqual([]);
  });

  it('subtracts', () => {
    expect(subtract([iv(0, 10)], [iv(2, 3), iv(5, 7)])).toEqual([iv(0, 2), iv(3, 5), iv(7, 10)]);
    expect(subtract([iv(0, 10)], [iv(-5, 0), iv(10, 15)])).toEqual([iv(0, 10)]);
    expect(subtract([iv(0, 10)], [iv(-5, 20)])).toEqual([]);
    expect(subtract([iv(0, 4), iv(6, 10)], [iv(3, 7)])).toEqual([iv(0, 3), iv(7, 10)]);
  });

  it('tells whether a span fits wholly inside a free interval (half-open)', () => {
    const free = [iv(0, 10), iv(20, 30)];
    expect(covers(free, 0, 10)).toBe(true);
    expect(covers(free, 5, 11)).toBe(false);
    expect(covers(free, 20, 30)).toBe(true);
    expect(covers(free, 15, 16)).toBe(false);
    expect(covers(free, -1, 2)).toBe(false);
  });
});

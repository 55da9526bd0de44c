import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows minutes under an hour', () => {
    expect(formatDuration(45)).toBe('45 分鐘');
    expect(formatDuration(5)).toBe('5 分鐘');
    expect(formatDuration(0)).toBe('0 分鐘');
  });

  it('shows whole hours without minutes', () => {
    expect(formatDuration(60)).toBe('1 小時');
    expect(formatDuration(120)).toBe('2 小時');
  });

  it('combines hours and minutes', () => {
    expect(formatDuration(90)).toBe('1 小時 30 分鐘');
    expect(formatDuration(135)).toBe('2 小時 15 分鐘');
  });

  it('never shows negative or invalid durations', () => {
    expect(formatDuration(-10)).toBe('0 分鐘');
    expect(formatDuration(Number.NaN)).toBe('0 分鐘');
  });
});

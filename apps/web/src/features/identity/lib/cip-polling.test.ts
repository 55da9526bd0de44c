import { describe, expect, it } from 'vitest';
import { CIP_MAX_POLLS, nextCipPoll } from './cip-polling';

describe('nextCipPoll', () => {
  it('polls every second until verified', () => {
    expect(nextCipPoll(0, false)).toBe(1000);
    expect(nextCipPoll(42, false)).toBe(1000);
    expect(nextCipPoll(42, true)).toBe(false);
  });

  it('stops after 180 polls (3 minutes)', () => {
    expect(CIP_MAX_POLLS).toBe(180);
    expect(nextCipPoll(179, false)).toBe(1000);
    expect(nextCipPoll(180, false)).toBe(false);
  });
});

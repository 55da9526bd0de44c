import { describe, expect, it } from 'vitest';
import { resolveStep, type BookingProgress } from './steps';

const none: BookingProgress = {
  hasServices: false,
  hasOperator: false,
  hasTime: false,
  profileDone: false,
  hasOrder: false,
};
const all: BookingProgress = {
  hasServices: true,
  hasOperator: true,
  hasTime: true,
  profileDone: true,
  hasOrder: false,
};

describe('resolveStep', () => {
  it('shows the step asked for when the choices allow it', () => {
    expect(resolveStep(null, none)).toBe('services');
    expect(resolveStep(null, all)).toBe('services');
    expect(resolveStep('operator', all)).toBe('operator');
    expect(resolveStep('time', all)).toBe('time');
    expect(resolveStep('summary', all)).toBe('summary');
  });

  it('falls back to the furthest step the choices allow (a reload forgets them)', () => {
    expect(resolveStep('summary', none)).toBe('services');
    expect(resolveStep('summary', { ...none, hasServices: true })).toBe('operator');
    expect(resolveStep('profile', { ...all, hasTime: false })).toBe('time');
    expect(resolveStep('nonsense', all)).toBe('services');
  });

  it('shows success only with an order', () => {
    expect(resolveStep('success', all)).toBe('services');
    expect(resolveStep('success', { ...none, hasOrder: true })).toBe('success');
  });
});

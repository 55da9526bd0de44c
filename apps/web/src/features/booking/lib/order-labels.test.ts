import * as contracts from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_ERRORS,
  CANCEL_REASON_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  ORDER_STATUS_COLORS,
  ORDER_STATUS_LABELS,
} from './order-labels';

describe('copies of contract constants', () => {
  it('match the contracts', () => {
    expect(ORDER_STATUS_LABELS).toEqual(contracts.ORDER_STATUS_LABELS);
    expect(Object.keys(ORDER_STATUS_COLORS).sort()).toEqual([...contracts.ORDER_STATUSES].sort());
    expect(BOOKING_ERRORS.SLOT_UNAVAILABLE).toBe(contracts.BOOKING_ERROR_CODES.SLOT_UNAVAILABLE);
    expect(BOOKING_ERRORS.PROFILE_INCOMPLETE).toBe(
      contracts.BOOKING_ERROR_CODES.PROFILE_INCOMPLETE,
    );
    expect(NOTE_MAX_LENGTH).toBe(contracts.NOTE_MAX_LENGTH);
    expect(CANCEL_REASON_MAX_LENGTH).toBe(contracts.CANCEL_REASON_MAX_LENGTH);
  });
});

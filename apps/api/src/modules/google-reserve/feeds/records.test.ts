import { describe, expect, it } from 'vitest';
import { availabilityRecord, availabilityRecordJson } from './records';

describe('availability records as text', () => {
  it('are written by hand exactly as JSON.stringify writes them', () => {
    const starts = [
      { startSec: 1_764_554_400, durationSec: 3_600 },
      { startSec: 1_764_556_200, durationSec: 5_400 },
    ];
    expect(availabilityRecordJson(12, 345, starts)).toBe(
      JSON.stringify(availabilityRecord(12, 345, starts)),
    );
    expect(availabilityRecordJson(1, 2, [])).toBe(JSON.stringify(availabilityRecord(1, 2, [])));
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeMultiline, ZBookingProfile, ZOrderRequest, ZStartTimesRequest } from './booking';

describe('sanitizeMultiline', () => {
  it('keeps plain text and line breaks only', () => {
    expect(
      sanitizeMultiline('  <script>alert(1)</script>第一行\r\n第二行\u0007\n\n\n\n第三行 \t '),
    ).toBe('alert(1)第一行\n第二行\n\n第三行');
    expect(sanitizeMultiline('a < b')).toBe('a  b');
  });
});

describe('booking contracts', () => {
  it('trims profile fields and turns blanks into null', () => {
    expect(
      ZBookingProfile.parse({
        displayName: '  王小美 ',
        contactEmail: ' ',
        gender: '',
        birthDate: '',
      }),
    ).toEqual({ displayName: '王小美', contactEmail: null, gender: null, birthDate: null });
    expect(ZBookingProfile.safeParse({ contactEmail: 'not-mail' }).success).toBe(false);
  });

  it('sanitises the note and refuses duplicate services', () => {
    const base = { shopId: 1, serviceIds: [1], startTime: '2026-12-02T02:00:00.000Z' };
    expect(ZOrderRequest.parse({ ...base, note: ' <i>hi</i>\r\nthere ' }).note).toBe('hi\nthere');
    expect(ZOrderRequest.parse({ ...base, note: '   ' }).note).toBeNull();
    expect(ZOrderRequest.safeParse({ ...base, serviceIds: [1, 1] }).success).toBe(false);
  });

  it('limits availability ranges to 31 days', () => {
    const base = { shopId: 1, serviceIds: [1] };
    expect(
      ZStartTimesRequest.safeParse({ ...base, startDate: '2026-12-01', endDate: '2026-12-31' })
        .success,
    ).toBe(true);
    expect(
      ZStartTimesRequest.safeParse({ ...base, startDate: '2026-12-01', endDate: '2027-01-01' })
        .success,
    ).toBe(false);
  });
});

import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZBookingProfile } from '../booking/schemas';
import { EMAIL_MESSAGE, EMAIL_PATTERN, SMS_CODE_PATTERN } from './rules';
import { ZSmsCode, ZUpdateMeRequest } from './schemas';

describe('identity rules', () => {
  it('keeps zod’s own e-mail pattern, so the API accepts what it did', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(z.regexes.email.flags);
  });

  it('is what the schemas check, with the same zh-TW messages', () => {
    const bad = ZUpdateMeRequest.safeParse({ contactEmail: 'nope' });
    expect(bad.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    expect(ZUpdateMeRequest.safeParse({ contactEmail: 'mei@example.com' }).success).toBe(true);
    const profile = ZBookingProfile.safeParse({ contactEmail: 'a@b' });
    expect(profile.error?.issues[0]?.message).toBe(EMAIL_MESSAGE);
    expect(ZSmsCode.safeParse('12345').success).toBe(SMS_CODE_PATTERN.test('12345'));
  });
});

import { ZCreatePushMessageRequest } from '@haoyue/contracts';
import { describe, expect, it } from 'vitest';
import {
  audienceIdOf,
  clockMinutes,
  draftPushValues,
  initialPushValues,
  toPushRequest,
} from './push-form';
import { pushDraftOf } from './test-push';

const start = initialPushValues(new Date('2026-12-06T03:20:00Z')); // 上午 11:20 in Taipei

describe('push message form', () => {
  it('starts sending now, a schedule defaulting to the next hour on Taiwan clocks', () => {
    expect(start).toMatchObject({
      when: 'now',
      date: '2026-12-06',
      clock: { period: 'pm', hour: 12, minute: 0 },
    });
  });

  it('reads the 12-hour clock', () => {
    expect(clockMinutes({ period: 'am', hour: 12, minute: 5 })).toBe(5);
    expect(clockMinutes({ period: 'pm', hour: 12, minute: 5 })).toBe(725);
    expect(clockMinutes({ period: 'pm', hour: 7, minute: 30 })).toBe(19 * 60 + 30);
  });

  it('makes the request: the audience picked, blanks as null, the schedule in Asia/Taipei', () => {
    const values = {
      ...start,
      text: '週末八折',
      audienceKind: 'CITY' as const,
      countryId: '1',
      cityId: '7',
      when: 'later' as const,
      date: '2026-12-24',
      clock: { period: 'pm' as const, hour: 7, minute: 30 },
    };
    const body = toPushRequest(values);
    expect(body).toEqual({
      text: '週末八折',
      linkUrl: null,
      imageUrl: null,
      audience: { kind: 'CITY', id: 7 },
      sendAt: '2026-12-24T11:30:00.000Z',
    });
    expect(ZCreatePushMessageRequest.safeParse(body).success).toBe(true);
    expect(audienceIdOf({ ...values, audienceKind: 'COUNTRY' })).toBe(1);
    expect(audienceIdOf({ ...values, audienceKind: 'ALL' })).toBeNull();
    expect(toPushRequest({ ...values, when: 'now' }).sendAt).toBeNull();
  });

  it('fails the contract where the admin left something out', () => {
    const body = toPushRequest({ ...start, cityId: '', linkUrl: 'http://x.example' });
    const result = ZCreatePushMessageRequest.safeParse(body);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['text', 'linkUrl', 'audience.id']));
  });

  it('fills the form with a draft: its audience in the pickers, its time while still ahead', () => {
    const now = new Date('2026-12-06T03:20:00Z');
    const draft = pushDraftOf({
      id: 5,
      text: '草稿',
      imageUrl: '/uploads/push/image-a.webp',
      linkUrl: null,
      sendAt: '2026-12-24T11:30:00.000Z',
      createdAt: '2026-12-06T03:00:00.000Z',
      createdBy: { userId: 1, displayName: null },
    });
    const options = {
      countries: [{ id: 2, name: '台灣', cities: [{ id: 7, name: '台北市' }] }],
      industries: [],
      sellers: [],
    };
    const values = draftPushValues(draft, options, now);
    expect(values).toMatchObject({
      text: '草稿',
      linkUrl: '',
      imageUrl: '/uploads/push/image-a.webp',
      audienceKind: 'CITY',
      countryId: '2',
      cityId: '7',
      when: 'later',
      date: '2026-12-24',
      clock: { period: 'pm', hour: 7, minute: 30 },
    });
    expect(toPushRequest(values).sendAt).toBe('2026-12-24T11:30:00.000Z');
    // Its time passed (or none was picked): sent now; the country unknown until options load.
    const stale = draftPushValues({ ...draft, sendAt: '2026-12-01T00:00:00.000Z' }, undefined, now);
    expect(stale).toMatchObject({ when: 'now', countryId: '', cityId: '7' });
  });
});

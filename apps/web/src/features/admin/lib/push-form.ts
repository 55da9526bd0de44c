import {
  ERROR_CODES,
  type TCreatePushMessageRequest,
  type TPushAudienceKind,
  type TPushAudienceOptions,
  type TPushMessage,
} from '@haoyue/contracts';
import {
  clockMinutes,
  type TwelveHourClock,
  twelveHourClock,
} from '../../../lib/twelve-hour-clock';
import { instantAt, wallClock } from '../../../lib/zoned-time';

export { clockMinutes };

// The push message form as the admin fills it (a 12-hour clock in Asia/Taipei, selects holding
// text) and the request it makes. Pure, so it is tested without a page.

/** Scheduled times are Taiwan's: the platform's operations team works on its clock. */
export const PUSH_TIME_ZONE = 'Asia/Taipei';

export interface PushFormValues {
  text: string;
  linkUrl: string;
  imageUrl: string | null;
  audienceKind: TPushAudienceKind;
  /** The country whose cities the city select lists (and the COUNTRY audience's id). */
  countryId: string;
  cityId: string;
  industryId: string;
  sellerId: string;
  when: 'now' | 'later';
  /** `YYYY-MM-DD` in Asia/Taipei. */
  date: string;
  clock: TwelveHourClock;
}

/** The form's start: no audience picked, sent now; a schedule defaults to the next hour. */
export function initialPushValues(now: Date): PushFormValues {
  const next = wallClock(now.getTime() + 3600_000, PUSH_TIME_ZONE);
  return {
    text: '',
    linkUrl: '',
    imageUrl: null,
    audienceKind: 'CITY',
    countryId: '',
    cityId: '',
    industryId: '',
    sellerId: '',
    when: 'now',
    date: next.date,
    clock: twelveHourClock(Math.floor(next.minutes / 60) * 60),
  };
}

/**
 * The form filled with a draft to edit: its audience in the pickers (a city's country found in
 * `options`, when loaded), and its time when it is still ahead, else sent now.
 */
export function draftPushValues(
  draft: TPushMessage,
  options: TPushAudienceOptions | undefined,
  now: Date,
): PushFormValues {
  const start = initialPushValues(now);
  const id = draft.audience.id === null ? '' : String(draft.audience.id);
  const kind = draft.audience.kind;
  const cityCountry =
    kind === 'CITY'
      ? options?.countries.find((c) => c.cities.some((city) => String(city.id) === id))
      : undefined;
  const later = Date.parse(draft.sendAt) > now.getTime();
  const at = wallClock(draft.sendAt, PUSH_TIME_ZONE);
  return {
    ...start,
    text: draft.text,
    linkUrl: draft.linkUrl ?? '',
    imageUrl: draft.imageUrl,
    audienceKind: kind,
    countryId: kind === 'COUNTRY' ? id : cityCountry ? String(cityCountry.id) : '',
    cityId: kind === 'CITY' ? id : '',
    industryId: kind === 'INDUSTRY' ? id : '',
    sellerId: kind === 'SELLER_LINE_FRIENDS' ? id : '',
    ...(later ? { when: 'later', date: at.date, clock: twelveHourClock(at.minutes) } : {}),
  };
}

const idOf = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : null);

/** The id the audience names in the form, or null (none picked, or ALL). */
export function audienceIdOf(values: PushFormValues): number | null {
  switch (values.audienceKind) {
    case 'COUNTRY':
      return idOf(values.countryId);
    case 'CITY':
      return idOf(values.cityId);
    case 'INDUSTRY':
      return idOf(values.industryId);
    case 'SELLER_LINE_FRIENDS':
      return idOf(values.sellerId);
    default:
      return null;
  }
}

/** The field an audience error belongs under. */
export const AUDIENCE_FIELD: Record<TPushAudienceKind, keyof PushFormValues> = {
  ALL: 'audienceKind',
  COUNTRY: 'countryId',
  CITY: 'cityId',
  INDUSTRY: 'industryId',
  SELLER_LINE_FRIENDS: 'sellerId',
};

/** The request the form makes: blanks as null, the schedule as an instant of Taiwan's clock. */
export function toPushRequest(values: PushFormValues): TCreatePushMessageRequest {
  const sendAt =
    values.when === 'later'
      ? /^\d{4}-\d{2}-\d{2}$/.test(values.date)
        ? instantAt(values.date, clockMinutes(values.clock), PUSH_TIME_ZONE)
        : ''
      : null;
  return {
    text: values.text,
    linkUrl: values.linkUrl.trim() === '' ? null : values.linkUrl.trim(),
    imageUrl: values.imageUrl,
    audience: { kind: values.audienceKind, id: audienceIdOf(values) },
    sendAt,
  };
}

/** Whether an API error is the cancel coming too late (the message started meanwhile). */
export const isTooLateToCancel = (error: unknown) =>
  (error as { code?: string } | null)?.code === ERROR_CODES.PUSH_MESSAGE_STATE;

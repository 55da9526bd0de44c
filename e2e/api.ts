import { inject } from 'vitest';
import { callApi } from '../apps/api/test/api-client';

export { zoneDate } from '../apps/api/test/api-client';

/**
 * Calls the app under test directly, behind the page's back: JSON, POST when there is a body
 * unless `method` says otherwise.
 */
export function api<T>(
  path: string,
  init: { method?: string; body?: object; token?: string } = {},
): Promise<T> {
  return callApi<T>(inject('baseURL'), path, init);
}

/** The 12-hour zh-TW label of an instant on a zone's clock, as the pages print it. */
export function zoneTimeLabel(timeZone: string, iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const hour = Number(parts.find((p) => p.type === 'hour')!.value) % 24;
  const minute = parts.find((p) => p.type === 'minute')!.value;
  return `${hour < 12 ? '上午' : '下午'} ${hour % 12 || 12}:${minute}`;
}

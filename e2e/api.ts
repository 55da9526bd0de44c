import { inject } from 'vitest';

/**
 * Calls the app under test directly, behind the page's back: JSON, POST when there is a body
 * unless `method` says otherwise.
 */
export async function api<T>(
  path: string,
  init: { method?: string; body?: object; token?: string } = {},
): Promise<T> {
  const res = await fetch(`${inject('baseURL')}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const json = (await res.json()) as { data: T; error?: unknown };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(json.error)}`);
  return json.data;
}

/** A local date (`YYYY-MM-DD`) in `timeZone`, `days` from today. */
export function zoneDate(timeZone: string, days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(
    new Date(Date.now() + days * 86_400_000),
  );
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

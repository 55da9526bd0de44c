import { clockLabel } from '@haoyue/contracts';
import { callApi } from '../apps/api/test/api-client';
import { baseURL } from './server';

export { zoneDate } from '../apps/api/test/api-client';

/**
 * Calls the app under test directly, behind the page's back: JSON, POST when there is a body
 * unless `method` says otherwise.
 */
export function api<T>(
  path: string,
  init: { method?: string; body?: object; token?: string; devNow?: string } = {},
): Promise<T> {
  return callApi<T>(baseURL, path, init);
}

/** The 12-hour zh-TW label of an instant on a zone's clock, as the pages print it (`晚上 7:30`). */
export function zoneTimeLabel(timeZone: string, iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const hour = Number(parts.find((p) => p.type === 'hour')!.value) % 24;
  const minute = Number(parts.find((p) => p.type === 'minute')!.value);
  return clockLabel(hour * 60 + minute);
}

/** The latest code the fake gateway sent to a number (what the user would read on their phone). */
export async function latestCode(phoneNumber: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = await api<{ text: string }[]>(
      `/v1/dev/outbox?phoneNumber=${encodeURIComponent(phoneNumber)}`,
    );
    const code = /(\d{6})/.exec(outbox[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no code for ${phoneNumber}`);
}

const passwordTokens = new Map<string, Promise<string>>();

/**
 * An access token per account, signed in by password once per test file: every password sign-in
 * from this machine counts against the API's per-IP password budget, shared by the whole run.
 */
export function passwordToken(username: string, password: string): Promise<string> {
  let token = passwordTokens.get(username);
  if (!token) {
    token = api<{ token: string }>('/v1/auth/tokens', {
      body: { provider: 'basic', username, password },
    }).then((data) => data.token);
    passwordTokens.set(username, token);
  }
  return token;
}

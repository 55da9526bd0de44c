/**
 * Calls a running API over HTTP, for tests that drive a real server process: the crash test
 * (apps/api/test) and the browser tests (e2e), which import it from here.
 */

/**
 * One JSON call that must succeed: POST when there is a body unless `method` says otherwise,
 * the answer's `data`, or an error naming the path, the status and the answer's `error`.
 */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  init: { method?: string; body?: object; token?: string; devNow?: string } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      // Outside production, from this machine: the one request runs at this instant (DEV_NOW_HEADER).
      ...(init.devNow ? { 'x-dev-now': init.devNow } : {}),
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

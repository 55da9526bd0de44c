import { describe, expect, it } from 'vitest';
import { baseURL } from './server';

const statusOf = async (path: string) => (await fetch(`${baseURL}${path}`)).status;

describe('the built app answers 404 for pages that show nothing (issue 36 item 3)', () => {
  it('a path no page of the route table answers, in the site and the dashboard', async () => {
    expect(await statusOf('/no-such-page')).toBe(404);
    expect(await statusOf('/user/no-such-page')).toBe(404);
    expect(await statusOf('/dashboard/no-such-page')).toBe(404);
    expect(await statusOf('/line/999999')).toBe(404);
    const page = await (await fetch(`${baseURL}/no-such-page`)).text();
    expect(page).toContain('<div id="root">');
  });

  it('the pages of the route table answer 200', async () => {
    for (const path of [
      '/',
      '/search',
      '/industries',
      '/user/orders',
      '/dashboard',
      '/dashboard/license',
      '/dashboard/credit-card',
      '/admin/system-order',
      '/line/1',
    ]) {
      expect(await statusOf(path), path).toBe(200);
    }
  });

  it('an unknown call keeps its JSON 404', async () => {
    const res = await fetch(`${baseURL}/v1/no-such-call`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('E_NOT_FOUND');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleReserveFeedRuns } from '../../../db/schema';
import { createTestApp, type TestContext } from '../../../../test/helper';
import { ZAvailabilityFeed, ZMerchantFeed, ZServiceFeed } from './schemas';

describe('GET /v1/dev/google-feeds/{kind} (development, loopback only)', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-dev-feeds-'));
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ demo: true, env: { GOOGLE_FEEDS_DIR: folder } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });
  const get = (kind: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ url: `/v1/dev/google-feeds/${kind}`, remoteAddress });

  it("answers the demo's feeds, generated on first ask, then the same run again", async () => {
    const merchants = await get('merchants');
    expect(merchants.statusCode).toBe(200);
    const { run, files } = merchants.json().data;
    expect(run).toMatchObject({
      kind: 'merchants',
      status: 'SUCCEEDED',
      shards: 1,
      location: folder,
    });
    expect(files).toHaveLength(1);
    expect(files[0].name).toBe(`merchants-${run.id}-0000.json`);
    const feed = ZMerchantFeed.parse(files[0].content);
    // The demo's approved enrolments (one pending and one refused are left out).
    expect(feed.merchant.length).toBe(run.records);
    expect(feed.merchant.length).toBeGreaterThanOrEqual(3);
    expect(fs.existsSync(path.join(folder, files[0].name))).toBe(true);

    const again = (await get('merchants')).json().data;
    expect(again.run.id).toBe(run.id);
    expect(await t.database.db.select().from(googleReserveFeedRuns)).toHaveLength(1);

    const services = (await get('services')).json().data;
    expect(ZServiceFeed.parse(services.files[0].content).service.length).toBeGreaterThan(0);
    const availability = (await get('availability')).json().data;
    const slots = ZAvailabilityFeed.parse(availability.files[0].content).service_availability;
    expect(slots.length).toBeGreaterThan(0);
  });

  it('is not found from another machine, and refuses an unknown feed', async () => {
    const res = await get('merchants', '203.0.113.10');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBeDefined();
    const bad = await get('everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBeDefined();
  });

  it('is not served when Reserve with Google is disabled', async () => {
    const prod = await createTestApp({
      env: { GOOGLE_FEEDS_DIR: folder, GOOGLE_RESERVE_ENABLED: 'false' },
    });
    try {
      expect((await prod.app.inject({ url: '/v1/dev/google-feeds/merchants' })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});

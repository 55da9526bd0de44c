import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { googleReserveFeedRuns, shops } from '../../../db/schema';
import { type FeedUploader, localFeedUploader } from '../../../platform/google-feeds';
import { bookingTestApp } from '../../../../test/booking-factories';
import { enrol, rwg } from '../../../../test/google-reserve';
import { PREPAID, shopFixture } from '../../../../test/shop-fixture';
import { FEEDS_INTERVAL_MS, googleFeedJobs } from './jobs';
import { ScheduleCache } from '../../availability';
import { servedMerchant } from '../merchants';
import { FEED_HORIZON_DAYS, freeStarts, googleServices } from './records';
import { feedRunFiles, runGoogleFeed, runGoogleFeeds } from './run';
import {
  FEED_FILES,
  type FeedKind,
  ZAvailabilityFeed,
  ZMerchantFeed,
  ZServiceFeed,
} from './schemas';

// Tuesday 1 December 2026, 08:00 in Taipei.
const h = bookingTestApp(new Date('2026-12-01T00:00:00Z'));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-google-feeds-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));
const uploader = localFeedUploader(folder);

/** A feed run's files, parsed and checked against Google's structure as a whole. */
function readRun(run: { kind: FeedKind; id: number; shards: number }) {
  return feedRunFiles(run as Parameters<typeof feedRunFiles>[0]).map((name) => {
    const json = JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'));
    FEED_FILES[run.kind].schema.parse(json);
    return json;
  });
}

/** Shops in every state an enrolment can be in; built once for the file. */
let shopsBuilt: Awaited<ReturnType<typeof buildShops>> | undefined;
async function buildShops() {
  const db = h.t.database.db;
  const approved = await shopFixture(h, { operatorCount: 2 });
  await enrol(db, approved.shop.id);
  const pending = await shopFixture(h);
  await enrol(db, pending.shop.id, { status: 'PENDING' });
  const rejected = await shopFixture(h);
  await enrol(db, rejected.shop.id, { status: 'REJECTED', rejectReason: '地址不符' });
  const notEnrolled = await shopFixture(h);
  const prepaid = await shopFixture(h, { shop: { prepaymentSettings: PREPAID } });
  await enrol(db, prepaid.shop.id);
  const payAtShop = await shopFixture(h, { shop: { prepaymentSettings: PREPAID } });
  await enrol(db, payAtShop.shop.id, { payAtShop: true });
  const washOnly = await shopFixture(h);
  await enrol(db, washOnly.shop.id, { offeredServiceIds: [washOnly.wash.id] });
  const paused = await shopFixture(h, { shop: { onlineBookingPausedAt: new Date() } });
  await enrol(db, paused.shop.id);
  return { approved, pending, rejected, notEnrolled, prepaid, payAtShop, washOnly, paused };
}
const built = async () => (shopsBuilt ??= await buildShops());

describe('Reserve with Google feeds: content', () => {
  it('lists approved, served shops only; services by enrolment and prepayment; slots as start-times', async () => {
    const s = await built();
    const runs = await runGoogleFeeds(h.jobsContext(), uploader, { validate: 'all' });
    expect(runs.map((r) => [r.kind, r.status])).toEqual([
      ['merchants', 'SUCCEEDED'],
      ['services', 'SUCCEEDED'],
      ['availability', 'SUCCEEDED'],
    ]);
    const [merchantsRun, servicesRun, availabilityRun] = runs;

    const merchants = readRun(merchantsRun!).flatMap((f) => ZMerchantFeed.parse(f).merchant);
    const served = [s.approved, s.prepaid, s.payAtShop, s.washOnly].map((f) => String(f.shop.id));
    expect(merchants.map((m) => m.merchant_id)).toEqual(served);
    expect(merchantsRun!.records).toBe(4);
    const first = merchants[0]!;
    expect(first).toMatchObject({
      name: s.approved.shop.displayName,
      url: `https://haoyue.test/p/${s.approved.shop.urlSlug}`,
      geo: {
        latitude: s.approved.shop.latitude,
        longitude: s.approved.shop.longitude,
        unstructured_address: s.approved.shop.address,
      },
    });

    const services = readRun(servicesRun!).flatMap((f) => ZServiceFeed.parse(f).service);
    const byMerchant = (id: number) =>
      services.filter((x) => x.merchant_id === String(id)).map((x) => Number(x.service_id));
    expect(byMerchant(s.approved.shop.id)).toEqual([s.approved.cut.id, s.approved.wash.id]);
    // A prepayment Google cannot collect: left out, unless the shop takes payment there.
    expect(byMerchant(s.prepaid.shop.id)).toEqual([]);
    expect(byMerchant(s.payAtShop.shop.id)).toEqual([s.payAtShop.cut.id, s.payAtShop.wash.id]);
    expect(byMerchant(s.washOnly.shop.id)).toEqual([s.washOnly.wash.id]);
    expect(services.find((x) => x.service_id === String(s.approved.cut.id))).toEqual({
      merchant_id: String(s.approved.shop.id),
      service_id: String(s.approved.cut.id),
      localized_service_name: {
        value: '洗剪吹',
        localized_value: [{ locale: 'zh-TW', value: '洗剪吹' }],
      },
      // NT$800.00 kept as 80000 minor units.
      price: { price_micros: 800_000_000, currency_code: 'TWD' },
      prepayment_type: 'NOT_SUPPORTED',
    });
    expect(servicesRun!.records).toBe(services.length);

    const groups = readRun(availabilityRun!).flatMap(
      (f) => ZAvailabilityFeed.parse(f).service_availability,
    );
    const slotsOf = (merchantId: number, serviceId: number) =>
      groups
        .flatMap((g) => g.availability)
        .filter((a) => a.merchant_id === String(merchantId) && a.service_id === String(serviceId));
    expect(availabilityRun!.records).toBe(groups.flatMap((g) => g.availability).length);
    expect(slotsOf(s.prepaid.shop.id, s.prepaid.cut.id)).toEqual([]);
    expect(slotsOf(s.washOnly.shop.id, s.washOnly.cut.id)).toEqual([]);
    expect(slotsOf(s.washOnly.shop.id, s.washOnly.wash.id).length).toBeGreaterThan(0);

    // The approved shop's cut: exactly the start times our own page offers over the horizon.
    const end = new Date(Date.parse('2026-12-01T00:00:00Z') + (FEED_HORIZON_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const res = await s.approved.startTimes('2026-12-01', end);
    expect(res.status).toBe(200);
    const offered = res.body.data.days.flatMap((d: { times: { startTime: string }[] }) =>
      d.times.map((t) => Date.parse(t.startTime) / 1000),
    );
    const cut = slotsOf(s.approved.shop.id, s.approved.cut.id);
    expect(offered.length).toBeGreaterThan(50);
    expect(cut.map((a) => a.start_sec)).toEqual(offered);
    expect(new Set(cut.map((a) => a.duration_sec))).toEqual(new Set([3600]));
    expect(cut[0]).toMatchObject({ spots_total: 1, spots_open: 1 });

    // And BatchAvailabilityLookup agrees about a few of them.
    const asked = [cut[0]!, cut[Math.floor(cut.length / 2)]!, cut[cut.length - 1]!];
    const lookup = await rwg(h.t.app, 'BatchAvailabilityLookup', {
      merchant_id: String(s.approved.shop.id),
      slot_time: asked.map((a) => ({
        service_id: a.service_id,
        start_sec: String(a.start_sec),
        duration_sec: String(a.duration_sec),
      })),
    });
    expect(lookup.status).toBe(200);
    expect(
      lookup.body.slot_time_availability.map((x: { available: boolean }) => x.available),
    ).toEqual([true, true, true]);
  });

  it('a shop booked at a time leaves that start out of the next run', async () => {
    const s = await built();
    const start = '2026-12-02T02:00:00.000Z'; // 10:00 in Taipei, Wednesday
    // Both operators busy at 10:00 (one order each): nobody is free then.
    await s.approved.customerOrder(start);
    await s.approved.customerOrder(start);
    const run = await runGoogleFeed(h.jobsContext(), uploader, { kind: 'availability' });
    const slots = readRun(run)
      .flatMap((f) => ZAvailabilityFeed.parse(f).service_availability)
      .flatMap((g) => g.availability)
      .filter((a) => a.service_id === String(s.approved.cut.id));
    expect(slots.some((a) => a.start_sec === Date.parse(start) / 1000)).toBe(false);
    expect(slots.some((a) => a.start_sec === Date.parse(start) / 1000 + 7200)).toBe(true);
  });

  it('lists for every merchant and service exactly what one-shop reads answer (the bulk path agrees)', async () => {
    const s = await built();
    // A booking at another shop of the same page must not leak into this one's times.
    await s.approved.customerOrder('2026-12-03T03:00:00.000Z');
    const ctx = h.jobsContext();
    const run = await runGoogleFeed(ctx, uploader, { kind: 'availability', validate: 'all' });
    const groups = readRun(run).flatMap((f) => ZAvailabilityFeed.parse(f).service_availability);
    const listed = new Map<string, number[]>();
    for (const a of groups.flatMap((g) => g.availability)) {
      const key = `${a.merchant_id}/${a.service_id}`;
      listed.set(key, [...(listed.get(key) ?? []), a.start_sec]);
    }
    const today = '2026-12-01';
    const endDate = new Date(Date.parse(today) + (FEED_HORIZON_DAYS - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    let compared = 0;
    for (const fixture of [s.approved, s.payAtShop, s.washOnly]) {
      const merchant = (await servedMerchant(h.t.database.db, String(fixture.shop.id)))!;
      const offered = await googleServices({ ...ctx, schedules: new ScheduleCache() }, merchant);
      for (const service of offered!.services) {
        const one = await freeStarts(ctx, merchant, {
          serviceId: service.id,
          startDate: today,
          endDate,
        });
        expect(listed.get(`${fixture.shop.id}/${service.id}`) ?? []).toEqual(
          one.map((x) => x.startSec),
        );
        compared += one.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe('Reserve with Google feeds: shards and runs', () => {
  it('splits a feed into shards, each with the metadata; one nonce across them', async () => {
    await built();
    const run = await runGoogleFeed(h.jobsContext(), uploader, {
      kind: 'merchants',
      merchantsPerShard: 3,
    });
    expect(run).toMatchObject({ status: 'SUCCEEDED', shards: 2, records: 4, location: folder });
    const files = readRun(run);
    expect(files).toHaveLength(2);
    expect(files.map((f) => f.metadata)).toEqual(
      [0, 1].map((shard) => ({
        processing_instruction: 'PROCESS_AS_COMPLETE',
        shard_number: shard,
        total_shards: 2,
        nonce: String(run.id),
        generation_timestamp: Date.parse('2026-12-01T00:00:00Z') / 1000,
      })),
    );
    expect(files.map((f) => f.merchant.length)).toEqual([3, 1]);
    // Only complete files in the folder.
    expect(fs.readdirSync(folder).filter((f) => f.endsWith('.partial'))).toEqual([]);
  });

  it('writes an empty but valid feed when no shop is served', async () => {
    const t = h.t.database.db;
    await built();
    const ids = (await t.select({ id: shops.id }).from(shops)).map((r) => r.id);
    // Every shop paused for a moment, in a transaction rolled back afterwards.
    let files: unknown[] = [];
    await t
      .transaction(async (tx) => {
        for (const id of ids)
          await tx.update(shops).set({ onlineBookingPausedAt: new Date() }).where(eq(shops.id, id));
        const run = await runGoogleFeed({ ...h.jobsContext(), db: tx as never }, uploader, {
          kind: 'services',
        });
        files = readRun(run);
        throw new Error('rollback');
      })
      .catch((error: Error) => {
        if (error.message !== 'rollback') throw error;
      });
    expect(files).toHaveLength(1);
    expect(ZServiceFeed.parse(files[0]).service).toEqual([]);
  });

  it('the daily job runs the three feeds and records each run', async () => {
    await built();
    const [job] = googleFeedJobs(h.jobsContext(), uploader);
    expect(job).toMatchObject({ name: 'google-reserve-feeds', intervalMs: FEEDS_INTERVAL_MS });
    expect(FEEDS_INTERVAL_MS).toBe(86_400_000);
    const before = await h.t.database.db.select().from(googleReserveFeedRuns);
    const records = await job!.run();
    const after = await h.t.database.db.select().from(googleReserveFeedRuns);
    const added = after.filter((r) => !before.some((b) => b.id === r.id));
    expect(added.map((r) => [r.kind, r.status, r.location])).toEqual([
      ['merchants', 'SUCCEEDED', folder],
      ['services', 'SUCCEEDED', folder],
      ['availability', 'SUCCEEDED', folder],
    ]);
    expect(records).toBe(added.reduce((sum, r) => sum + r.records, 0));
    for (const run of added) expect(readRun(run)).toHaveLength(run.shards);
  });

  it('records a run that the uploader failed as FAILED with the error, and the job fails', async () => {
    await built();
    const broken: FeedUploader = {
      location: 'sftp://dropbox.test:19321/feeds',
      async put(_name, content) {
        content.destroy();
        throw new Error('connect ECONNREFUSED dropbox.test:19321');
      },
    };
    await expect(runGoogleFeeds(h.jobsContext(), broken)).rejects.toThrow(
      /merchants: connect ECONNREFUSED.*services: .*availability: /,
    );
    const rows = await h.t.database.db
      .select()
      .from(googleReserveFeedRuns)
      .where(eq(googleReserveFeedRuns.location, broken.location));
    expect(rows.map((r) => [r.kind, r.status, r.shards, r.error])).toEqual([
      ['merchants', 'FAILED', 0, 'connect ECONNREFUSED dropbox.test:19321'],
      ['services', 'FAILED', 0, 'connect ECONNREFUSED dropbox.test:19321'],
      ['availability', 'FAILED', 0, 'connect ECONNREFUSED dropbox.test:19321'],
    ]);
    expect(rows.every((r) => r.finishedAt !== null)).toBe(true);
  });
});

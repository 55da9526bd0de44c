import { describe, expect, it } from 'vitest';
import { testAppOfFile } from '../../../test/helper';
import { listJobStates } from '../../jobs';

const t = testAppOfFile({ env: { JOBS_INTERVAL_SECONDS: '30' } });

describe('booking jobs', () => {
  it('run on the job runner once the app is ready, every JOBS_INTERVAL_SECONDS', async () => {
    const deadline = Date.now() + 10_000;
    let states = await listJobStates(t.database.db);
    while (states.some((s) => s.lastFinishedAt === null) || states.length < 13) {
      if (Date.now() > deadline) throw new Error(`jobs did not run: ${JSON.stringify(states)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      states = await listJobStates(t.database.db);
    }
    expect(states.map((s) => s.name)).toEqual([
      'chat-notices',
      'expire-prepayments',
      'expire-vouchers',
      'google-reserve-feeds',
      'google-reserve-updates',
      'pause-lapsed-shops',
      'queue-refunds',
      'reconcile-line-payments',
      'reconcile-system-orders',
      'renew-licences',
      'retire-uploads',
      'retry-messages',
      'send-reminders',
    ]);
    for (const s of states) {
      // Every job at JOBS_INTERVAL_SECONDS but the Google feeds, a daily full refresh.
      const intervalMs = s.name === 'google-reserve-feeds' ? 86_400_000 : 30_000;
      expect(s).toMatchObject({ intervalMs, runCount: 1, lockedBy: null, lastError: null });
      expect(s.nextRunAt.getTime() - s.lastStartedAt!.getTime()).toBe(intervalMs);
    }
  });
});

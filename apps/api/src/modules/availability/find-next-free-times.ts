import type { TNextFreeTime } from '@haoyue/contracts';
import { addDays, localDate } from '../../lib/zoned-time';
import type { AvailabilityContext } from './context';
import { findAvailability } from './find-availability';
import { withSchedule } from './shop-schedule';

/** How far ahead a card looks for the next free time. */
const LOOK_AHEAD_DAYS = 6;

/**
 * Each shop's next free start time for search cards (GET /v1/bookings:next-free-times): the
 * earliest start of its quickest bookable service that some bookable operator performs, with
 * anyone, under the shop's online rules, over today and the next 6 days. From the cached
 * schedules and one statement per shop, as the booking page's own start times are; null for a
 * shop that is unknown, closed to booking or full.
 */
export async function findNextFreeTimes(
  ctx: AvailabilityContext,
  shopIds: readonly number[],
): Promise<TNextFreeTime[]> {
  const now = ctx.clock();
  return Promise.all(
    [...new Set(shopIds)].map(async (shopId) => {
      const none: TNextFreeTime = { shopId, startTime: null, timeZone: null };
      try {
        return await withSchedule<TNextFreeTime>({
          cache: ctx.schedules,
          db: ctx.db,
          shopId,
          now: now.getTime(),
          step: async (s) => {
            if (s.shop.reviewStatus !== 'APPROVED') return { version: s.version, value: none };
            const performed = (serviceId: number) =>
              s.operators
                .filter((o) => o.isBookable && o.serviceIds.has(serviceId))
                .map((o) => o.id);
            const quickest = [...s.services.values()]
              .filter((sv) => sv.isBookable && performed(sv.id).length > 0)
              .sort((a, b) => a.durationMinutes - b.durationMinutes || a.id - b.id)[0];
            if (!quickest) return { version: s.version, value: none };
            const today = localDate(s.shop.timeZone, now.getTime());
            const { days, version } = await findAvailability(ctx.db, {
              schedule: s,
              services: [quickest],
              operatorIds: performed(quickest.id),
              startDate: today,
              endDate: addDays(today, LOOK_AHEAD_DAYS),
              now,
            });
            const first = days.find((d) => d.times.length > 0)?.times[0];
            return {
              version,
              value: {
                shopId,
                startTime: first ? new Date(first.start).toISOString() : null,
                timeZone: s.shop.timeZone,
              },
            };
          },
        });
      } catch {
        // A shop that is gone or unknown (loadSchedule's 404) has no free time to show.
        return none;
      }
    }),
  );
}

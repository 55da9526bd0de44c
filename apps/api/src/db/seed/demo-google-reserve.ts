import { inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { googleReserveMerchants, shops } from '../schema';

/**
 * Demo enrolments in Reserve with Google (never in production): three shops served by the
 * booking server (one asks a deposit and lets Google guests pay it at the shop), one waiting
 * for review and one refused, with the reviewer's reason.
 */
export const DEMO_GOOGLE_RESERVE: {
  slug: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  payAtShop?: boolean;
  rejectReason?: string;
}[] = [
  { slug: 'lumiere-daan', status: 'APPROVED' },
  { slug: 'fingertip-zhongshan', status: 'APPROVED' },
  { slug: 'lashlab-kaohsiung', status: 'APPROVED', payAtShop: true },
  { slug: 'forest-massage-sanchong', status: 'APPROVED' },
  { slug: 'lumiere-xinyi', status: 'PENDING' },
  {
    slug: 'lumiere-banqiao',
    status: 'REJECTED',
    rejectReason: 'Google 地圖上的商家地址與店家資料不一致，請更新地址後重新申請',
  },
];

export async function seedDemoGoogleReserve(db: Db, now: number): Promise<void> {
  const rows = await db
    .select({ id: shops.id, slug: shops.urlSlug })
    .from(shops)
    .where(
      inArray(
        shops.urlSlug,
        DEMO_GOOGLE_RESERVE.map((d) => d.slug),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  const at = new Date(now);
  await db.insert(googleReserveMerchants).values(
    DEMO_GOOGLE_RESERVE.filter((d) => idOf.has(d.slug)).map((d) => ({
      shopId: idOf.get(d.slug)!,
      status: d.status,
      rejectReason: d.rejectReason ?? null,
      payAtShop: d.payAtShop ?? false,
      mapsPlaceUrl: `https://maps.google.com/?q=${encodeURIComponent(d.slug)}`,
      createdAt: at,
      updatedAt: at,
      decidedAt: d.status === 'PENDING' ? null : at,
    })),
  );
}

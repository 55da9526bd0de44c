import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  cities,
  countries,
  dialCodes,
  industries,
  NO_PREPAYMENT,
  operatorServices,
  operators,
  plans,
  platformAdmins,
  sellerMembers,
  sellers,
  serviceGroups,
  services,
  shopImages,
  shopBilling,
  shopLicenses,
  shops,
  states,
  users,
  customerTagLinks,
  customerTags,
} from '../schema';
import { seedDemoVouchers } from './demo-vouchers';
import { refreshShopSearchText } from '../../modules/catalogue';
import { hashPassword } from '../../lib/passwords';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  DEMO_ORDERS,
  DEMO_PASSWORD,
  MENUS,
  localPrice,
  SELLERS,
  type ShopSeed,
} from './demo-data';
import { type SeededShop, seedDemoOrders, seedShopSchedule, ShopCalendar } from './demo-bookings';
import { seedDemoStoredValue } from './demo-stored-value';
import { seedDemoCoupons } from './demo-coupons';
import { seedDemoProducts } from './demo-products';
import { seedDemoConsent } from './demo-consent';
import { seedDemoPayments } from './demo-payments';
import { seedDemoLine } from './demo-line';
import { seedDemoBilling } from './demo-billing';
import { seedDemoChat } from './demo-chat';
import { seedDemoGoogleReserve } from './demo-google-reserve';
import { DEV_PAYMENT_SECRET_KEY, SecretBox } from '../../lib/secret-box';
import { CITIES, COUNTRIES, DIAL_CODES, INDUSTRIES, PLANS } from './reference-data';
import { demoCustomerAt } from './demo-customer';
import { DAY_MS } from '../../lib/zoned-time';

const SEED_LOCK_ID = 72_410_002;

/**
 * Seeds reference data (always; missing rows only) and, when asked, the demo catalogue
 * (only into a database without sellers). Safe to run at every start and from several
 * instances at once: a transaction-scoped advisory lock serialises them.
 */
export async function seedDatabase(
  db: Db,
  options: {
    demo: boolean;
    /** Seals the demo sellers' LINE Pay secrets: the app's own (PAYMENT_SECRET_KEY), else the dev key. */
    secrets?: SecretBox;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedReferenceData(tx as unknown as Db);
    if (options.demo) {
      const [existing] = await tx.select({ id: sellers.id }).from(sellers).limit(1);
      if (!existing) {
        const secrets = options.secrets ?? new SecretBox(DEV_PAYMENT_SECRET_KEY);
        await seedDemoCatalogue(tx as unknown as Db, secrets);
      }
    }
  });
}

async function seedReferenceData(db: Db): Promise<void> {
  for (const [position, [isoCode, name, dialCode, currency, timeZone]] of COUNTRIES.entries()) {
    await db
      .insert(countries)
      .values({ isoCode, name, dialCode, currency, timeZone, position })
      .onConflictDoNothing();
    const [country] = await db.select().from(countries).where(eq(countries.isoCode, isoCode));
    // Cities are numbered across the country; its states in the order of their first city.
    const countryCities = CITIES.filter(([cityCountry]) => cityCountry === isoCode).map(
      ([, state, cityName, longitude, latitude], position) => ({
        state,
        city: { name: cityName, longitude, latitude, position },
      }),
    );
    const stateNames = [...new Set(countryCities.map((c) => c.state))];
    for (const [statePosition, stateName] of stateNames.entries()) {
      await db
        .insert(states)
        .values({ countryId: country!.id, name: stateName, position: statePosition })
        .onConflictDoNothing();
      const [state] = await db
        .select()
        .from(states)
        .where(and(eq(states.countryId, country!.id), eq(states.name, stateName)));
      await db
        .insert(cities)
        .values(
          countryCities
            .filter((c) => c.state === stateName)
            .map((c) => ({ ...c.city, countryId: country!.id, stateId: state!.id })),
        )
        .onConflictDoNothing();
    }
  }
  await db
    .insert(dialCodes)
    .values(
      DIAL_CODES.map(([isoCode, name, dialCode], position) => ({
        isoCode,
        name,
        dialCode,
        position,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(industries)
    .values(
      INDUSTRIES.map(([slug, name, searchWords], position) => ({
        slug,
        name,
        searchWords,
        position,
        imageUrl: `/static/demo/industries/${slug}.jpg`,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(plans)
    .values(PLANS.map((p, position) => ({ ...p, position })))
    .onConflictDoNothing();
}

async function seedDemoCatalogue(db: Db, secrets: SecretBox): Promise<void> {
  const countryRows = await db.select().from(countries);
  const cityRows = await db.select().from(cities);
  const industryRows = await db.select().from(industries);
  const planRows = await db.select().from(plans);
  const now = Date.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values({ ...DEMO_CUSTOMER, phoneNumberVerified: true, passwordHash })
    .onConflictDoNothing();
  const [demoUser] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phoneNumber, DEMO_CUSTOMER.phoneNumber));
  const admin = await upsertDemoUser(db, { ...DEMO_ADMIN, passwordHash });
  await db.insert(platformAdmins).values({ userId: admin.id, role: 'SUPER' }).onConflictDoNothing();
  const seededShops = new Map<string, SeededShop>();

  for (const seed of SELLERS) {
    const ownerRow = await upsertDemoUser(db, {
      phoneNumber: seed.ownerPhone,
      displayName: seed.ownerName,
      passwordHash,
    });
    const [seller] = await db.insert(sellers).values({ displayName: seed.name }).returning();
    await db
      .insert(sellerMembers)
      .values({ sellerId: seller!.id, userId: ownerRow.id, role: 'OWNER' });
    for (const member of seed.members ?? []) {
      const memberRow = await upsertDemoUser(db, {
        phoneNumber: member.phone,
        displayName: member.name,
        passwordHash,
      });
      await db
        .insert(sellerMembers)
        .values({ sellerId: seller!.id, userId: memberRow.id, role: member.role });
    }

    for (const [shopIndex, shopSeed] of seed.shops.entries()) {
      const country = countryRows.find((c) => c.isoCode === shopSeed.country)!;
      const city = cityRows.find((c) => c.countryId === country.id && c.name === shopSeed.city);
      const industry = industryRows.find((i) => i.slug === shopSeed.industry)!;
      if (!city) throw new Error(`demo shop ${shopSeed.slug}: unknown city ${shopSeed.city}`);
      const { shopId, operatorIds, services } = await insertShop(db, shopSeed, {
        sellerId: seller!.id,
        countryId: country.id,
        cityId: city.id,
        industryId: industry.id,
        currency: country.currency,
        timeZone: country.timeZone,
      });
      const shop: SeededShop = {
        seed: shopSeed,
        shopId,
        sellerId: seller!.id,
        ownerUserId: ownerRow.id,
        currency: country.currency,
        calendar: new ShopCalendar(shopSeed, country.timeZone, now),
        operatorIds,
        services,
      };
      await seedShopSchedule(db, shop);
      seededShops.set(shopSeed.slug, shop);
      const ownPlans = planRows.filter((p) => p.currency === country.currency);
      const plan = ownPlans[shopIndex % ownPlans.length]!;
      // Demo shops are licensed far ahead; demo-billing.ts gives a few another standing.
      await db.insert(shopLicenses).values({
        shopId,
        planId: plan.id,
        status: 'ACTIVE',
        startsAt: new Date(now - 30 * DAY_MS),
        endsAt: new Date(now + 335 * DAY_MS),
      });
      await db.insert(shopBilling).values({ shopId, nextPlanId: plan.id });
      await refreshShopSearchText(db, shopId);
    }
  }

  await seedDemoOrders(db, {
    orderSeeds: DEMO_ORDERS,
    shops: seededShops,
    demoCustomer: {
      userId: demoUser!.id,
      displayName: DEMO_CUSTOMER.displayName,
      phoneNumber: DEMO_CUSTOMER.phoneNumber,
    },
    now,
  });
  await seedDemoTags(
    db,
    [...new Set([...seededShops.values()].map((s) => s.sellerId))],
    demoUser!.id,
  );
  await seedDemoVouchers(db, demoUser!.id, now);
  await seedDemoStoredValue(db, demoUser!.id, now);
  await seedDemoCoupons(db, demoUser!.id, now);
  await seedDemoProducts(db, demoUser!.id, now);
  await seedDemoConsent(db, demoUser!.id, now);
  await seedDemoPayments(db, { secrets, demoUserId: demoUser!.id, now });
  await seedDemoLine(db, secrets, now);
  await seedDemoBilling(db, secrets, now);
  await seedDemoChat(db, { demoUserId: demoUser!.id, passwordHash, now });
  await seedDemoGoogleReserve(db, now);
}

/**
 * Every demo seller's customer tags: 貴賓 opens booking 30 days beyond the shops' horizon, 常客
 * is a plain label. The demo customer is a 常客 wherever she has booked.
 */
async function seedDemoTags(db: Db, sellerIds: number[], demoUserId: number): Promise<void> {
  for (const sellerId of sellerIds) {
    const [, regular] = await db
      .insert(customerTags)
      .values([
        { sellerId, name: '貴賓', color: 'grape', vipExtraDays: 30, position: 0 },
        { sellerId, name: '常客', color: 'teal', position: 1 },
      ])
      .returning({ id: customerTags.id });
    const record = await demoCustomerAt(db, sellerId, demoUserId);
    if (record) {
      await db.insert(customerTagLinks).values({ customerId: record.id, tagId: regular!.id });
    }
  }
}

interface UpsertDemoUserInput {
  phoneNumber: string;
  displayName: string;
  passwordHash: string;
}

/** A demo account that signs in with DEMO_PASSWORD; an existing one gets this name and password. */
async function upsertDemoUser(
  db: Db,
  { phoneNumber, displayName, passwordHash }: UpsertDemoUserInput,
): Promise<{ id: number }> {
  const values = { phoneNumber, displayName, phoneNumberVerified: true, passwordHash };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.phoneNumber, set: values })
    .returning({ id: users.id });
  return row!;
}

async function insertShop(
  db: Db,
  seed: ShopSeed,
  refs: {
    sellerId: number;
    countryId: number;
    cityId: number;
    industryId: number;
    currency: string;
    timeZone: string;
  },
): Promise<Pick<SeededShop, 'shopId' | 'operatorIds' | 'services'>> {
  const [shop] = await db
    .insert(shops)
    .values({
      ...refs,
      ...seed.rules,
      prepaymentSettings: seed.prepayment ?? NO_PREPAYMENT,
      displayName: seed.name,
      urlSlug: seed.slug,
      address: seed.address,
      introduction: seed.introduction,
      phoneNumber: seed.phone,
      longitude: seed.lng,
      latitude: seed.lat,
      reviewStatus: seed.reviewStatus ?? 'APPROVED',
      reviewNote: seed.reviewNote ?? null,
      featuredRank: seed.featuredRank,
    })
    .returning({ id: shops.id });
  const shopId = shop!.id;
  const base = `/static/demo/shops/${seed.imagesOf ?? seed.slug}`;
  await db.insert(shopImages).values([
    { shopId, type: 'AVATAR', url: `${base}-avatar.jpg`, position: 0 },
    { shopId, type: 'COVER', url: `${base}-cover.jpg`, position: 0 },
    ...[1, 2, 3].map((i) => ({
      shopId,
      type: 'GALLERY' as const,
      url: `${base}-gallery-${i}.jpg`,
      position: i - 1,
    })),
  ]);
  const operatorRows = await db
    .insert(operators)
    .values(
      seed.operators.map(([displayName, title, introduction], position) => ({
        shopId,
        displayName,
        title,
        introduction,
        position,
        avatarUrl: `/static/demo/operators/${seed.imagesOf ?? seed.slug}-${position + 1}.svg`,
      })),
    )
    .returning({ id: operators.id });

  const menu = MENUS[seed.industry] ?? MENUS.spa!;
  const serviceList: SeededShop['services'] = [];
  for (const [groupPosition, group] of menu.entries()) {
    const [groupRow] = await db
      .insert(serviceGroups)
      .values({ shopId, name: group.name, position: groupPosition })
      .returning({ id: serviceGroups.id });
    const serviceRows = await db
      .insert(services)
      .values(
        group.services.map(([name, durationMinutes, priceTwd, description, buffers], position) => ({
          shopId,
          serviceGroupId: groupRow!.id,
          name,
          description,
          durationMinutes,
          bufferBeforeMinutes: buffers?.before ?? 0,
          bufferAfterMinutes: buffers?.after ?? 0,
          price: localPrice(priceTwd, refs.currency),
          currency: refs.currency,
          position,
        })),
      )
      .returning({
        id: services.id,
        name: services.name,
        price: services.price,
        durationMinutes: services.durationMinutes,
        bufferBeforeMinutes: services.bufferBeforeMinutes,
        bufferAfterMinutes: services.bufferAfterMinutes,
      });
    serviceList.push(...serviceRows);
    // Everyone performs everything except the newest operator, who skips the longest service.
    const links = serviceRows.flatMap((s, si) =>
      operatorRows
        .filter(
          (_, oi) =>
            !(oi === operatorRows.length - 1 && oi > 0 && si === group.services.length - 1),
        )
        .map((o) => ({ operatorId: o.id, serviceId: s.id })),
    );
    if (links.length) await db.insert(operatorServices).values(links);
  }
  return { shopId, operatorIds: operatorRows.map((o) => o.id), services: serviceList };
}

import {
  ERROR_CODES,
  PROFILE_FIELDS,
  type TBookingProfile,
  type TFormItem,
  type TProfileField,
} from '@haoyue/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOn } from '../../db/prepared';
import {
  customers,
  DEFAULT_PROFILE_SETTING,
  type ProfileSetting,
  sellers,
  users,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { validatePhoneNumber } from '../identity';

/** A customer's profile as an order records it: every field, null when unknown or disabled. */
export type CustomerProfile = Record<TProfileField, string | null>;

const LABELS: Record<TProfileField, string> = {
  displayName: '姓名',
  phoneNumber: '手機號碼',
  contactEmail: '電子郵件',
  gender: '性別',
  birthDate: '生日',
};
const FIELD_TYPES: Record<TProfileField, TFormItem['type']> = {
  displayName: 'text',
  phoneNumber: 'phone',
  contactEmail: 'email',
  gender: 'gender',
  birthDate: 'date',
};

async function sellerProfileSetting(db: Db, sellerId: number): Promise<ProfileSetting> {
  const [row] = await db
    .select({ profileSetting: sellers.profileSetting })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return { ...DEFAULT_PROFILE_SETTING, ...row?.profileSetting };
}

/** The fields the seller's booking form shows, and the signed-in user's values for them. */
export async function bookingFormOf(db: Db, sellerId: number, userId: number | undefined) {
  const setting = await sellerProfileSetting(db, sellerId);
  const items: TFormItem[] = PROFILE_FIELDS.filter((f) => setting[f].enabled).map((key) => ({
    key,
    label: LABELS[key],
    type: FIELD_TYPES[key],
    required: setting[key].required,
    ...(key === 'displayName' ? { maxLength: 50 } : {}),
  }));
  items.push({ key: 'note', label: '備註', type: 'textarea', required: false, maxLength: 500 });
  const prefill = userId ? (await knownProfile(db, sellerId, userId)).values : null;
  return { items, prefill };
}

/**
 * In one query: the seller's profile settings and what the seller already knows of the user
 * (their customer record), else the user's own profile.
 */
async function knownProfile(db: Db, sellerId: number, userId: number) {
  const query = preparedOn(db, 'known_profile', (handle) =>
    handle
      .select({ setting: sellers.profileSetting, customer: customers, user: users })
      .from(users)
      .leftJoin(sellers, eq(sellers.id, sql.placeholder('sellerId')))
      .leftJoin(
        customers,
        and(eq(customers.sellerId, sql.placeholder('sellerId')), eq(customers.userId, users.id)),
      )
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare('known_profile'),
  );
  const [row] = await query.execute({ sellerId, userId });
  const pick = (f: TProfileField) => row?.customer?.[f] ?? row?.user[f] ?? null;
  return {
    setting: { ...DEFAULT_PROFILE_SETTING, ...row?.setting } as ProfileSetting,
    values: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, pick(f)])) as CustomerProfile,
  };
}

/**
 * The booking form's values checked against the seller's settings: disabled fields dropped,
 * missing values taken from what is already known, required ones enforced, phone normalised.
 */
export async function resolveBookingProfile(
  db: Db,
  sellerId: number,
  userId: number,
  input: TBookingProfile,
): Promise<CustomerProfile> {
  const { setting, values: known } = await knownProfile(db, sellerId, userId);
  const out = {} as CustomerProfile;
  for (const field of PROFILE_FIELDS) {
    if (!setting[field].enabled) {
      out[field] = null;
      continue;
    }
    const given = input[field];
    let value = given === undefined ? known[field] : given;
    if (value === null && setting[field].required) {
      throw AppError.of(
        ERROR_CODES.PROFILE_INCOMPLETE,
        `請填寫${LABELS[field]}`,
        `profile.${field}`,
      );
    }
    if (field === 'phoneNumber' && value !== null) {
      value = validatePhoneNumber(value, 'profile.phoneNumber').e164;
    }
    out[field] = value;
  }
  return out;
}

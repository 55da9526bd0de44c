import {
  ERROR_CODES,
  PROFILE_FIELDS,
  type TBookingProfile,
  type TFormItem,
  type TProfileField,
} from '@haoyue/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
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

/**
 * The user's own profile fields a booking may fill when they are empty (the phone is the
 * account's sign-in and never comes from a form).
 */
export const USER_FILLABLE_FIELDS = ['displayName', 'gender', 'contactEmail', 'birthDate'] as const;
export type UserProfileFill = Partial<Record<(typeof USER_FILLABLE_FIELDS)[number], string>>;

const isBlank = (value: string | null | undefined) => !value || value.trim() === '';

const LABELS: Record<TProfileField, string> = {
  displayName: '姓名',
  phoneNumber: '手機號碼',
  contactEmail: '電子郵件',
  gender: '性別',
  birthDate: '生日',
};

/**
 * The refusal of a profile that lacks a field the seller requires, naming it by its label (the
 * booking form's and the LINE link's alike), on `path` of the request body.
 */
export function profileIncomplete(field: TProfileField, path: string): AppError {
  return AppError.of(ERROR_CODES.PROFILE_INCOMPLETE, `請填寫${LABELS[field]}`, path);
}

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
    /** The user's own fillable fields that are empty. */
    userEmpty: USER_FILLABLE_FIELDS.filter((f) => row && isBlank(row.user[f])),
  };
}

/**
 * What a booking's profile can fill in the user's own profile: the fields the user left empty
 * that the booking has a value for (null when there is nothing to fill).
 */
function userProfileFill(
  userEmpty: readonly (typeof USER_FILLABLE_FIELDS)[number][],
  profile: CustomerProfile,
): UserProfileFill | null {
  const fill: UserProfileFill = {};
  for (const field of userEmpty) {
    const value = profile[field];
    if (!isBlank(value)) fill[field] = value!;
  }
  return Object.keys(fill).length > 0 ? fill : null;
}

export interface ResolveBookingProfileInput {
  sellerId: number;
  userId: number;
  input: TBookingProfile;
}

/**
 * The booking form's values checked against the seller's settings: disabled fields dropped,
 * missing values taken from what is already known, required ones enforced, phone normalised.
 * `userFill` is what the booking can add to the user's own empty profile fields.
 */
export async function resolveBookingProfile(
  db: Db,
  { sellerId, userId, input }: ResolveBookingProfileInput,
): Promise<{ profile: CustomerProfile; userFill: UserProfileFill | null }> {
  const { setting, values: known, userEmpty } = await knownProfile(db, sellerId, userId);
  const out = {} as CustomerProfile;
  for (const field of PROFILE_FIELDS) {
    if (!setting[field].enabled) {
      out[field] = null;
      continue;
    }
    const given = input[field];
    let value = given === undefined ? known[field] : given;
    if (value === null && setting[field].required) {
      throw profileIncomplete(field, `profile.${field}`);
    }
    if (field === 'phoneNumber' && value !== null) {
      value = validatePhoneNumber(value, 'profile.phoneNumber').e164;
    }
    out[field] = value;
  }
  return { profile: out, userFill: userProfileFill(userEmpty, out) };
}

/**
 * Fills the user's own empty profile fields from a booking (after the order is written, in a
 * statement of its own). A field that has a value by now is never overwritten.
 */
export async function fillEmptyUserProfile(
  db: Db,
  userId: number,
  fill: UserProfileFill,
): Promise<void> {
  const set: Record<string, SQL> = {};
  for (const field of USER_FILLABLE_FIELDS) {
    const value = fill[field];
    if (value === undefined) continue;
    const column = users[field];
    const cast = field === 'birthDate' ? sql`::date` : sql`::text`;
    set[field] =
      sql`case when ${column} is null or btrim(${column}::text) = '' then ${value}${cast} else ${column} end`;
  }
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

import {
  adminPermissionsOf,
  ERROR_CODES,
  type TAdminMe,
  type TAdminMember,
  type TAdminRole,
  type TSetAdminRoleRequest,
} from '@haoyue/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { platformAdmins, users } from '../../db/schema';
import { AppError, firstOrNotFound } from '../../lib/errors';
import { ensureUserForPhone, validatePhoneNumber } from '../identity';
import { type AdminActor, type AdminUser, recordAdminAudit } from './audit';

const memberColumns = {
  userId: platformAdmins.userId,
  displayName: users.displayName,
  phoneNumber: users.phoneNumber,
  role: platformAdmins.role,
  grantedAt: platformAdmins.grantedAt,
};

function presentMember(row: {
  userId: number;
  displayName: string | null;
  phoneNumber: string | null;
  role: TAdminRole;
  grantedAt: Date;
}): TAdminMember {
  return { ...row, grantedAt: row.grantedAt.toISOString() };
}

/** The signed-in admin (the access hook has checked the role). */
export async function getAdminMe(db: Db, admin: AdminUser): Promise<TAdminMe> {
  const user = await firstOrNotFound(
    db
      .select({ displayName: users.displayName, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, admin.userId)),
  );
  return {
    userId: admin.userId,
    ...user,
    role: admin.role,
    permissions: adminPermissionsOf(admin.role),
  };
}

/** Every administrator, super admins first, then by when they were made one. */
export async function listAdmins(db: Db): Promise<TAdminMember[]> {
  const rows = await db
    .select(memberColumns)
    .from(platformAdmins)
    .innerJoin(users, eq(users.id, platformAdmins.userId))
    .orderBy(asc(platformAdmins.role), asc(platformAdmins.grantedAt));
  const order: TAdminRole[] = ['SUPER', 'OPERATIONS', 'SUPPORT'];
  return rows.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role)).map(presentMember);
}

/**
 * Gives a user a role, changes it, or (null) takes it away, with an audit row in the same
 * transaction. An admin never changes their own role (a last super admin cannot lock the
 * platform out by accident).
 */
export async function setAdminRole(
  db: Db,
  input: { actor: AdminActor; userId: number } & TSetAdminRoleRequest,
): Promise<TAdminMember | null> {
  const { actor, userId, role, reason } = input;
  if (actor !== 'system' && actor.userId === userId) {
    throw AppError.of(ERROR_CODES.ADMIN_SELF, '不能變更自己的管理權限');
  }
  return db.transaction(async (tx) => {
    await firstOrNotFound(
      tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update'),
      '找不到使用者',
    );
    const [was] = await tx
      .select({ role: platformAdmins.role })
      .from(platformAdmins)
      .where(eq(platformAdmins.userId, userId));
    const before = was?.role ?? null;
    if (role === null) {
      await tx.delete(platformAdmins).where(eq(platformAdmins.userId, userId));
    } else {
      await tx
        .insert(platformAdmins)
        .values({ userId, role })
        .onConflictDoUpdate({ target: platformAdmins.userId, set: { role } });
    }
    if (before !== role) {
      await recordAdminAudit(tx as unknown as Db, {
        actor,
        action: role === null ? 'user.revoke_admin' : 'user.grant_admin',
        target: { type: 'user', id: userId },
        reason,
        before: { adminRole: before },
        after: { adminRole: role },
      });
    }
    if (role === null) return null;
    const [row] = await tx
      .select(memberColumns)
      .from(platformAdmins)
      .innerJoin(users, eq(users.id, platformAdmins.userId))
      .where(eq(platformAdmins.userId, userId));
    return presentMember(row!);
  });
}

/**
 * Makes the phone number's user (created, unverified, if nobody has the number yet: their first
 * code sign-in verifies it) an admin of `role`: the grant command, and ADMIN_PHONE_NUMBERS at
 * start (`unlessAdmin`: a configured admin whose role an admin changed keeps it).
 */
export async function grantAdminByPhone(
  db: Db,
  input: { phoneE164: string; role: TAdminRole; reason: string; unlessAdmin?: boolean },
): Promise<{ userId: number; changed: boolean }> {
  const userId = await ensureUserForPhone(db, input.phoneE164);
  const [was] = await db
    .select({ role: platformAdmins.role })
    .from(platformAdmins)
    .where(eq(platformAdmins.userId, userId));
  if (was && (was.role === input.role || input.unlessAdmin)) return { userId, changed: false };
  await setAdminRole(db, { actor: 'system', userId, role: input.role, reason: input.reason });
  return { userId, changed: true };
}

/**
 * ADMIN_PHONE_NUMBERS at start: each number's user (created if needed) becomes a super admin
 * unless they hold an admin role already. A number that is no valid mobile number stops the boot.
 */
export async function ensureConfiguredAdmins(db: Db, phoneNumbers: string[]): Promise<void> {
  for (const phoneNumber of phoneNumbers) {
    const phone = validatePhoneNumber(phoneNumber, 'ADMIN_PHONE_NUMBERS');
    await grantAdminByPhone(db, {
      phoneE164: phone.e164,
      role: 'SUPER',
      reason: 'ADMIN_PHONE_NUMBERS',
      unlessAdmin: true,
    });
  }
}

import { ERROR_CODES, type TAdminUserRow } from '@haoyue/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessTokens, platformAdmins, users } from '../../db/schema';
import { AppError, firstOrNotFound } from '../../lib/errors';
import { type AdminActor, recordAdminAudit } from './audit';
import { presentUserRow, selectUserRows } from './users.service';

type Actor = Exclude<AdminActor, 'system'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The user, locked for the write; refuses acting on a super admin unless the actor is one
 * (support could otherwise lock the platform's owners out).
 */
async function lockTarget(tx: Tx, actor: Actor, userId: number) {
  const target = await firstOrNotFound(
    tx
      .select({
        disabledAt: users.disabledAt,
        disabledReason: users.disabledReason,
        adminRole: platformAdmins.role,
      })
      .from(users)
      .leftJoin(platformAdmins, eq(platformAdmins.userId, users.id))
      .where(eq(users.id, userId))
      .for('update', { of: users }),
    '找不到使用者',
  );
  if (target.adminRole === 'SUPER' && actor.role !== 'SUPER') {
    throw AppError.of(ERROR_CODES.FORBIDDEN, '只有超級管理員可以處理超級管理員的帳號');
  }
  return target;
}

/** Revokes every live token of the user; how many. */
async function revokeAll(tx: Tx, userId: number): Promise<number> {
  const revoked = await tx
    .update(accessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(accessTokens.userId, userId), isNull(accessTokens.revokedAt)))
    .returning({ id: accessTokens.id });
  return revoked.length;
}

async function readRow(tx: Tx, userId: number): Promise<TAdminUserRow> {
  const [row] = await selectUserRows(tx).where(eq(users.id, userId));
  return presentUserRow(row!);
}

/**
 * Suspends (`disabled: true`) or restores an account with the reason, audited with the before
 * and after. Suspending also revokes every token: authentication refuses a disabled user's
 * tokens already, and revoked they stay out after a restore. Repeating it changes nothing.
 */
export async function setUserDisabled(
  db: Db,
  input: { actor: Actor; userId: number; disabled: boolean; reason: string },
): Promise<TAdminUserRow> {
  const { actor, userId, disabled, reason } = input;
  if (disabled && actor.userId === userId) {
    throw AppError.of(ERROR_CODES.ADMIN_SELF, '不能停用自己的帳號');
  }
  return db.transaction(async (tx) => {
    const target = await lockTarget(tx, actor, userId);
    if (Boolean(target.disabledAt) !== disabled) {
      const after = disabled
        ? { disabledAt: new Date(), disabledReason: reason }
        : { disabledAt: null, disabledReason: null };
      await tx.update(users).set(after).where(eq(users.id, userId));
      const revokedTokens = disabled ? await revokeAll(tx, userId) : 0;
      await recordAdminAudit(tx as unknown as Db, {
        actor,
        action: disabled ? 'user.disable' : 'user.enable',
        target: { type: 'user', id: userId },
        reason,
        before: {
          disabledAt: target.disabledAt?.toISOString() ?? null,
          disabledReason: target.disabledReason,
        },
        after: {
          disabledAt: after.disabledAt?.toISOString() ?? null,
          disabledReason: after.disabledReason,
          ...(disabled ? { revokedTokens } : {}),
        },
      });
    }
    return readRow(tx, userId);
  });
}

/** Signs the user out on every device (every token revoked), audited with how many. */
export async function signOutUser(
  db: Db,
  input: { actor: Actor; userId: number; reason: string },
): Promise<{ revokedTokens: number }> {
  const { actor, userId, reason } = input;
  return db.transaction(async (tx) => {
    await lockTarget(tx, actor, userId);
    const revokedTokens = await revokeAll(tx, userId);
    await recordAdminAudit(tx as unknown as Db, {
      actor,
      action: 'user.sign_out',
      target: { type: 'user', id: userId },
      reason,
      before: null,
      after: { revokedTokens },
    });
    return { revokedTokens };
  });
}

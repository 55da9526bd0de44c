import type { TAdminAuditTarget, TAdminRole } from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { adminAudit } from '../../db/schema';

/** A signed-in platform admin and their role. */
export type AdminUser = { userId: number; role: TAdminRole };

/** Who acts: an admin with their role, or the system (configuration, the grant command). */
export type AdminActor = AdminUser | 'system';

export type AuditInput = {
  actor: AdminActor;
  /** `<target>.<verb>`: `user.disable`, `shop.approve`. */
  action: string;
  target: { type: TAdminAuditTarget; id: number };
  reason?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/** An admin's review of a seller's request: approve it, or send it back with the reason they see. */
export type ReviewDecision = { verb: 'approve' } | { verb: 'reject'; reason: string };

/** What a review decision writes: the status it sets and the reason kept (none on approval). */
export function reviewOutcome(decision: ReviewDecision) {
  return decision.verb === 'approve'
    ? { status: 'APPROVED' as const, reason: null }
    : { status: 'REJECTED' as const, reason: decision.reason };
}

/**
 * Appends one audit row. Call it in the transaction of the write it explains, so a write is
 * never without its row nor a row without its write.
 */
export async function recordAdminAudit(db: Db, input: AuditInput): Promise<void> {
  const { actor } = input;
  await db.insert(adminAudit).values({
    adminUserId: actor === 'system' ? null : actor.userId,
    role: actor === 'system' ? 'SYSTEM' : actor.role,
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    reason: input.reason ?? null,
    before: input.before ?? null,
    after: input.after ?? null,
  });
}

/**
 * The fields that differ between two versions of a record, each side holding only those: what
 * an audit row keeps as before/after. Dates become ISO text. Null when nothing changed.
 */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    const a = jsonValue(before[key]);
    const b = jsonValue(after[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    was[key] = a;
    now[key] = b;
  }
  return Object.keys(now).length ? { before: was, after: now } : null;
}

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

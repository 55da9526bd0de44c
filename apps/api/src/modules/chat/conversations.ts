import {
  adminCan,
  ADMIN_PERMISSIONS,
  type TAdminConversation,
  type TAdminRole,
  type TChatInboxFilter,
  type TChatStatus,
} from '@haoyue/contracts';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  chatConversations as c,
  chatConversationTags,
  chatTags,
  customers,
  orders,
  platformAdmins,
  sellerMembers,
  sellers,
  shops,
  users,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { likeContaining } from '../../lib/like-pattern';
import { activeCustomer } from '../../lib/member-items/customer-records';
import { readWindowPage } from '../../lib/paging';
import { recordAdminAudit, ordersOfUser } from '../admin';
import type { ChatContext } from './context';

export type Actor = { userId: number; role: TAdminRole };

const assignee = alias(users, 'assignee');
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const personName = (u: typeof users) =>
  sql<string>`coalesce(${u.displayName}, ${u.nickname}, ${u.phoneNumber}, '使用者')`;

const columns = {
  c,
  userName: personName(users),
  userPhone: users.phoneNumber,
  userAvatar: users.photoUrl,
  assigneeName: sql<
    string | null
  >`coalesce(${assignee.nickname}, ${assignee.displayName}, ${assignee.phoneNumber})`,
  unread: sql<number>`(select count(*) from chat_messages m
    where m.conversation_id = ${c.id} and m.sender = 'USER' and m.seq > ${c.supportReadSeq})`.mapWith(
    Number,
  ),
  tags: sql<{ id: number; name: string; color: string }[]>`coalesce((
    select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
    from chat_conversation_tags ct join chat_tags t on t.id = ct.tag_id
    where ct.conversation_id = ${c.id}), '[]'::json)`,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};
type Row = {
  c: typeof c.$inferSelect;
  userName: string;
  userPhone: string | null;
  userAvatar: string | null;
  assigneeName: string | null;
  unread: number;
  tags: { id: number; name: string; color: string }[] | string;
  total: number;
};

function present(row: Row): TAdminConversation {
  const x = row.c;
  const tags = typeof row.tags === 'string' ? JSON.parse(row.tags) : row.tags;
  return {
    id: x.id,
    status: x.status,
    user: { id: x.userId, name: row.userName, phone: row.userPhone, avatarUrl: row.userAvatar },
    assignee:
      x.assigneeUserId === null
        ? null
        : { userId: x.assigneeUserId, name: row.assigneeName ?? '客服' },
    tags,
    lastSeq: x.lastSeq,
    userDeliveredSeq: x.userDeliveredSeq,
    userReadSeq: x.userReadSeq,
    supportDeliveredSeq: x.supportDeliveredSeq,
    supportReadSeq: x.supportReadSeq,
    unreadCount: row.unread,
    lastMessageAt: iso(x.lastMessageAt),
    lastMessagePreview: x.lastMessagePreview,
    lastMessageSender: x.lastMessageSender,
    createdAt: iso(x.createdAt)!,
    closedAt: iso(x.closedAt),
  } as TAdminConversation;
}

/** Conversations joined to their user (whose name and phone the inbox searches): rows, count. */
function selectWithUser<F extends SelectedFields>(db: Db, fields: F) {
  return db.select(fields).from(c).innerJoin(users, eq(users.id, c.userId));
}

function selectRows(db: Db, where: SQL | undefined) {
  return selectWithUser(db, columns)
    .leftJoin(assignee, eq(assignee.id, c.assigneeUserId))
    .where(where);
}

export type InboxQuery = {
  filter: TChatInboxFilter;
  status: TChatStatus;
  tagId?: number | undefined;
  q?: string | undefined;
  page: number;
  perPage: number;
};

/** The inbox: conversations by last message, filtered, searched by name or phone digits. */
export async function listConversations(db: Db, actor: Actor, query: InboxQuery) {
  const where: SQL[] = [eq(c.status, query.status)];
  if (query.filter === 'UNREAD') where.push(sql`${c.lastUserSeq} > ${c.supportReadSeq}`);
  if (query.filter === 'MINE') where.push(eq(c.assigneeUserId, actor.userId));
  if (query.filter === 'UNASSIGNED') where.push(isNull(c.assigneeUserId));
  if (query.tagId !== undefined) {
    where.push(
      sql`exists (select 1 from chat_conversation_tags ct where ct.conversation_id = ${c.id} and ct.tag_id = ${query.tagId})`,
    );
  }
  const q = query.q?.trim();
  if (q) {
    const digits = q.replace(/[^\d]/g, '');
    const byName = sql`coalesce(${users.displayName}, '') || ' ' || coalesce(${users.nickname}, '') ilike ${likeContaining(q)}`;
    // 0912… as typed in Taiwan is stored +886912…: match without the trunk 0.
    const national = digits.replace(/^0/, '');
    where.push(
      digits.length >= 3 && digits.length === q.replace(/[\s+()-]/g, '').length
        ? sql`(${byName} or ${users.phoneNumber} like ${likeContaining(national)})`
        : byName,
    );
  }
  const { rows, meta } = await readWindowPage(
    selectRows(db, and(...where)).orderBy(sql`${c.lastMessageAt} desc nulls last`, desc(c.id)),
    query,
    async () => {
      const [counted] = await selectWithUser(db, {
        n: sql<number>`count(*)`.mapWith(Number),
      }).where(and(...where));
      return counted?.n ?? 0;
    },
  );
  return { data: (rows as Row[]).map(present), meta };
}

export async function getConversationRow(db: Db, id: number): Promise<TAdminConversation> {
  const [row] = (await selectRows(db, eq(c.id, id))) as Row[];
  if (!row) throw notFound('找不到這個對話');
  return present(row);
}

/** One conversation with the user's profile, their latest five orders and their sellers. */
export async function getConversationDetail(db: Db, id: number) {
  const conversation = await getConversationRow(db, id);
  const userId = conversation.user.id;
  const [[profile], latest, asCustomer, asMember] = await Promise.all([
    db
      .select({
        email: users.email,
        disabledAt: users.disabledAt,
        createdAt: users.createdAt,
        lineLinked: sql<boolean>`exists (select 1 from customers x where x.user_id = ${users.id} and x.line_user_id is not null)`,
      })
      .from(users)
      .where(eq(users.id, userId)),
    ordersOfUser(
      db
        .select({
          id: orders.id,
          number: orders.orderNumber,
          status: orders.status,
          shopName: shops.displayName,
          total: orders.totalPrice,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .$dynamic(),
      userId,
    )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(5),
    db
      .selectDistinct({ id: sellers.id, name: sellers.displayName })
      .from(customers)
      .innerJoin(sellers, eq(sellers.id, customers.sellerId))
      .where(activeCustomer({ userId }))
      .orderBy(asc(sellers.id)),
    db
      .select({ id: sellers.id, name: sellers.displayName })
      .from(sellerMembers)
      .innerJoin(sellers, eq(sellers.id, sellerMembers.sellerId))
      .where(eq(sellerMembers.userId, userId))
      .orderBy(asc(sellers.id)),
  ]);
  return {
    conversation,
    profile: {
      email: profile?.email ?? null,
      lineLinked: Boolean(profile?.lineLinked),
      disabled: Boolean(profile?.disabledAt),
      createdAt: iso(profile?.createdAt ?? new Date(0))!,
    },
    orders: latest.map((o) => ({
      ...o,
      number: o.number ?? String(o.id),
      total: Number(o.total),
      createdAt: iso(o.createdAt)!,
    })),
    sellers: [
      ...asCustomer.map((s) => ({ ...s, relation: 'CUSTOMER' as const })),
      ...asMember.map((s) => ({ ...s, relation: 'MEMBER' as const })),
    ],
  };
}

/** Open conversations waiting for support, and those of them assigned to the caller. */
export async function getUnread(db: Db, actor: Actor) {
  const [row] = await db
    .select({
      conversations: sql<number>`count(*)`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${c.assigneeUserId} = ${actor.userId})`.mapWith(
        Number,
      ),
    })
    .from(c)
    .where(and(eq(c.status, 'OPEN'), sql`${c.lastUserSeq} > ${c.supportReadSeq}`));
  return { conversations: row?.conversations ?? 0, mine: row?.mine ?? 0 };
}

const REPLY_ROLES = ADMIN_PERMISSIONS['chat.reply'] as readonly TAdminRole[];

/** Admins who hold chat.reply, by name. */
export async function listAssignees(db: Db) {
  const rows = await db
    .select({ userId: users.id, name: personName(users) })
    .from(platformAdmins)
    .innerJoin(users, eq(users.id, platformAdmins.userId))
    .where(and(inArray(platformAdmins.role, [...REPLY_ROLES]), isNull(users.disabledAt)))
    .orderBy(asc(users.id));
  return rows;
}

/** Assigns the conversation (audited); an admin without chat.reply is 404. */
export async function setAssignee(
  ctx: ChatContext,
  { actor, id, userId }: { actor: Actor; id: number; userId: number | null },
): Promise<TAdminConversation> {
  if (userId !== null) {
    const [admin] = await ctx.db
      .select({ role: platformAdmins.role })
      .from(platformAdmins)
      .where(eq(platformAdmins.userId, userId));
    if (!admin || !adminCan(admin.role, 'chat.reply')) throw notFound('找不到這位客服人員');
  }
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!before) throw notFound('找不到這個對話');
    if (before.assigneeUserId === userId) return;
    await tx.update(c).set({ assigneeUserId: userId }).where(eq(c.id, id));
    await recordAdminAudit(tx, {
      actor,
      action: 'chat_conversation.assign',
      target: { type: 'chat_conversation', id },
      before: { assigneeUserId: before.assigneeUserId },
      after: { assigneeUserId: userId },
    });
  });
  ctx.bus.publish({ t: 'conversation', conversationId: id });
  return getConversationRow(ctx.db, id);
}

/** Sets the conversation's tags (audited); an unknown or archived tag being added is 404. */
export async function setTags(
  ctx: ChatContext,
  { actor, id, tagIds }: { actor: Actor; id: number; tagIds: number[] },
): Promise<TAdminConversation> {
  const wanted = [...new Set(tagIds)];
  await ctx.db.transaction(async (tx) => {
    const [conversation] = await tx.select({ id: c.id }).from(c).where(eq(c.id, id)).for('update');
    if (!conversation) throw notFound('找不到這個對話');
    const current = (
      await tx
        .select({ tagId: chatConversationTags.tagId })
        .from(chatConversationTags)
        .where(eq(chatConversationTags.conversationId, id))
    ).map((r) => r.tagId);
    const added = wanted.filter((t) => !current.includes(t));
    if (added.length > 0) {
      const usable = await tx
        .select({ id: chatTags.id })
        .from(chatTags)
        .where(and(inArray(chatTags.id, added), isNull(chatTags.archivedAt)));
      if (usable.length !== added.length) throw notFound('找不到這個標籤');
    }
    const removed = current.filter((t) => !wanted.includes(t));
    if (added.length === 0 && removed.length === 0) return;
    if (removed.length > 0) {
      await tx
        .delete(chatConversationTags)
        .where(
          and(
            eq(chatConversationTags.conversationId, id),
            inArray(chatConversationTags.tagId, removed),
          ),
        );
    }
    if (added.length > 0) {
      await tx
        .insert(chatConversationTags)
        .values(added.map((tagId) => ({ conversationId: id, tagId })));
    }
    await recordAdminAudit(tx, {
      actor,
      action: 'chat_conversation.set_tags',
      target: { type: 'chat_conversation', id },
      before: { tagIds: current.sort((a, b) => a - b) },
      after: { tagIds: [...wanted].sort((a, b) => a - b) },
    });
  });
  ctx.bus.publish({ t: 'conversation', conversationId: id });
  return getConversationRow(ctx.db, id);
}

/** Closes or reopens (audited); already in that state answers it as it is. */
export async function setStatus(
  ctx: ChatContext,
  { actor, id, status }: { actor: Actor; id: number; status: TChatStatus },
): Promise<TAdminConversation> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!before) throw notFound('找不到這個對話');
    if (before.status === status) return;
    await tx
      .update(c)
      .set({ status, closedAt: status === 'CLOSED' ? ctx.clock() : null })
      .where(eq(c.id, id));
    await recordAdminAudit(tx, {
      actor,
      action: status === 'CLOSED' ? 'chat_conversation.close' : 'chat_conversation.reopen',
      target: { type: 'chat_conversation', id },
      before: { status: before.status },
      after: { status },
    });
  });
  ctx.bus.publish({ t: 'conversation', conversationId: id });
  return getConversationRow(ctx.db, id);
}

/** 404 unless the conversation exists. */
export async function conversationExists(db: Db, id: number): Promise<void> {
  const [row] = await db.select({ id: c.id }).from(c).where(eq(c.id, id));
  if (!row) throw notFound('找不到這個對話');
}

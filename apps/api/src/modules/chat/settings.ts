import type {
  TCannedReply,
  TChatReplySettings,
  TChatTag,
  TChatTagColor,
  TWeeklyHours,
} from '@haoyue/contracts';
import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatCannedReplies, chatSettings, chatTags } from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { violatesUnique } from '../../lib/pg-errors';
import { fieldChanges, recordAdminAudit } from '../admin';
import type { Actor } from './conversations';
import { isKnownTimeZone, readReplySettings } from './hours';

// Tags -----------------------------------------------------------------------------------------

const tagColumns = {
  id: chatTags.id,
  name: chatTags.name,
  color: chatTags.color,
  archivedAt: chatTags.archivedAt,
  conversationCount:
    sql<number>`(select count(*) from chat_conversation_tags ct where ct.tag_id = chat_tags.id)`.mapWith(
      Number,
    ),
};

function presentTag(row: {
  id: number;
  name: string;
  color: string;
  archivedAt: Date | null;
  conversationCount: number;
}): TChatTag {
  return {
    id: row.id,
    name: row.name,
    color: row.color as TChatTagColor,
    archived: row.archivedAt !== null,
    conversationCount: row.conversationCount,
  };
}

/** Unarchived tags by name; with `archived` true, the archived ones. */
export async function listTags(db: Db, archived = false): Promise<TChatTag[]> {
  const rows = await db
    .select(tagColumns)
    .from(chatTags)
    .where(archived ? isNotNull(chatTags.archivedAt) : isNull(chatTags.archivedAt))
    .orderBy(asc(chatTags.name), asc(chatTags.id));
  return rows.map(presentTag);
}

async function tagById(db: Db, id: number): Promise<TChatTag> {
  const [row] = await db.select(tagColumns).from(chatTags).where(eq(chatTags.id, id));
  if (!row) throw notFound('找不到這個標籤');
  return presentTag(row);
}

const nameTaken = () => AppError.of('E_TAG_NAME_TAKEN', '已有同名的標籤', 'name');

async function writeTag<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (violatesUnique(err, 'chat_tags_name_key')) throw nameTaken();
    throw err;
  }
}

export async function createTag(
  db: Db,
  actor: Actor,
  input: { name: string; color: TChatTagColor },
): Promise<TChatTag> {
  const id = await writeTag(() =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(chatTags).values(input).returning({ id: chatTags.id });
      await recordAdminAudit(tx, {
        actor,
        action: 'chat_tag.create',
        target: { type: 'chat_tag', id: row!.id },
        after: input,
      });
      return row!.id;
    }),
  );
  return tagById(db, id);
}

type TagChange = {
  name?: string | undefined;
  color?: TChatTagColor | undefined;
  archived?: boolean | undefined;
};

export async function updateTag(
  db: Db,
  { actor, id, input, now }: { actor: Actor; id: number; input: TagChange; now: Date },
): Promise<TChatTag> {
  await writeTag(() =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(chatTags).where(eq(chatTags.id, id)).for('update');
      if (!before) throw notFound('找不到這個標籤');
      const next = {
        name: input.name ?? before.name,
        color: input.color ?? before.color,
        archivedAt:
          input.archived === undefined
            ? before.archivedAt
            : input.archived
              ? (before.archivedAt ?? now)
              : null,
      };
      const changes = fieldChanges(
        { name: before.name, color: before.color, archived: before.archivedAt !== null },
        { name: next.name, color: next.color, archived: next.archivedAt !== null },
      );
      if (!changes) return;
      await tx.update(chatTags).set(next).where(eq(chatTags.id, id));
      await recordAdminAudit(tx, {
        actor,
        action: 'chat_tag.update',
        target: { type: 'chat_tag', id },
        ...changes,
      });
    }),
  );
  return tagById(db, id);
}

// Canned replies -------------------------------------------------------------------------------

const presentCanned = (row: typeof chatCannedReplies.$inferSelect): TCannedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

export async function listCannedReplies(db: Db): Promise<TCannedReply[]> {
  const rows = await db
    .select()
    .from(chatCannedReplies)
    .orderBy(asc(chatCannedReplies.title), asc(chatCannedReplies.id));
  return rows.map(presentCanned);
}

type CannedInput = { title: string; body: string };

export async function createCannedReply(
  db: Db,
  { actor, input, now }: { actor: Actor; input: CannedInput; now: Date },
): Promise<TCannedReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(chatCannedReplies)
      .values({ ...input, createdAt: now, updatedAt: now })
      .returning();
    await recordAdminAudit(tx, {
      actor,
      action: 'chat_canned_reply.create',
      target: { type: 'chat_canned_reply', id: row!.id },
      after: { title: input.title },
    });
    return presentCanned(row!);
  });
}

export async function updateCannedReply(
  db: Db,
  { actor, id, input, now }: { actor: Actor; id: number; input: CannedInput; now: Date },
): Promise<TCannedReply> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(chatCannedReplies)
      .where(eq(chatCannedReplies.id, id))
      .for('update');
    if (!before) throw notFound('找不到這則快捷回覆');
    const changes = fieldChanges(
      { title: before.title, body: before.body },
      { title: input.title, body: input.body },
    );
    if (!changes) return presentCanned(before);
    const [row] = await tx
      .update(chatCannedReplies)
      .set({ ...input, updatedAt: now })
      .where(eq(chatCannedReplies.id, id))
      .returning();
    await recordAdminAudit(tx, {
      actor,
      action: 'chat_canned_reply.update',
      target: { type: 'chat_canned_reply', id },
      ...changes,
    });
    return presentCanned(row!);
  });
}

export async function deleteCannedReply(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(chatCannedReplies)
      .where(eq(chatCannedReplies.id, id))
      .returning();
    if (!row) throw notFound('找不到這則快捷回覆');
    await recordAdminAudit(tx, {
      actor,
      action: 'chat_canned_reply.delete',
      target: { type: 'chat_canned_reply', id },
      before: { title: row.title },
    });
  });
}

// Business hours and the away message ---------------------------------------------------------

type SettingsInput = {
  timeZone: string;
  hours: TWeeklyHours;
  awayEnabled: boolean;
  awayMessage: string;
};

export async function updateReplySettings(
  db: Db,
  { actor, input, now }: { actor: Actor; input: SettingsInput; now: Date },
): Promise<TChatReplySettings> {
  if (!isKnownTimeZone(input.timeZone)) throw invalid('timeZone', '時區不正確');
  await db.transaction(async (tx) => {
    const before = await readReplySettings(tx as unknown as Db);
    const row = { ...input, updatedAt: now, updatedBy: actor.userId };
    await tx
      .insert(chatSettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({ target: chatSettings.id, set: row });
    const changes = fieldChanges(
      {
        timeZone: before.timeZone,
        hours: JSON.stringify(before.hours),
        awayEnabled: before.awayEnabled,
        awayMessage: before.awayMessage,
      },
      {
        timeZone: input.timeZone,
        hours: JSON.stringify(input.hours),
        awayEnabled: input.awayEnabled,
        awayMessage: input.awayMessage,
      },
    );
    await recordAdminAudit(tx, {
      actor,
      action: 'chat_settings.update',
      target: { type: 'chat_settings', id: 1 },
      ...(changes ?? {}),
    });
  });
  return readReplySettings(db);
}

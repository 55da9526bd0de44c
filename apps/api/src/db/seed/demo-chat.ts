import type { Db } from '../client';
import {
  chatCannedReplies,
  chatConversations,
  chatConversationTags,
  chatMessages,
  chatSettings,
  chatTags,
  platformAdmins,
  users,
} from '../schema';
import { DEMO_SUPPORT_ADMIN } from './demo-data';

const MINUTE = 60_000;

/** The demo support chat's tags (README: 付款問題 orange, 預約問題 blue, 帳號問題 grape). */
export const DEMO_CHAT_TAGS = [
  { name: '付款問題', color: 'orange' },
  { name: '預約問題', color: 'blue' },
  { name: '帳號問題', color: 'grape' },
] as const;

const CANNED = [
  {
    title: '問候',
    body: '您好，這裡是好約客服，很高興為您服務！請問有什麼可以幫您的呢？',
  },
  {
    title: '更改預約',
    body: '您可以到「我的預約」點選該筆預約，再選擇「更改時間」；若無法更改，請告訴我們預約編號，我們協助您處理。',
  },
];

/**
 * The demo support chat: the support agent 客服 小安 (a SUPPORT admin), a conversation of the
 * demo customer 王小美 answered by 小安, the tags, two canned replies and the default hours.
 */
export async function seedDemoChat(
  db: Db,
  { demoUserId, passwordHash, now }: { demoUserId: number; passwordHash: string; now: number },
): Promise<void> {
  const values = { ...DEMO_SUPPORT_ADMIN, phoneNumberVerified: true, passwordHash };
  const [agent] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({ target: users.phoneNumber, set: values })
    .returning({ id: users.id });
  await db
    .insert(platformAdmins)
    .values({ userId: agent!.id, role: 'SUPPORT' })
    .onConflictDoNothing();

  const tags = await db
    .insert(chatTags)
    .values([...DEMO_CHAT_TAGS])
    .returning();
  await db.insert(chatCannedReplies).values(CANNED);
  await db
    .insert(chatSettings)
    .values({
      id: 1,
      timeZone: 'Asia/Taipei',
      hours: [[], ...Array(5).fill([{ start: '09:00', end: '18:00' }]), []],
      awayEnabled: true,
      awayMessage:
        '您好，目前為非營業時間（週一至週五 09:00–18:00），客服將於上班後盡快回覆您，謝謝耐心等候。',
    })
    .onConflictDoNothing();

  const start = now - 2 * 24 * 60 * MINUTE;
  const lines = [
    { sender: 'USER', body: '你好，我上週預約的剪髮想改到週六，請問要怎麼改呢？', at: 0 },
    {
      sender: 'SUPPORT',
      body: '小美您好，可以到「我的預約」點選那筆預約，再選擇「更改時間」就可以囉！',
      at: 4,
    },
    { sender: 'USER', body: '找到了，已經改好了，謝謝！', at: 9 },
    { sender: 'SUPPORT', body: '不客氣，有任何問題隨時找我們 😊', at: 11 },
  ] as const;
  const last = lines[lines.length - 1]!;
  const lastAt = new Date(start + last.at * MINUTE);
  const [conversation] = await db
    .insert(chatConversations)
    .values({
      userId: demoUserId,
      status: 'OPEN',
      assigneeUserId: agent!.id,
      lastSeq: lines.length,
      userDeliveredSeq: lines.length,
      userReadSeq: lines.length,
      supportDeliveredSeq: lines.length,
      supportReadSeq: lines.length,
      lastMessageAt: lastAt,
      lastMessagePreview: last.body,
      lastMessageSender: last.sender,
      lastUserSeq: 3,
      lastSupportSeq: 4,
      lastSupportAt: lastAt,
      createdAt: new Date(start),
    })
    .onConflictDoNothing()
    .returning({ id: chatConversations.id });
  if (!conversation) return;
  await db.insert(chatMessages).values(
    lines.map((line, i) => ({
      conversationId: conversation.id,
      seq: i + 1,
      sender: line.sender,
      senderUserId: line.sender === 'USER' ? demoUserId : agent!.id,
      clientId: crypto.randomUUID(),
      body: line.body,
      createdAt: new Date(start + line.at * MINUTE),
    })),
  );
  const booking = tags.find((t) => t.name === '預約問題')!;
  await db
    .insert(chatConversationTags)
    .values({ conversationId: conversation.id, tagId: booking.id });
}

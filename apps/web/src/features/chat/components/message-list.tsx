import type { TChatMessageWire, TChatSender } from '@haoyue/contracts';
import { Button, Center, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { chatDateOf, dayLabel, messageTime } from '../lib/day-label';
import { linkify } from '../lib/linkify';
import type { PendingMessage } from '../lib/use-thread';
import classes from './chat.module.css';
import { ImageViewer } from './image-viewer';

/** How far the other side has received and read this side's messages. */
export interface ChatReceipts {
  deliveredSeq: number;
  readSeq: number;
}

/** Props of {@link MessageList}. */
export interface MessageListProps {
  messages: readonly TChatMessageWire[];
  pending?: readonly PendingMessage[];
  /** Whose messages are this side's own (right-aligned, with receipts). */
  own: TChatSender;
  receipts: ChatReceipts;
  loading?: boolean;
  hasEarlier?: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier?: () => void;
  onRetry?: (clientId: string) => void;
  /** What an empty thread shows. */
  empty?: ReactNode;
  /** Shown after the last message (the away notice). */
  footer?: ReactNode;
  /** Today, for the day separators (tests pin it). */
  now?: Date;
}

/** The status line of an own stored message. */
export function receiptLabel(seq: number, receipts: ChatReceipts): string {
  if (receipts.readSeq >= seq) return '已讀';
  if (receipts.deliveredSeq >= seq) return '已送達';
  return '已送出';
}

function senderLabel(message: TChatMessageWire, own: TChatSender): string | null {
  if (message.sender === own) return null;
  if (message.sender === 'AUTO') return '自動回覆';
  if (message.sender === 'SUPPORT')
    return message.senderName ? `客服 ${message.senderName}` : '客服';
  return null;
}

interface Item {
  key: string;
  date: string;
  own: boolean;
  body: string | null;
  image: TChatMessageWire['image'];
  time: string;
  sender: string | null;
  status: ReactNode;
  failed: boolean;
}

/**
 * A thread's messages (`role="log"`, read out politely as they arrive): day separators on
 * Taiwan's clock, 12-hour times, links that open in a new tab and nothing else as markup, images
 * in a viewer, receipts under this side's own messages. Scrolling to the top loads the earlier
 * page (the messages in view stay put); a new message scrolls into view when the reader is at
 * the bottom.
 */
export function MessageList({
  messages,
  pending = [],
  own,
  receipts,
  loading = false,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  onRetry,
  empty,
  footer,
  now,
}: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const before = useRef<{ height: number; top: number; first: number | undefined } | null>(null);
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);

  const items: Item[] = [
    ...messages.map((m) => ({
      key: `m${m.seq}`,
      date: chatDateOf(m.createdAt),
      own: m.sender === own,
      body: m.body,
      image: m.image,
      time: messageTime(m.createdAt),
      sender: senderLabel(m, own),
      status: m.sender === own ? receiptLabel(m.seq, receipts) : null,
      failed: false,
    })),
    ...pending.map((p) => ({
      key: `p${p.clientId}`,
      date: chatDateOf(p.createdAt),
      own: true,
      body: p.body,
      image: p.image,
      time: messageTime(p.createdAt),
      sender: null,
      failed: p.status === 'failed',
      status:
        p.status === 'sending' ? (
          '傳送中'
        ) : (
          <>
            <Text span size="xs" c="red.8" role="alert">
              {p.error ?? '傳送失敗'}
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onRetry?.(p.clientId)}
              data-testid="chat-retry"
            >
              重新傳送
            </Button>
          </>
        ),
    })),
  ];

  // Earlier messages prepended: keep the ones in view where they were. New ones at the end: follow
  // them when the reader was at the bottom.
  const firstSeq = messages[0]?.seq;
  const count = items.length;
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const saved = before.current;
    if (saved && saved.first !== firstSeq) {
      el.scrollTop = el.scrollHeight - saved.height + saved.top;
      before.current = null;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
  }, [count, firstSeq, loading, footer]);

  // The list itself shrinking or growing (the away notice or the connection line appearing above
  // it, the on-screen keyboard opening) keeps a reader who was at the newest there.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const el = ref.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    if (el.scrollTop < 40 && hasEarlier && !loadingEarlier && onLoadEarlier) {
      before.current = { height: el.scrollHeight, top: el.scrollTop, first: firstSeq };
      onLoadEarlier();
    }
  };

  let lastDate = '';
  return (
    <div
      ref={ref}
      className={classes.log}
      role="log"
      aria-live="polite"
      aria-label="對話訊息"
      aria-busy={loading || loadingEarlier}
      tabIndex={0}
      onScroll={onScroll}
      data-testid="chat-log"
    >
      {loadingEarlier && (
        <Center>
          <Loader size="sm" role="status" aria-label="載入較早的訊息" />
        </Center>
      )}
      {hasEarlier && !loadingEarlier && onLoadEarlier && (
        <Center>
          <Button variant="subtle" size="compact-sm" onClick={onLoadEarlier}>
            載入較早的訊息
          </Button>
        </Center>
      )}
      {loading ? (
        <Stack gap="sm" role="status" aria-label="載入中">
          <Skeleton height={36} width="60%" radius="lg" />
          <Skeleton height={36} width="45%" radius="lg" ml="auto" />
          <Skeleton height={36} width="55%" radius="lg" />
        </Stack>
      ) : (
        items.length === 0 && empty
      )}
      {items.map((item) => {
        const separator = item.date !== lastDate;
        lastDate = item.date;
        return (
          <Fragment key={item.key}>
            {separator && (
              <div className={classes.day} data-testid="chat-day">
                {dayLabel(item.date, now)}
              </div>
            )}
            <div
              className={`${classes.row} ${item.own ? classes.own : classes.other} ${item.failed ? classes.failed : ''}`}
              data-testid={item.own ? 'chat-own-message' : 'chat-other-message'}
            >
              {item.sender && <span className={classes.sender}>{item.sender}</span>}
              {item.image && (
                <button
                  type="button"
                  className={classes.imageButton}
                  aria-label="放大檢視圖片"
                  onClick={() =>
                    setViewing({
                      url: item.image!.url,
                      alt: item.own ? '你傳送的圖片' : '對方傳送的圖片',
                    })
                  }
                  data-testid="chat-image"
                >
                  <img
                    src={item.image.url}
                    width={item.image.width}
                    height={item.image.height}
                    alt={item.own ? '你傳送的圖片' : '對方傳送的圖片'}
                    loading="lazy"
                  />
                </button>
              )}
              {item.body && <div className={classes.bubble}>{linkify(item.body)}</div>}
              <span className={classes.meta}>
                <span>{item.time}</span>
                {item.status && <span data-testid="chat-status">{item.status}</span>}
              </span>
            </div>
          </Fragment>
        );
      })}
      {footer}
      <ImageViewer image={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

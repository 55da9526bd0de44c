import type { TChatSender } from '@haoyue/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatThreadApi } from '../lib/thread-api';
import { useThread } from '../lib/use-thread';
import classes from './chat.module.css';
import { Composer } from './composer';
import { MessageList, type ChatReceipts } from './message-list';

/** How long the page waits before marking read (messages arriving together: one call). */
const READ_DEBOUNCE_MS = 600;

/** Props of {@link ChatThread}. */
export interface ChatThreadProps {
  api: ChatThreadApi;
  own: TChatSender;
  /** How far the other side has received and read this side's messages. */
  receipts: ChatReceipts;
  /** How far this side has read already (no call for what is read). */
  readSeq: number;
  /** After a read call: the page updates its counts. */
  onRead?: (seq: number) => void;
  empty?: ReactNode;
  footer?: ReactNode;
  tools?: (insert: (text: string) => void) => ReactNode;
}

/** Whether the page is in front of the reader now. */
const pageVisible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

/**
 * One conversation: its messages (live, earlier pages on scrolling up), the composer, and the
 * read mark sent while the page is visible.
 */
export function ChatThread({
  api,
  own,
  receipts,
  readSeq,
  onRead,
  empty,
  footer,
  tools,
}: ChatThreadProps) {
  const thread = useThread(api);
  const lastOther = [...thread.messages].reverse().find((m) => m.sender !== own)?.seq ?? 0;
  const sent = useRef(readSeq);

  useEffect(() => {
    if (lastOther <= Math.max(readSeq, sent.current)) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const mark = () => {
      if (!pageVisible() || timer) return;
      timer = setTimeout(() => {
        sent.current = lastOther;
        api.read(lastOther).then(
          () => onRead?.(lastOther),
          () => {
            sent.current = 0;
          },
        );
      }, READ_DEBOUNCE_MS);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => {
      document.removeEventListener('visibilitychange', mark);
      if (timer) clearTimeout(timer);
    };
  }, [api, lastOther, readSeq, onRead]);

  return (
    <div className={classes.thread}>
      <MessageList
        messages={thread.messages}
        pending={thread.pending}
        own={own}
        receipts={receipts}
        loading={thread.query.isPending}
        hasEarlier={thread.hasEarlier}
        loadingEarlier={thread.loadingEarlier}
        onLoadEarlier={() => void thread.loadEarlier()}
        onRetry={thread.retry}
        empty={empty}
        footer={footer}
      />
      <Composer
        onSend={(text) => thread.send(text, null)}
        onImage={async (file) => {
          const uploaded = await api.upload(file);
          thread.send(null, uploaded);
        }}
        tools={tools}
      />
    </div>
  );
}

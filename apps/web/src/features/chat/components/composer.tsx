import { CHAT_IMAGE_MAX_BYTES, CHAT_MESSAGE_MAX_LENGTH } from '@haoyue/contracts';
import { Button, Group, Text, Textarea } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error';
import classes from './chat.module.css';

/** The counter shows from this many characters before the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 100;

/** Whether the device's main pointer is a finger (Enter then makes a new line). */
function isTouch(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Sends the text (trimmed, not empty). */
  onSend: (text: string) => void;
  /** Uploads an image and sends it; rejects with the server's message to show. */
  onImage?: (file: File) => Promise<void>;
  disabled?: boolean;
  /** Extra tools beside the attach button (the canned replies); `insert` adds text at the end. */
  tools?: (insert: (text: string) => void) => ReactNode;
  placeholder?: string;
}

/**
 * The message box: Enter sends on a desktop (Shift+Enter makes a new line; an IME's Enter only
 * confirms its characters), the 傳送 button everywhere; 圖片 attaches an image; a counter appears
 * near CHAT_MESSAGE_MAX_LENGTH.
 */
export function Composer({
  onSend,
  onImage,
  disabled = false,
  tools,
  placeholder = '輸入訊息…',
}: ComposerProps) {
  const [text, setText] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = !disabled && length > 0 && !tooLong;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
    setError(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    if (isTouch()) return;
    event.preventDefault();
    send();
  };

  const pick = async (file: File | undefined) => {
    if (!file || !onImage) return;
    if (file.size > CHAT_IMAGE_MAX_BYTES) {
      setError('圖片不可超過 8 MB');
      return;
    }
    setUploading(true);
    setError(null);
    try {
      await onImage(file);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '圖片上傳失敗，請再試一次');
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <div className={classes.composer} data-testid="chat-composer">
      {error && (
        <Text size="sm" c="red.8" role="alert" mb={4} data-testid="chat-composer-error">
          {error}
        </Text>
      )}
      <Textarea
        aria-label="訊息"
        placeholder={placeholder}
        autosize
        minRows={1}
        maxRows={5}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        error={tooLong ? `訊息不可超過 ${CHAT_MESSAGE_MAX_LENGTH} 字` : undefined}
        data-testid="chat-input"
      />
      <Group justify="space-between" mt={6} gap="xs" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {onImage && (
            <>
              <input
                ref={fileRef}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                hidden
                onChange={(event) => void pick(event.currentTarget.files?.[0])}
                data-testid="chat-file"
              />
              <Button
                variant="default"
                size="compact-sm"
                onClick={() => fileRef.current?.click()}
                loading={uploading}
                disabled={disabled}
                aria-label="附加圖片"
                data-testid="chat-attach"
              >
                圖片
              </Button>
            </>
          )}
          {tools?.((insert) => setText((now) => (now ? `${now}\n${insert}` : insert)))}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {length >= COUNTER_FROM && (
            <Text size="xs" c={tooLong ? 'red.8' : 'dimmed'} data-testid="chat-counter">
              {length}/{CHAT_MESSAGE_MAX_LENGTH}
            </Text>
          )}
          <Button size="compact-sm" onClick={send} disabled={!canSend} data-testid="chat-send">
            傳送
          </Button>
        </Group>
      </Group>
    </div>
  );
}

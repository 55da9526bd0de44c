import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { LiffApi } from '../../../lib/liff/liff';
import { liffErrorText, type LiffMessage } from '../../../lib/liff/rules';

/** Props of {@link LineSendMessageButton}. */
export interface LineSendMessageButtonProps {
  liff: LiffApi | null;
  label: string;
  /** The messages to post (1 to 5; checked before they leave). */
  messages: () => LiffMessage[];
  testId?: string;
}

/**
 * Posts messages into the chat the LINE app opened this page from (sendMessages). Offered only
 * there: outside the LINE app, or opened from no chat, it renders nothing.
 */
export function LineSendMessageButton({
  liff,
  label,
  messages,
  testId,
}: LineSendMessageButtonProps) {
  const [result, setResult] = useState<{ color: 'teal' | 'red'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!liff?.canSendMessages()) return null;

  async function send() {
    if (!liff) return;
    setBusy(true);
    setResult(null);
    try {
      await liff.sendMessages(messages());
      setResult({ color: 'teal', text: '已傳送到聊天室。' });
    } catch (error) {
      setResult({ color: 'red', text: liffErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="xs">
      <Button variant="light" loading={busy} onClick={() => void send()} data-testid={testId}>
        {label}
      </Button>
      {result && (
        <Alert
          color={result.color}
          variant="light"
          role="status"
          data-testid={testId && `${testId}-result`}
        >
          {result.text}
        </Alert>
      )}
    </Stack>
  );
}

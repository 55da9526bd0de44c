import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { LiffApi } from '../../../lib/liff/liff';
import { liffErrorText, type LiffMessage } from '../../../lib/liff/rules';

/** Props of {@link LineShareButton}. */
export interface LineShareButtonProps {
  liff: LiffApi | null;
  label: string;
  /** The messages to share (1 to 5; checked before the picker opens). */
  messages: () => LiffMessage[];
  testId?: string;
}

const OUTCOME_TEXT = {
  SUCCESS: '已分享。',
  CANCEL: '已取消分享。',
  TIMEOUT: '超過 10 分鐘未完成分享，請再試一次。',
} as const;

/**
 * Shares through LINE's share target picker where the app offers it (gated on
 * isApiAvailable('shareTargetPicker')); elsewhere it says, in zh-TW, that sharing needs LINE.
 */
export function LineShareButton({ liff, label, messages, testId }: LineShareButtonProps) {
  const [result, setResult] = useState<{ color: 'teal' | 'red' | 'gray'; text: string } | null>(
    null,
  );
  const [busy, setBusy] = useState(false);
  const available = liff?.canShare() ?? false;

  async function share() {
    if (!liff) return;
    setBusy(true);
    setResult(null);
    try {
      const outcome = await liff.shareTargetPicker(messages());
      setResult(
        outcome.status === 'ERROR'
          ? { color: 'red', text: outcome.resultDescription }
          : {
              color: outcome.status === 'SUCCESS' ? 'teal' : 'gray',
              text: OUTCOME_TEXT[outcome.status],
            },
      );
    } catch (error) {
      setResult({ color: 'red', text: liffErrorText(error) });
    } finally {
      setBusy(false);
    }
  }

  if (!available) {
    return (
      <Alert color="gray" variant="light" data-testid={testId && `${testId}-unavailable`}>
        分享給 LINE 好友需要在 LINE App 中開啟這個頁面。
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Button
        variant="light"

        loading={busy}
        onClick={() => void share()}
        data-testid={testId}
      >
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

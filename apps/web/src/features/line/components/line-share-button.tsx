import { Alert } from '@mantine/core';
import type { LiffApi } from '../../../lib/liff/liff';
import type { LiffMessage } from '../../../lib/liff/rules';
import { LiffActionButton } from './liff-action-button';

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
  if (!liff?.canShare()) {
    return (
      <Alert color="gray" variant="light" data-testid={testId && `${testId}-unavailable`}>
        分享給 LINE 好友需要在 LINE App 中開啟這個頁面。
      </Alert>
    );
  }
  return (
    <LiffActionButton
      label={label}
      testId={testId}
      run={async () => {
        const outcome = await liff.shareTargetPicker(messages());
        return outcome.status === 'ERROR'
          ? { color: 'red', text: outcome.resultDescription }
          : {
              color: outcome.status === 'SUCCESS' ? 'teal' : 'gray',
              text: OUTCOME_TEXT[outcome.status],
            };
      }}
    />
  );
}

import type { LiffApi } from '../../../lib/liff/liff';
import type { LiffMessage } from '../../../lib/liff/rules';
import { LiffActionButton } from './liff-action-button';

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
  if (!liff?.canSendMessages()) return null;
  return (
    <LiffActionButton
      label={label}
      testId={testId}
      run={async () => {
        await liff.sendMessages(messages());
        return { color: 'teal', text: '已傳送到聊天室。' };
      }}
    />
  );
}

import { Alert } from '@mantine/core';
import { IconCheck } from './icons';

/** Props of {@link ActionNotice}. */
export interface ActionNoticeProps {
  /** What just succeeded; nothing is shown while null. */
  message: string | null;
  onClose: () => void;
  'data-testid'?: string;
}

/**
 * The on-screen confirmation of a change (rescheduled, cancelled, added to the calendar), read
 * out by screen readers (role=status) and closable.
 */
export function ActionNotice({ message, onClose, ...rest }: ActionNoticeProps) {
  if (!message) return null;
  return (
    <Alert
      role="status"
      color="teal"
      variant="light"
      icon={<IconCheck size={18} />}
      withCloseButton
      onClose={onClose}
      closeButtonLabel="關閉訊息"
      data-testid={rest['data-testid'] ?? 'action-notice'}
    >
      {message}
    </Alert>
  );
}

import { Text, Textarea } from '@mantine/core';
import { ADMIN_REASON_MAX_LENGTH } from '@haoyue/contracts';
import { useState, type ReactNode } from 'react';
import { ActionDialog } from '../../../ui/action-dialog';
import { showNotification } from '../../../ui/notifications';

/** A mutation as the dialog shows it: running, or refused with a message. */
interface ReasonMutation {
  isPending: boolean;
  error: Error | null;
  mutate: (reason: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
}

/**
 * An admin write that asks why (the audit log keeps the reason): what happens, the reason
 * field, 取消 and the action. Closes once the write succeeds, saying `doneMessage`.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  color,
  mutation,
  onClose,
  doneMessage,
  children,
  testId,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  color?: string;
  mutation: ReasonMutation;
  onClose: () => void;
  doneMessage: string;
  children?: ReactNode;
  testId: string;
}) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const blank = reason.trim() === '';
  const close = () => {
    mutation.reset();
    onClose();
  };
  const submit = () => {
    setTouched(true);
    if (blank) return;
    mutation.mutate(reason.trim(), {
      onSuccess: () => {
        showNotification({ message: doneMessage, color: 'teal' });
        close();
      },
    });
  };
  return (
    <ActionDialog
      title={title}
      onClose={close}
      action={{
        label: confirmLabel,
        onClick: submit,
        disabled: false,
        save: mutation,
        testId: 'reason-submit',
        errorTestId: 'reason-error',
        color,
      }}
      testId={testId}
    >
      <Text size="sm">{description}</Text>
      {children}
      <Textarea
        label="原因"
        description="會記錄在操作紀錄中"
        required
        autosize
        minRows={2}
        maxLength={ADMIN_REASON_MAX_LENGTH}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={touched && blank ? '請填寫原因' : undefined}
        data-testid="reason-input"
      />
    </ActionDialog>
  );
}

import { Button, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_REASON_MAX_LENGTH } from '@haoyue/contracts';
import { useState, type ReactNode } from 'react';
import { DialogActions } from '../../../ui/dialog-actions';

/** A mutation as the dialog shows it: running, or refused with a message. */
interface ReasonMutation {
  isPending: boolean;
  error: Error | null;
  mutate: (reason: string, options: { onSuccess: () => void }) => void;
  reset: () => void;
}

/**
 * An admin write that asks why (the audit log keeps the reason): what happens, the reason
 * field, 取消 and the action. Closes once the write succeeds.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  color,
  mutation,
  onClose,
  onDone,
  children,
  testId,
}: {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  color?: string;
  mutation: ReasonMutation;
  onClose: () => void;
  onDone?: () => void;
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
        onDone?.();
        close();
      },
    });
  };
  return (
    <Modal
      opened
      onClose={close}
      title={title}
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      <Stack gap="sm" data-testid={testId}>
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
        <DialogActions
          error={mutation.error?.message}
          errorTestId="reason-error"
          onBack={close}
          backLabel="取消"
        >
          <Button
            color={color}
            onClick={submit}
            loading={mutation.isPending}
            data-testid="reason-submit"
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

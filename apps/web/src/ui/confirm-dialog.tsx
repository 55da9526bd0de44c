import { Button, Modal, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { DialogActions } from './dialog-actions';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What the action does, and anything to type to be sure of it. */
  children: ReactNode;
  /** The red button's words: 刪除, 移除, 封存 … */
  confirmLabel: string;
  onConfirm: () => void;
  isPending: boolean;
  /** Not sure yet (the shop's name not typed): the red button waits. */
  disabled?: boolean;
  /** Why the last attempt failed; nothing where a notification says it. */
  error?: ReactNode;
  testId: string;
  dialogTestId?: string;
}

/**
 * The question before something that cannot be undone (deleting a shop or a consent form,
 * removing the LINE Pay channel): what it does, why it failed, 取消 and the red action.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  onConfirm,
  isPending,
  disabled,
  error,
  testId,
  dialogTestId,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="sm" data-testid={dialogTestId}>
        {children}
        <DialogActions error={error} onBack={onClose} backLabel="取消">
          <Button
            color="red"
            disabled={disabled}
            loading={isPending}
            onClick={onConfirm}
            data-testid={testId}
          >
            {confirmLabel}
          </Button>
        </DialogActions>
      </Stack>
    </Modal>
  );
}

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps extends Omit<
  ConfirmDialogProps,
  'opened' | 'onClose' | 'onConfirm'
> {
  /** The light red button that asks first: 刪除店家, 移除串接. */
  label: string;
  openTestId: string;
  /** Runs the action; `close` shuts the dialog when it is done. */
  onConfirm: (close: () => void) => void;
}

/** A light red button that opens its {@link ConfirmDialog}. */
export function ConfirmButton({ label, openTestId, onConfirm, ...dialog }: ConfirmButtonProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button color="red" variant="light" onClick={() => setOpened(true)} data-testid={openTestId}>
        {label}
      </Button>
      <ConfirmDialog
        {...dialog}
        opened={opened}
        onClose={close}
        onConfirm={() => onConfirm(close)}
      />
    </>
  );
}

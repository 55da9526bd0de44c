import { Alert, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** Props of {@link DialogActions}. */
export interface DialogActionsProps {
  /** Why the last attempt failed, in zh-TW (the API's message); nothing while it has not. */
  error?: ReactNode;
  errorTestId?: string;
  /** Leaves the dialog without acting; no way back without it (a form inline on its page). */
  onBack?: () => void;
  /** The leaving button's words: 返回, or 取消 where the dialog would start something new. */
  backLabel?: '返回' | '取消';
  /** Holds the leaving button while the action runs (a payment in flight is not walked away from). */
  backDisabled?: boolean;
  /** The dialog's own action: its button, whose words, colour and state are the dialog's. */
  children: ReactNode;
}

/**
 * A dialog's last lines, as every confirming dialog ends: why the last attempt failed, if it did
 * (announced: `role="alert"`), then the way back and the action, right-aligned.
 */
export function DialogActions({
  error,
  errorTestId,
  onBack,
  backLabel = '返回',
  backDisabled,
  children,
}: DialogActionsProps) {
  return (
    <>
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid={errorTestId}>
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        {onBack && (
          <Button variant="default" onClick={onBack} disabled={backDisabled}>
            {backLabel}
          </Button>
        )}
        {children}
      </Group>
    </>
  );
}

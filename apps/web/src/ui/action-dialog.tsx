import { Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import type { SaveState } from './edit-dialog';
import { ModalDialog } from './modal-dialog';

/** The one action of an {@link ActionDialog}: its button, and the mutation it runs. */
export interface DialogAction {
  /** The button's words: 兌換, 發送 … */
  label: string;
  onClick: () => void;
  /** Nothing chosen yet: the button is disabled. */
  disabled: boolean;
  /** The mutation: the button spins while it runs, its refusal shows above the buttons. */
  save: SaveState;
  testId: string;
  errorTestId?: string;
  /** The button's colour (red for a step that takes something away). */
  color?: string;
}

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps {
  title: string;
  onClose: () => void;
  /** The action under the content, beside 取消; none once it is done (a result is shown). */
  action?: DialogAction;
  testId: string;
  children: ReactNode;
}

/**
 * A counter dialog whose choices are not a form to check (a coupon to redeem against an order,
 * to give to a customer): its content, then why the action failed, 取消 and the action.
 */
export function ActionDialog({ title, onClose, action, testId, children }: ActionDialogProps) {
  return (
    <ModalDialog opened onClose={onClose} title={title}>
      <Stack gap="sm" data-testid={testId}>
        {children}
        {action && (
          <DialogActions
            error={action.save.error?.message}
            errorTestId={action.errorTestId}
            onBack={onClose}
            backLabel="取消"
          >
            <Button
              color={action.color}
              onClick={action.onClick}
              disabled={action.disabled}
              loading={action.save.isPending}
              data-testid={action.testId}
            >
              {action.label}
            </Button>
          </DialogActions>
        )}
      </Stack>
    </ModalDialog>
  );
}

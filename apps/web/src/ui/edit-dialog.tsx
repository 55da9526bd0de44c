import { Button, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from './dialog-actions';

/** A save as TanStack's mutation result has it: running, or refused with a zh-TW message. */
export interface SaveState {
  isPending: boolean;
  error: { message: string } | null;
}

/** Props of {@link EditForm}. */
export interface EditFormProps {
  /** The form's submit handler, e.g. `form.onSubmit(save)` of Mantine's useForm. */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words: 儲存, 新增方案 … */
  submitLabel: string;
  /** The save mutation: the button spins while it runs, its refusal shows above the buttons. */
  save?: SaveState;
  /** The save is running (when no `save` says so): the button spins, the form says it is busy. */
  isSubmitting?: boolean;
  /** False while the form cannot be sent yet (nothing chosen): the button is disabled. */
  canSubmit?: boolean;
  /** The submit button's colour, e.g. red for a refund. */
  submitColor?: string;
  /** The leaving button's words (取消 by default; 返回 where nothing new is started). */
  backLabel?: '返回' | '取消';
  /** Why the last save failed, when not `save`'s own message; nothing while it has not. */
  error?: ReactNode;
  /** Leaves the form without saving; no back button without it (an inline "new" form). */
  onCancel?: () => void;
  testId?: string;
  submitTestId?: string;
  errorTestId?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A resource's edit form as every manager writes it: the fields, why the save failed, then
 * 取消 and the submit button. Validation is the form hook's (lib/use-contract-form).
 */
export function EditForm({
  onSubmit,
  submitLabel,
  save,
  isSubmitting = save?.isPending ?? false,
  canSubmit = true,
  submitColor,
  backLabel = '取消',
  error = save?.error?.message,
  onCancel,
  testId,
  submitTestId,
  errorTestId,
  children,
}: EditFormProps) {
  const submit = (
    <Button
      type="submit"
      color={submitColor}
      loading={isSubmitting}
      disabled={!canSubmit}
      data-testid={submitTestId}
    >
      {submitLabel}
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={isSubmitting} data-testid={testId}>
      <Stack gap="sm">
        {children}
        <DialogActions
          error={error}
          errorTestId={errorTestId}
          onBack={onCancel}
          backLabel={backLabel}
        >
          {submit}
        </DialogActions>
      </Stack>
    </form>
  );
}

/** Props of {@link EditDialog}. */
export interface EditDialogProps extends Omit<EditFormProps, 'onCancel'> {
  opened: boolean;
  title: string;
  onClose: () => void;
  /** Fill a phone's screen (a long form at 390 px). */
  fullScreenOnPhone?: boolean;
}

/** {@link EditForm} in a centred Mantine modal titled for what is edited. */
export function EditDialog({
  opened,
  title,
  onClose,
  fullScreenOnPhone = false,
  ...form
}: EditDialogProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      fullScreen={fullScreenOnPhone && isPhone}
      closeButtonProps={{ 'aria-label': '關閉' }}
    >
      {opened && <EditForm {...form} onCancel={onClose} />}
    </Modal>
  );
}

/** Props of {@link ItemForm}. */
export interface ItemFormProps extends Omit<EditFormProps, 'onCancel'> {
  /** An existing item's form: in a dialog with this title, `onClose` leaving it. */
  dialog?: { title: string; onClose: () => void };
}

/**
 * One item's form as a manager page holds it: a new item's stands inline under the list, an
 * edited item's opens in an {@link EditDialog}; the same fields and save either way.
 */
export function ItemForm({ dialog, ...form }: ItemFormProps) {
  return dialog ? (
    <EditDialog opened title={dialog.title} onClose={dialog.onClose} {...form} />
  ) : (
    <EditForm {...form} />
  );
}

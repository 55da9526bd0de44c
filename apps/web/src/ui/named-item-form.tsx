import { TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ItemForm, type SaveState } from './edit-dialog';
import { savedThen } from './saved-then';

/** The parts of a contract form (lib/use-contract-form) that {@link NamedItemForm} uses. */
export interface NamedItemFormState<B extends { name: string }> {
  onSubmit: (handler: () => void) => (event?: FormEvent<HTMLFormElement>) => void;
  body: () => B;
  reset: () => void;
  /** The name input's props (value, change, error, test id, the contract's maxLength). */
  field: (path: 'name', testId: string) => object;
}

/** Props of {@link NamedItemForm}. */
export interface NamedItemFormProps<B extends { name: string }> {
  /** What one item is called (標籤, 套票方案): the title, the add button and the notices say it. */
  noun: string;
  /** Whether an existing item is edited (in a dialog `onClose` leaves) or a new one added. */
  editing: boolean;
  onClose?: () => void;
  /**
   * A new item's form opens in a dialog too (a 新增 button's, `onClose` leaving it), which closes
   * once the item is added; one form is open at a time, so either carries `{prefix}-form`.
   */
  newInDialog?: boolean;
  /** The edited item's name, said in the dialog's title: 編輯產業「美甲」. */
  editedName?: string;
  form: NamedItemFormState<B>;
  /** Sends the body as the save's mutation does, with the notice and what follows on success. */
  send: (body: B, then: { onSuccess: (result: unknown) => void }) => void;
  save: SaveState;
  /**
   * The form's test id while adding; editing inline-added items, `-edit` before `-form`. The
   * name input is `{prefix}-name`, the submit button `{prefix}-save` unless `submitTestId`.
   */
  testIdPrefix: string;
  /** The name input, first of the fields, unless the fields draw it (beside another). */
  nameInput?: { label: string; placeholder: string; required?: boolean };
  submitTestId?: string;
  errorTestId?: string;
  /** The fields (after the name input, when this form draws it). */
  children: ReactNode;
}

/**
 * The {@link ItemForm} of a manager's named items: an edited item's dialog says 已更新 and
 * closes; a new item's form under the list says 已新增 with the name and empties for the next
 * (in a dialog, `newInDialog`, it closes instead).
 */
export function NamedItemForm<B extends { name: string }>({
  noun,
  editing,
  onClose,
  newInDialog = false,
  editedName,
  form,
  send,
  save,
  testIdPrefix,
  nameInput,
  submitTestId = `${testIdPrefix}-save`,
  errorTestId,
  children,
}: NamedItemFormProps<B>) {
  const submit = () => {
    const body = form.body();
    send(
      body,
      editing
        ? savedThen(`已更新${noun}`, onClose)
        : savedThen(`已新增${noun}「${body.name}」`, newInDialog ? onClose : form.reset),
    );
  };
  const title = editing ? `編輯${noun}${editedName ? `「${editedName}」` : ''}` : `新增${noun}`;
  return (
    <ItemForm
      dialog={(editing || newInDialog) && onClose ? { title, onClose } : undefined}
      onSubmit={form.onSubmit(submit)}
      submitLabel={editing ? '儲存' : `新增${noun}`}
      save={save}
      testId={editing && !newInDialog ? `${testIdPrefix}-edit-form` : `${testIdPrefix}-form`}
      submitTestId={submitTestId}
      errorTestId={errorTestId}
    >
      {nameInput && <TextInput {...nameInput} {...form.field('name', `${testIdPrefix}-name`)} />}
      {children}
    </ItemForm>
  );
}

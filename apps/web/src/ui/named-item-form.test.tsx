import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { NamedItemForm, type NamedItemFormState } from './named-item-form';
import { NotificationStack } from './notifications';

/** A form whose values are valid: submitting sends `{ name }` at once. */
function formOf(name: string): NamedItemFormState<{ name: string }> {
  return {
    onSubmit: (handler) => (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      handler();
    },
    body: () => ({ name }),
    reset: vi.fn(),
    field: (_path, testId) => ({ defaultValue: name, 'data-testid': testId }),
  };
}

/** A save that succeeds as soon as it is sent. */
const succeeding = vi.fn((_body: { name: string }, then: { onSuccess: (r: unknown) => void }) =>
  then.onSuccess(undefined),
);

function renderForm(
  editing: boolean,
  form = formOf('VIP'),
  onClose = vi.fn(),
  dialog: { newInDialog?: boolean; editedName?: string } = {},
) {
  renderWithTheme(
    <>
      <NamedItemForm
        noun="標籤"
        editing={editing}
        onClose={onClose}
        {...dialog}
        form={form}
        send={succeeding}
        save={{ isPending: false, error: null }}
        testIdPrefix="tag"
        submitTestId="tag-save"
      >
        <TextInput label="標籤名稱" />
      </NamedItemForm>
      <NotificationStack />
    </>,
  );
  return { form, onClose };
}

describe('NamedItemForm', () => {
  it('adds a new item inline, names it in the notice and empties the form', async () => {
    const { form, onClose } = renderForm(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('tag-form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增標籤' }));
    expect(succeeding).toHaveBeenLastCalledWith({ name: 'VIP' }, expect.anything());
    expect(await screen.findByText('已新增標籤「VIP」')).toBeInTheDocument();
    expect(form.reset).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits an item in a titled dialog that closes once saved', async () => {
    const { form, onClose } = renderForm(true);
    expect(await screen.findByRole('dialog', { name: '編輯標籤' })).toBeInTheDocument();
    expect(screen.getByTestId('tag-edit-form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '儲存' }));
    expect(await screen.findByText('已更新標籤')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(form.reset).not.toHaveBeenCalled();
  });

  it('adds a new item in a dialog when asked, and closes it once added', async () => {
    const { form, onClose } = renderForm(false, formOf('常客'), vi.fn(), { newInDialog: true });
    expect(await screen.findByRole('dialog', { name: '新增標籤' })).toBeInTheDocument();
    expect(screen.getByTestId('tag-form')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增標籤' }));
    expect(await screen.findByText('已新增標籤「常客」')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(form.reset).not.toHaveBeenCalled();
  });

  it('names the edited item in the title, one test id for both dialogs', async () => {
    renderForm(true, formOf('VIP'), vi.fn(), { newInDialog: true, editedName: 'VIP' });
    expect(await screen.findByRole('dialog', { name: '編輯標籤「VIP」' })).toBeInTheDocument();
    expect(screen.getByTestId('tag-form')).toBeInTheDocument();
  });

  it('draws the name input when given one, and the submit test id from the prefix', () => {
    renderWithTheme(
      <NamedItemForm
        noun="標籤"
        editing={false}
        form={formOf('VIP')}
        send={succeeding}
        save={{ isPending: false, error: null }}
        testIdPrefix="tag"
        nameInput={{ label: '標籤名稱', placeholder: '例如：VIP' }}
      >
        <TextInput label="備註" />
      </NamedItemForm>,
    );
    expect(screen.getByLabelText('標籤名稱')).toHaveAttribute('data-testid', 'tag-name');
    expect(screen.getByLabelText('標籤名稱')).toHaveValue('VIP');
    expect(screen.getByTestId('tag-save')).toHaveTextContent('新增標籤');
  });
});

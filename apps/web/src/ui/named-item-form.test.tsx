import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../test/render';
import { NamedItemForm, type NamedItemFormProps, type NamedItemFormState } from './named-item-form';
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
  more: Partial<NamedItemFormProps<{ name: string }>> = {},
) {
  renderWithTheme(
    <>
      <NamedItemForm
        noun="標籤"
        editing={editing}
        onClose={onClose}
        {...more}
        form={form}
        send={succeeding}
        save={{ isPending: false, error: null }}
        testIdPrefix="tag"
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

  const dialogCases = [
    {
      what: 'edits an item',
      editing: true,
      name: 'VIP',
      dialog: {},
      title: '編輯標籤',
      testId: 'tag-edit-form',
      submit: '儲存',
      notice: '已更新標籤',
    },
    {
      what: 'adds a new item, when asked,',
      editing: false,
      name: '常客',
      dialog: { newInDialog: true },
      title: '新增標籤',
      testId: 'tag-form',
      submit: '新增標籤',
      notice: '已新增標籤「常客」',
    },
  ];
  for (const c of dialogCases) {
    it(`${c.what} in a titled dialog that closes once saved`, async () => {
      const { form, onClose } = renderForm(c.editing, formOf(c.name), vi.fn(), c.dialog);
      expect(await screen.findByRole('dialog', { name: c.title })).toBeInTheDocument();
      expect(screen.getByTestId(c.testId)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: c.submit }));
      expect(await screen.findByText(c.notice)).toBeInTheDocument();
      expect(onClose).toHaveBeenCalledOnce();
      expect(form.reset).not.toHaveBeenCalled();
    });
  }

  it('names the edited item in the title, one test id for both dialogs', async () => {
    renderForm(true, formOf('VIP'), vi.fn(), { newInDialog: true, editedName: 'VIP' });
    expect(await screen.findByRole('dialog', { name: '編輯標籤「VIP」' })).toBeInTheDocument();
    expect(screen.getByTestId('tag-form')).toBeInTheDocument();
  });

  it('draws the name input when given one, and the submit test id from the prefix', () => {
    renderForm(false, formOf('VIP'), vi.fn(), {
      nameInput: { label: '名稱', placeholder: '例如：VIP' },
    });
    expect(screen.getByLabelText('名稱')).toHaveAttribute('data-testid', 'tag-name');
    expect(screen.getByLabelText('名稱')).toHaveValue('VIP');
    expect(screen.getByTestId('tag-save')).toHaveTextContent('新增標籤');
  });
});

import { TextInput } from '@mantine/core';
import { type TTopUpPlanInput, ZTopUpPlanInput } from '@haoyue/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { typedNumber, useContractForm } from '../lib/use-contract-form';
import { renderWithTheme } from '../test/render';
import { EditDialog, EditForm, ItemForm } from './edit-dialog';

/** A small plan dialog, as a manager writes one on the shared parts. */
function PlanDialog({
  onSave,
  onClose = () => {},
  error,
  isSubmitting,
}: {
  onSave: (body: TTopUpPlanInput) => void;
  onClose?: () => void;
  error?: string;
  isSubmitting?: boolean;
}) {
  const form = useContractForm({
    initialValues: { name: '', pay: '' as number | string },
    schema: ZTopUpPlanInput,
    toBody: (v: { name: string; pay: number | string }): TTopUpPlanInput => ({
      name: v.name.trim(),
      payAmount: typedNumber(v.pay) * 100,
      receiveAmount: typedNumber(v.pay) * 100,
    }),
    fieldOf: { payAmount: 'pay' },
  });
  return (
    <EditDialog
      opened
      title="新增儲值方案"
      onClose={onClose}
      onSubmit={form.onSubmit(() => onSave(form.body()))}
      submitLabel="新增方案"
      error={error}
      isSubmitting={isSubmitting}
    >
      <TextInput label="方案名稱" {...form.getInputProps('name')} />
      <TextInput label="顧客支付" {...form.getInputProps('pay')} />
    </EditDialog>
  );
}

describe('EditDialog', () => {
  it('is a titled dialog; the schema’s zh-TW messages stop an invalid save', async () => {
    const onSave = vi.fn();
    renderWithTheme(<PlanDialog onSave={onSave} />);
    expect(await screen.findByRole('dialog', { name: '新增儲值方案' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '新增方案' }));
    expect(await screen.findByText('請輸入方案名稱')).toBeInTheDocument();
    // The amount's message lands on the field named pay, not on the body's payAmount.
    expect(screen.getByLabelText('顧客支付')).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the body the values make', async () => {
    const onSave = vi.fn();
    renderWithTheme(<PlanDialog onSave={onSave} />);
    await userEvent.type(await screen.findByLabelText('方案名稱'), ' 儲值五千 ');
    await userEvent.type(screen.getByLabelText('顧客支付'), '5000');
    await userEvent.click(screen.getByRole('button', { name: '新增方案' }));
    expect(onSave).toHaveBeenCalledWith({
      name: '儲值五千',
      payAmount: 500_000,
      receiveAmount: 500_000,
    });
  });

  it('shows why the save failed, and 取消 closes', async () => {
    const onClose = vi.fn();
    renderWithTheme(<PlanDialog onSave={vi.fn()} onClose={onClose} error="方案名稱已存在" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('方案名稱已存在');
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says the form is busy while saving', async () => {
    renderWithTheme(<PlanDialog onSave={vi.fn()} isSubmitting />);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows a save mutation’s progress and refusal', async () => {
    renderWithTheme(
      <EditForm
        onSubmit={vi.fn()}
        submitLabel="儲存"
        save={{ isPending: true, error: { message: '標籤名稱已存在' } }}
        testId="form"
      >
        <TextInput label="標籤名稱" />
      </EditForm>,
    );
    expect(screen.getByTestId('form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('標籤名稱已存在');
  });
});

describe('ItemForm', () => {
  it('stands inline for a new item, without a way back', () => {
    renderWithTheme(
      <ItemForm onSubmit={vi.fn()} submitLabel="新增標籤" testId="tag-form">
        <TextInput label="標籤名稱" />
      </ItemForm>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('tag-form')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
  });

  it('opens in a titled dialog for an edited item; 取消 closes it', async () => {
    const onClose = vi.fn();
    renderWithTheme(
      <ItemForm
        dialog={{ title: '編輯標籤', onClose }}
        onSubmit={vi.fn()}
        submitLabel="儲存"
        testId="tag-edit-form"
      >
        <TextInput label="標籤名稱" />
      </ItemForm>,
    );
    expect(await screen.findByRole('dialog', { name: '編輯標籤' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalled();
  });
});

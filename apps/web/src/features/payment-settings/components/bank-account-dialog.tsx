import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  BANK_ACCOUNT_PATTERN,
  BANK_CODE_PATTERN,
  PAYMENT_SETTING_LIMITS as L,
  type TBankTransferAccount,
} from '@haoyue/contracts';
import { type FormEvent, useState } from 'react';

export const EMPTY_ACCOUNT: TBankTransferAccount = {
  bankCode: '',
  bankName: '',
  branch: '',
  accountNumber: '',
  accountHolder: '',
  note: '',
};

type Errors = Partial<Record<keyof TBankTransferAccount, string>>;

/** What is wrong with the account as typed (the API checks the same). */
function errorsOf(a: TBankTransferAccount): Errors {
  const errors: Errors = {};
  if (!BANK_CODE_PATTERN.test(a.bankCode)) errors.bankCode = '銀行代碼為 3 位數字';
  if (!a.bankName.trim()) errors.bankName = '請輸入銀行名稱';
  if (!BANK_ACCOUNT_PATTERN.test(a.accountNumber)) errors.accountNumber = '帳號為 10 到 16 位數字';
  if (!a.accountHolder.trim()) errors.accountHolder = '請輸入戶名';
  return errors;
}

/** The transfer account in a dialog: bank code and name, branch, account, holder, note. */
export function BankAccountDialog({
  opened,
  account,
  onClose,
  onSave,
}: {
  opened: boolean;
  account: TBankTransferAccount | null;
  onClose: () => void;
  onSave: (account: TBankTransferAccount) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="匯款資訊" centered>
      {/* Mounted afresh at each opening: the draft starts from what is saved. */}
      {opened && <AccountForm account={account} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function AccountForm({
  account,
  onClose,
  onSave,
}: {
  account: TBankTransferAccount | null;
  onClose: () => void;
  onSave: (account: TBankTransferAccount) => void;
}) {
  const [draft, setDraft] = useState<TBankTransferAccount>(account ?? EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<Errors>({});
  const field = (key: keyof TBankTransferAccount) => ({
    value: draft[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setDraft((d) => ({ ...d, [key]: value }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Rendered in a portal: keep the submit from reaching a form around the dialog.
    e.stopPropagation();
    const trimmed = Object.fromEntries(
      Object.entries(draft).map(([k, v]) => [k, v.trim()]),
    ) as TBankTransferAccount;
    const found = errorsOf(trimmed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSave(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="bank-account-form">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="nowrap">
          <TextInput
            label="銀行代碼"
            placeholder="822"
            inputMode="numeric"
            maxLength={3}
            required
            data-testid="bank-code"
            {...field('bankCode')}
          />
          <TextInput
            label="銀行名稱"
            placeholder="中國信託商業銀行"
            maxLength={L.bankName}
            required
            data-testid="bank-name"
            {...field('bankName')}
          />
        </Group>
        <TextInput
          label="分行"
          placeholder="敦南分行"
          maxLength={L.bankBranch}
          data-testid="bank-branch"
          {...field('branch')}
        />
        <TextInput
          label="帳號"
          inputMode="numeric"
          maxLength={16}
          required
          data-testid="bank-account-number"
          {...field('accountNumber')}
        />
        <TextInput
          label="戶名"
          maxLength={L.accountHolder}
          required
          data-testid="bank-account-holder"
          {...field('accountHolder')}
        />
        <Textarea
          label="備註（顯示在帳號下方）"
          placeholder="轉帳後請回報帳號末五碼"
          maxLength={L.note}
          autosize
          minRows={2}
          data-testid="bank-note"
          {...field('note')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            取消
          </Button>
          <Button type="submit" data-testid="bank-account-done">
            確定
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { Group, Textarea, TextInput } from '@mantine/core';
import { type TBankTransferAccount, ZBankTransferAccount } from '@haoyue/contracts';
import { useContractForm } from '../../../lib/use-contract-form';
import { EditDialog } from '../../../ui/edit-dialog';

export const EMPTY_ACCOUNT: TBankTransferAccount = {
  bankCode: '',
  bankName: '',
  branch: '',
  accountNumber: '',
  accountHolder: '',
  note: '',
};

/** The account's one-line fields (all but the note), as the dialog shows them. */
const TEXT_FIELDS = {
  bankCode: {
    label: '銀行代碼',
    placeholder: '822',
    inputMode: 'numeric',
    maxLength: 3,
    required: true,
    testId: 'bank-code',
  },
  bankName: {
    label: '銀行名稱',
    placeholder: '中國信託商業銀行',
    required: true,
    testId: 'bank-name',
  },
  branch: {
    label: '分行',
    placeholder: '敦南分行',
    testId: 'bank-branch',
  },
  accountNumber: {
    label: '帳號',
    inputMode: 'numeric',
    maxLength: 16,
    required: true,
    testId: 'bank-account-number',
  },
  accountHolder: {
    label: '戶名',
    required: true,
    testId: 'bank-account-holder',
  },
} as const;

/** Every field trimmed, as the account is kept. */
const trimmed = (a: TBankTransferAccount) =>
  Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v.trim()])) as TBankTransferAccount;

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
  // Mounted afresh at each opening: the form starts from what is saved.
  return opened ? <AccountDialog account={account} onClose={onClose} onSave={onSave} /> : null;
}

function AccountDialog({
  account,
  onClose,
  onSave,
}: {
  account: TBankTransferAccount | null;
  onClose: () => void;
  onSave: (account: TBankTransferAccount) => void;
}) {
  // The contract's ZBankTransferAccount checks it, as the API will when the settings are saved.
  const form = useContractForm({
    initialValues: { ...(account ?? EMPTY_ACCOUNT) },
    schema: ZBankTransferAccount,
    toBody: trimmed,
  });
  const save = form.onSubmit(() => onSave(form.body()));
  const textField = (field: keyof typeof TEXT_FIELDS) => {
    const { testId, ...props } = TEXT_FIELDS[field];
    return <TextInput {...props} {...form.field(field, testId)} />;
  };
  return (
    <EditDialog
      opened
      title="匯款資訊"
      onClose={onClose}
      onSubmit={(event) => {
        // Rendered in a portal: keep the submit from reaching the settings form around it.
        event?.stopPropagation();
        save(event);
      }}
      submitLabel="確定"
      testId="bank-account-form"
      submitTestId="bank-account-done"
    >
      <Group grow align="flex-start" wrap="nowrap">
        {textField('bankCode')}
        {textField('bankName')}
      </Group>
      {textField('branch')}
      {textField('accountNumber')}
      {textField('accountHolder')}
      <Textarea
        label="備註（顯示在帳號下方）"
        placeholder="轉帳後請回報帳號末五碼"
        autosize
        minRows={2}
        {...form.field('note', 'bank-note')}
      />
    </EditDialog>
  );
}

import { Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import type { TPrepaymentMethodOption, TPrepaymentPaymentMethods } from '@haoyue/contracts';
import { MethodCard } from './method-card';
import { TransferReportForm, type TransferReportFormProps } from './transfer-report-form';

type BankAccount = NonNullable<TPrepaymentPaymentMethods['bankTransfer']>;

/** Props of {@link BankTransferOption}: the option and account, and what its report form is given. */
export interface BankTransferOptionProps extends TransferReportFormProps {
  option: TPrepaymentMethodOption;
  account: BankAccount | null;
}

function AccountRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={64} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

/** 銀行轉帳: the shop's account with a copy button, then the report of 帳號末五碼. */
export function BankTransferOption({ option, account, ...report }: BankTransferOptionProps) {
  return (
    <MethodCard method="BANK_TRANSFER">
      <Stack gap="sm">
        {account && (
          <Stack gap={6} data-testid="bank-account">
            <AccountRow label="銀行">
              {account.bankCode} {account.bankName}
              {account.branch && ` ${account.branch}`}
            </AccountRow>
            <AccountRow label="帳號">
              <Group gap="xs" wrap="wrap">
                <Text fw={700} size="sm" ff="monospace" data-testid="bank-account-number">
                  {account.accountNumber}
                </Text>
                <CopyButton value={account.accountNumber} timeout={3000}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-xs"
                      variant={copied ? 'filled' : 'light'}
                      color={copied ? 'teal.9' : undefined}
                      onClick={copy}
                      aria-label={copied ? '已複製帳號' : '複製帳號'}
                      data-testid="bank-account-copy"
                      data-copied={copied}
                    >
                      {copied ? '已複製' : '複製'}
                    </Button>
                  )}
                </CopyButton>
              </Group>
            </AccountRow>
            <AccountRow label="戶名">{account.accountHolder}</AccountRow>
            {account.note && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {account.note}
              </Text>
            )}
          </Stack>
        )}
        {!option.available && option.unavailableReason && (
          <Text size="sm" c="red.9">
            {option.unavailableReason}
          </Text>
        )}
        {option.available && <TransferReportForm {...report} />}
      </Stack>
    </MethodCard>
  );
}

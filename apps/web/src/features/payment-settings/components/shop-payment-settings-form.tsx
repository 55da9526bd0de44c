import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  ONLINE_PAYMENT_METHOD_LABELS,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_SETTING_LIMITS as L,
  type TBankTransferAccount,
  type TOnlinePaymentMethod,
  type TShopPaymentSettings,
  type TShopPaymentSettingsInput,
  ZShopPaymentSettingsInput,
} from '@haoyue/contracts';
import { useState } from 'react';
import { typedNumber, useContractForm } from '../../../lib/use-contract-form';
import { Link } from 'react-router';
import { QueryErrorState } from '../../../ui/error-state';
import { showNotification } from '../../../ui/notifications';
import { SettingsCard } from '../../../ui/settings-card';
import { useShopPaymentSettings, useUpdateShopPaymentSettings } from '../api/payment-settings';
import { refundPolicySentence } from '../../../lib/refund-policy';
import { BankAccountDialog } from './bank-account-dialog';

const METHOD_HINTS: Record<TOnlinePaymentMethod, string> = {
  LINE_PAY: '顧客以 LINE Pay 線上付款，款項進入您的 LINE Pay 商家帳戶。',
  DEPOSITORY: '顧客以在本商家的儲值金餘額付款。',
  BANK_TRANSFER: '顧客轉帳後回報帳號末五碼，由您確認收款。',
};

/** A shop's online payment methods, transfer account and refund policy (owner and managers). */
export function ShopPaymentSettingsForm({
  sellerId,
  shopId,
  linePayHref,
}: {
  sellerId: number;
  shopId: number;
  /** Where the LINE Pay channel is set (shown when LINE Pay cannot be chosen yet). */
  linePayHref: string;
}) {
  const settings = useShopPaymentSettings(sellerId, shopId);
  if (settings.isPending) {
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="載入金流設定">
        <Skeleton h={140} />
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  }
  if (settings.isError) return <QueryErrorState query={settings} />;
  return (
    // Not keyed by the saved data: a save keeps the form (and its 已儲存) as it is.
    <SettingsForm
      sellerId={sellerId}
      shopId={shopId}
      saved={settings.data}
      linePayHref={linePayHref}
    />
  );
}

interface SettingsValues extends Record<string, unknown> {
  methods: TOnlinePaymentMethod[];
  bankTransfer: TBankTransferAccount | null;
  /** Number inputs hold '' while empty. */
  refundPolicy: { fullRefundHoursBefore: number | string; lateRefundPercent: number | string };
  allowOnlineBalance: boolean;
}

const settingsBody = (v: SettingsValues): TShopPaymentSettingsInput => ({
  methods: v.methods,
  bankTransfer: v.bankTransfer,
  refundPolicy: {
    fullRefundHoursBefore: typedNumber(v.refundPolicy.fullRefundHoursBefore),
    lateRefundPercent: typedNumber(v.refundPolicy.lateRefundPercent),
  },
  allowOnlineBalance: v.allowOnlineBalance,
});

function SettingsForm({
  sellerId,
  shopId,
  saved,
  linePayHref,
}: {
  sellerId: number;
  shopId: number;
  saved: TShopPaymentSettings;
  linePayHref: string;
}) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [done, setDone] = useState(false);
  const form = useContractForm({
    initialValues: {
      methods: saved.methods,
      bankTransfer: saved.bankTransfer,
      refundPolicy: { ...saved.refundPolicy },
      allowOnlineBalance: saved.allowOnlineBalance,
    } as SettingsValues,
    schema: ZShopPaymentSettingsInput,
    toBody: settingsBody,
    onValuesChange: () => setDone(false),
  });
  const update = useUpdateShopPaymentSettings(sellerId, shopId);
  const { methods, bankTransfer: account, allowOnlineBalance: allowBalance } = form.values;
  const hours = form.values.refundPolicy.fullRefundHoursBefore;
  const percent = form.values.refundPolicy.lateRefundPercent;
  const hoursValue = typedNumber(hours);
  const percentValue = typedNumber(percent);

  // Checked as the seller types, by the contract: a hint under the field, the save held back.
  const now = form.errorsNow();
  const hoursError = now['refundPolicy.fullRefundHoursBefore'];
  const percentError = now['refundPolicy.lateRefundPercent'];
  const policyValid = !hoursError && !percentError;
  const needsAccount = Boolean(now.bankTransfer);

  const toggle = (method: TOnlinePaymentMethod, on: boolean) =>
    form.setFieldValue('methods', (m) =>
      on
        ? ONLINE_PAYMENT_METHODS.filter((x) => x === method || m.includes(x))
        : m.filter((x) => x !== method),
    );

  const submit = form.onSubmit(() => {
    update.mutate(form.body(), {
      onSuccess: () => {
        setDone(true);
        showNotification({ color: 'teal', message: '已儲存金流設定' });
      },
    });
  });

  return (
    <>
      <form onSubmit={submit} noValidate data-testid="payment-settings-form">
        <Stack gap="lg">
          <SettingsCard title="線上付款方式">
            {ONLINE_PAYMENT_METHODS.map((method) => {
              const blocked = method === 'LINE_PAY' && !saved.linePayReady;
              return (
                <Checkbox
                  key={method}
                  label={ONLINE_PAYMENT_METHOD_LABELS[method]}
                  description={
                    blocked ? (
                      <>
                        尚未設定 LINE Pay 串接。{' '}
                        <Anchor component={Link} to={linePayHref} size="xs">
                          前往 LINE Pay 串接
                        </Anchor>
                      </>
                    ) : (
                      METHOD_HINTS[method]
                    )
                  }
                  checked={methods.includes(method)}
                  disabled={blocked && !methods.includes(method)}
                  onChange={(e) => toggle(method, e.currentTarget.checked)}
                  data-testid={`method-${method}`}
                />
              );
            })}
          </SettingsCard>

          <SettingsCard title="尾款" gap="xs">
            <Switch
              label="允許顧客於線上支付尾款"
              description="預約確認後、開始前，顧客可在訂單頁以上方勾選的 LINE Pay 或儲值金付清尾款（總金額扣除已付訂金）。取消預約時，已付的尾款一律全額退還。"
              checked={allowBalance}
              onChange={(e) => form.setFieldValue('allowOnlineBalance', e.currentTarget.checked)}
              data-testid="allow-online-balance"
            />
            {allowBalance && !methods.some((m) => m === 'LINE_PAY' || m === 'DEPOSITORY') && (
              <Text size="sm" c="red.9" role="alert">
                請至少接受 LINE Pay 或儲值金，顧客才能線上支付尾款
              </Text>
            )}
          </SettingsCard>

          <SettingsCard
            title="匯款帳戶"
            gap="xs"
            testId="bank-account-card"
            action={
              <Button
                variant="light"
                size="xs"
                onClick={() => setDialogOpen(true)}
                data-testid="bank-account-edit"
              >
                {account ? '編輯匯款資訊' : '設定匯款資訊'}
              </Button>
            }
          >
            {account ? (
              <Stack gap={2} data-testid="bank-account-summary">
                <Text size="sm">
                  （{account.bankCode}）{account.bankName}
                  {account.branch ? ` ${account.branch}` : ''}
                </Text>
                <Text size="sm" ff="monospace">
                  帳號 {account.accountNumber}
                </Text>
                <Text size="sm">戶名 {account.accountHolder}</Text>
                {account.note && (
                  <Text size="sm" c="dimmed">
                    {account.note}
                  </Text>
                )}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                尚未設定。接受銀行轉帳前，請先填寫顧客要轉入的帳戶。
              </Text>
            )}
            {needsAccount && (
              <Text size="sm" c="red.9" role="alert">
                接受銀行轉帳時請填寫匯款帳戶
              </Text>
            )}
          </SettingsCard>

          <SettingsCard title="退款規則">
            <Group align="flex-start" gap="sm" grow>
              <NumberInput
                label="全額退款期限：開始前 N 小時"
                min={0}
                max={L.refundFullHoursBefore}
                allowDecimal={false}
                allowNegative={false}
                suffix=" 小時"
                value={hours}
                onChange={(v) => form.setFieldValue('refundPolicy.fullRefundHoursBefore', v)}
                error={hours === '' ? undefined : hoursError}
                data-testid="refund-hours"
              />
              <NumberInput
                label="之後退還 X%（0 = 不退）"
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                suffix="%"
                value={percent}
                onChange={(v) => form.setFieldValue('refundPolicy.lateRefundPercent', v)}
                error={percent === '' ? undefined : percentError}
                disabled={hoursValue === 0}
                data-testid="refund-percent"
              />
            </Group>
            <Text size="sm" data-testid="refund-preview">
              {policyValid
                ? refundPolicySentence({
                    fullRefundHoursBefore: hoursValue,
                    lateRefundPercent: percentValue,
                  })
                : '請輸入 0 到 720 小時，以及 0 到 100 的百分比。'}
            </Text>
            <Text size="xs" c="dimmed">
              店家取消預約時，一律全額退款。
            </Text>
          </SettingsCard>

          {update.isError && (
            <Alert color="red" title="儲存失敗" data-testid="payment-settings-error">
              {update.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            {done && (
              <Text size="sm" c="teal.9" role="status" data-testid="payment-settings-saved">
                已儲存
              </Text>
            )}
            <Button
              type="submit"
              loading={update.isPending}
              disabled={!policyValid || needsAccount}
              data-testid="payment-settings-save"
            >
              儲存
            </Button>
          </Group>
        </Stack>
      </form>
      <BankAccountDialog
        opened={dialogOpen}
        account={account}
        onClose={() => setDialogOpen(false)}
        onSave={(a) => {
          form.setFieldValue('bankTransfer', a);
          setDialogOpen(false);
        }}
      />
    </>
  );
}

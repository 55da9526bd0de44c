import { Stack, Text, TextInput } from '@mantine/core';
import type { TCurrency } from '@haoyue/contracts';
import { CURRENCY_SYMBOLS } from '../../../lib/money';
import { localDateIn } from '../../../lib/date-labels';
import { checks } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { useReportTransfer } from '../api/report-transfer';
import { orderMoved } from '../lib/pay-errors';
import {
  initialTransferValues,
  readTransferForm,
  type TransferFormValues,
} from '../lib/transfer-form';
import { RequestSubmit } from '../../../ui/request-error-alert';
import { TwelveHourClockInput } from '../../../ui/twelve-hour-clock-input';

// Mantine's error red (red.6) is 3.3:1 on white; its darkest red reads at AA (axe color-contrast).
const ERROR_COLOR = {
  '--mantine-color-error': 'var(--mantine-color-red-9)',
} as React.CSSProperties;

/** Props of {@link TransferReportForm}. */
export interface TransferReportFormProps {
  orderId: number;
  amount: number;
  currency: TCurrency;
  timeZone: string;
  onOrderChanged: () => void;
  onReported: (message: string) => void;
}

/**
 * 回報轉帳: 帳號末五碼, the amount (the prepayment unless changed) and when it was sent, on the
 * shop's 12-hour clock (上午/下午), never in the future.
 */
export function TransferReportForm({
  orderId,
  amount,
  currency,
  timeZone,
  onOrderChanged,
  onReported,
}: TransferReportFormProps) {
  const report = useReportTransfer(orderId);
  const form = useContractForm<TransferFormValues>({
    initialValues: initialTransferValues(amount, currency, timeZone),
    // The checks of lib/transfer-form: 5 digits, a positive amount, a time not in the future.
    schema: checks((values: TransferFormValues) => {
      const read = readTransferForm(values, currency, timeZone);
      return read.ok ? {} : read.errors;
    }),
  });
  const { values, errors } = form;
  const set = form.setFieldValue;

  const submit = form.onSubmit(() => {
    const read = readTransferForm(form.getValues(), currency, timeZone);
    if (!read.ok) return;
    report.mutate(read.input, {
      onSuccess: () => {
        onReported('已回報轉帳，待商家確認收款。');
        onOrderChanged();
      },
      onError: (error) => {
        if (orderMoved(error)) onOrderChanged();
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="transfer-report-form" style={ERROR_COLOR}>
      <Stack gap="sm">
        <Text fw={600} size="sm" component="h4" m={0}>
          轉帳完成後，請回報以下資料
        </Text>
        <TextInput
          label="帳號末五碼"
          description="您轉出帳戶的最後 5 碼"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          required
          value={values.lastFiveDigits}
          onChange={(e) => set('lastFiveDigits', e.currentTarget.value.replace(/\D/g, ''))}
          error={errors.lastFiveDigits}
          data-testid="transfer-last-five"
        />
        <TextInput
          label="轉帳金額"
          leftSection={<Text size="sm">{CURRENCY_SYMBOLS[currency]}</Text>}
          leftSectionWidth={48}
          inputMode="decimal"
          required
          value={values.amount}
          onChange={(e) => set('amount', e.currentTarget.value)}
          error={errors.amount}
          data-testid="transfer-amount"
        />
        <Stack gap={4} role="group" aria-labelledby={`transfer-time-${orderId}`}>
          <Text size="sm" fw={500} id={`transfer-time-${orderId}`}>
            轉帳時間
          </Text>
          <TextInput
            type="date"
            aria-label="轉帳日期"
            max={localDateIn(Date.now(), timeZone)}
            value={values.date}
            onChange={(e) => set('date', e.currentTarget.value)}
            data-testid="transfer-date"
          />
          <TwelveHourClockInput
            value={values.clock}
            onChange={(clock) => set('clock', clock)}
            grow
            testIdPrefix="transfer-"
          />
          {errors.time && (
            <Text size="sm" c="red.9" role="alert">
              {errors.time}
            </Text>
          )}
        </Stack>
        <RequestSubmit
          request={report}
          testId="transfer-report-submit"
          errorTestId="transfer-report-error"
        >
          回報轉帳
        </RequestSubmit>
      </Stack>
    </form>
  );
}

import { Alert, Text } from '@mantine/core';
import type { TTransferReport } from '@haoyue/contracts';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';

/** 待商家確認: the transfer the customer reported, until the shop confirms or rejects it. */
export function TransferReported({
  report,
  timeZone,
}: {
  report: TTransferReport;
  timeZone: string;
}) {
  return (
    <Alert color="orange" variant="light" title="待商家確認" data-testid="transfer-reported">
      <Text size="sm">
        已回報轉帳：帳號末五碼 <b data-testid="transfer-reported-digits">{report.lastFiveDigits}</b>
        ，金額 {formatPrice(report.amount, report.currency)}，轉帳時間{' '}
        {formatDateTimeLabel(report.transferredAt, timeZone)}。
      </Text>
      <Text size="sm">店家確認收款後，預約即完成。</Text>
    </Alert>
  );
}

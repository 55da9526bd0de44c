import { Alert, Button, Group, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENTABLE_TYPE_LABELS,
  TRANSFER_REPORT_STATUS_LABELS,
  type TOrder,
  type TPaymentable,
  type TSellerTransferReport,
  type TTransferReportStatus,
  ZRejectTransferInput,
} from '@haoyue/contracts';
import { useState } from 'react';
import { useContractForm } from '../../../lib/use-contract-form';
import { formatPrice } from '../../../lib/money';
import { DialogActions } from '../../../ui/dialog-actions';
import { ListRow } from '../../../ui/list-row';
import { PaymentStatusBadge } from '../../../ui/payment-status-badge';
import { useDecideTransfer, useOrderTransferReports } from '../api/transfer-reports';
import { formatShopDateTime } from '../../../lib/shop-orders/shop-time';
import { StateBadge } from '../../../ui/state-badge';

type Payment = NonNullable<TPaymentable['payments']>[number];

const REPORT_COLORS: Record<TTransferReportStatus, string> = {
  REPORTED: 'orange',
  CONFIRMED: 'teal',
  REJECTED: 'red',
};

function PaymentRow({
  payment,
  type,
  timeZone,
}: {
  payment: Payment;
  /** What it paid: 訂金 or 尾款. */
  type: TPaymentable['type'];
  timeZone: string;
}) {
  return (
    <ListRow
      data-testid="calendar-payment"
      data-status={payment.status}
      data-type={type}
      end={<PaymentStatusBadge status={payment.status} />}
    >
      <Text size="sm">
        {PAYMENTABLE_TYPE_LABELS[type]}・{PAYMENT_METHOD_LABELS[payment.method]}{' '}
        {formatPrice(payment.amount, payment.currency)}
      </Text>
      <Text size="xs" c="dimmed">
        {formatShopDateTime(payment.createdAt, timeZone)}
        {payment.refundedAmount > 0 &&
          `・已退款 ${formatPrice(payment.refundedAmount, payment.currency)}`}
      </Text>
    </ListRow>
  );
}

/** The reason the money did not arrive, asked before the report is rejected. */
function RejectDialog({
  report,
  onClose,
  onReject,
  pending,
  error,
}: {
  report: TSellerTransferReport | null;
  onClose: () => void;
  onReject: (reason: string) => void;
  pending: boolean;
  error: Error | null;
}) {
  const form = useContractForm({
    initialValues: { reason: '' },
    schema: ZRejectTransferInput,
    toBody: (values: { reason: string }) => ({ reason: values.reason.trim() }),
  });
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title="未收到款項"
      centered
      data-testid="transfer-reject-dialog"
    >
      <form onSubmit={form.onSubmit(() => onReject(form.body().reason))}>
        <Stack gap="sm">
          <Text size="sm">
            顧客會收到通知，可在期限內重新付款。請說明原因（例如：查無此筆入帳、金額不符）。
          </Text>
          <Textarea
            label="原因"
            required
            autosize
            minRows={2}
            {...form.field('reason', 'transfer-reject-reason')}
          />
          <DialogActions error={error?.message} onBack={onClose}>
            <Button
              type="submit"
              color="red"
              loading={pending}
              data-testid="transfer-reject-submit"
            >
              送出
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

function ReportRow({
  report,
  timeZone,
  canDecide,
  busy,
  onConfirm,
  onReject,
}: {
  report: TSellerTransferReport;
  timeZone: string;
  canDecide: boolean;
  busy: boolean;
  onConfirm: () => void;
  onReject: () => void;
}) {
  // The report is checked against the prepayment its order asks for.
  const { prepaymentAmount } = report.order;
  const differs = prepaymentAmount !== null && report.amount !== prepaymentAmount;
  return (
    <Stack gap={4} data-testid="calendar-transfer-report" data-status={report.status}>
      <ListRow
        end={
          <StateBadge
            state={report.status}
            colors={REPORT_COLORS}
            labels={TRANSFER_REPORT_STATUS_LABELS}
          />
        }
      >
        <Text size="sm">
          轉帳回報・帳號末五碼 <b>{report.lastFiveDigits}</b>
        </Text>
        <Text size="xs" c="dimmed">
          {formatPrice(report.amount, report.currency)}・轉帳時間{' '}
          {formatShopDateTime(report.transferredAt, timeZone)}
        </Text>
        {differs && (
          <Text size="xs" c="red.9">
            金額與訂金 {formatPrice(prepaymentAmount, report.currency)} 不同
          </Text>
        )}
        {report.status === 'REJECTED' && report.rejectReason && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            原因：{report.rejectReason}
          </Text>
        )}
      </ListRow>
      {canDecide && report.status === 'REPORTED' && (
        <Group gap="xs" justify="flex-end">
          <Button
            size="xs"
            variant="default"
            onClick={onReject}
            disabled={busy}
            data-testid="transfer-reject"
          >
            未收到款項
          </Button>
          <Button
            size="xs"
            color="teal.9"
            onClick={onConfirm}
            loading={busy}
            data-testid="transfer-confirm"
          >
            確認收款
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * 付款紀錄 in the booking drawer: the payments of the prepayment (訂金) and of the rest paid
 * online (尾款) — what, method, amount, state, refunds — and
 * the bank transfers the customer reported, which the owner and managers confirm (確認收款) or
 * reject with a reason (未收到款項). Nothing when there is neither.
 */
export function OrderPayments({
  sellerId,
  order,
  timeZone,
  canDecide,
}: {
  sellerId: number;
  order: TOrder;
  timeZone: string;
  /** Owner and managers (payments.transfers); staff only see the reports. */
  canDecide: boolean;
}) {
  const reports = useOrderTransferReports(sellerId, order.id);
  const decide = useDecideTransfer(sellerId);
  const [rejecting, setRejecting] = useState<TSellerTransferReport | null>(null);
  // The prepayment's payments first (訂金), then the rest paid online (尾款).
  const payments = [...(order.paymentables ?? [])]
    .sort((a, b) => (a.type === b.type ? 0 : a.type === 'PREPAYMENT' ? -1 : 1))
    .flatMap((p) => (p.payments ?? []).map((payment) => ({ payment, type: p.type })));
  const ownReports = reports.data?.filter((r) => r.orderId === order.id) ?? [];
  if (reports.isPending && order.prepayment) {
    return <Skeleton h={40} data-testid="calendar-payments-loading" />;
  }
  if (payments.length === 0 && ownReports.length === 0) return null;
  const closeReject = () => {
    setRejecting(null);
    decide.reset();
  };
  return (
    <Stack gap="xs" data-testid="calendar-payments">
      <Text fw={600} size="sm" component="h3">
        付款紀錄
      </Text>
      {payments.map((p) => (
        <PaymentRow key={p.payment.id} payment={p.payment} type={p.type} timeZone={timeZone} />
      ))}
      {ownReports.map((r) => (
        <ReportRow
          key={r.id}
          report={r}
          timeZone={timeZone}
          canDecide={canDecide}
          busy={decide.isPending && decide.variables?.reportId === r.id}
          onConfirm={() => {
            decide.reset();
            decide.mutate({ reportId: r.id, verb: 'confirm' });
          }}
          onReject={() => {
            decide.reset();
            setRejecting(r);
          }}
        />
      ))}
      {decide.isError && rejecting === null && (
        <Alert color="red" variant="light" role="alert" data-testid="transfer-decide-error">
          {decide.error.message}
        </Alert>
      )}
      <RejectDialog
        key={rejecting?.id ?? 0}
        report={rejecting}
        onClose={closeReject}
        pending={decide.isPending}
        error={rejecting ? decide.error : null}
        onReject={(reason) =>
          decide.mutate(
            { reportId: rejecting!.id, verb: 'reject', reason },
            { onSuccess: () => setRejecting(null) },
          )
        }
      />
    </Stack>
  );
}

import { Alert, Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TOrder, TPrepaymentPaymentMethods } from '@haoyue/contracts';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { ActionNotice } from '../../../ui/action-notice';
import { usePrepaymentPaymentMethods } from '../api/get-payment-methods';
import { BankTransferOption } from './bank-transfer-option';
import { DepositoryOption } from './depository-option';
import { LinePayOption } from './line-pay-option';
import { PaymentHistory, shownPayments } from './payment-history';
import { TransferReported } from './transfer-reported';

/** The id of the section, which 前往付款 links to (`/orders/…#payment`). */
export const PAYMENT_SECTION_ID = 'payment';

/** Props of {@link OrderPaymentSection}. */
export interface OrderPaymentSectionProps {
  order: TOrder;
  /** A success to show on arrival (付款完成 after LINE Pay). */
  notice?: string | null;
  /** Reloads the order after a payment changed it. */
  onOrderChanged: () => void;
}

/** The shop's methods to pay the prepayment now, in the shop's order. */
function PayNow({
  order,
  info,
  onOrderChanged,
  onDone,
}: {
  order: TOrder;
  info: TPrepaymentPaymentMethods;
  onOrderChanged: () => void;
  onDone: (message: string) => void;
}) {
  const prepayment = info.prepayment!;
  const rejected = info.transferReports[0]?.status === 'REJECTED' ? info.transferReports[0] : null;
  // What paying from the balance and reporting a transfer both settle.
  const payment = {
    orderId: order.id,
    amount: prepayment.amount,
    currency: prepayment.currency,
    onOrderChanged,
  };
  return (
    <Stack gap="sm" data-testid="payment-due">
      <Paper bg="gray.0" radius="md" p="md">
        <Text size="sm" c="dimmed">
          應付訂金
        </Text>
        <Text fw={700} size="xl" data-testid="payment-due-amount">
          {formatPrice(prepayment.amount, prepayment.currency)}
        </Text>
        {prepayment.deadline && (
          <Text size="sm" data-testid="payment-due-deadline">
            請於 <b>{formatDateTimeLabel(prepayment.deadline, order.timeZone)}</b>{' '}
            前付款，逾期預約將自動取消。
          </Text>
        )}
      </Paper>
      {rejected && (
        <Alert
          color="red"
          variant="light"
          title="商家未收到您的轉帳"
          data-testid="transfer-rejected"
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {rejected.rejectReason ? `原因：${rejected.rejectReason}。` : ''}
            請確認後重新付款或再次回報。
          </Text>
        </Alert>
      )}
      {info.methods.length === 0 && (
        <Text size="sm" c="dimmed">
          這家店尚未開放線上付款，請依店家指示完成付款。
        </Text>
      )}
      {info.methods.map((option) => {
        switch (option.method) {
          case 'LINE_PAY':
            return (
              <LinePayOption
                key={option.method}
                orderId={order.id}
                option={option}
                onOrderChanged={onOrderChanged}
              />
            );
          case 'DEPOSITORY':
            return (
              <DepositoryOption key={option.method} {...payment} option={option} onPaid={onDone} />
            );
          case 'BANK_TRANSFER':
            return (
              <BankTransferOption
                key={option.method}
                {...payment}
                option={option}
                account={info.bankTransfer}
                timeZone={order.timeZone}
                onReported={onDone}
              />
            );
        }
      })}
    </Stack>
  );
}

/**
 * 付款 on the order page: while the prepayment is due, its amount, deadline and the shop's
 * methods (LINE Pay, 儲值金, 銀行轉帳); a reported transfer waiting for the shop (待商家確認);
 * and the payments made, with their refunds. Nothing for an order that owes and paid nothing.
 */
export function OrderPaymentSection({ order, notice, onOrderChanged }: OrderPaymentSectionProps) {
  const query = usePrepaymentPaymentMethods(order.id, order.prepayment !== null);
  const [message, setMessage] = useState<string | null>(notice ?? null);
  const { hash } = useLocation();
  const loaded = query.data !== undefined;
  // The order changed under the section (cancelled, paid, expired): its payments did too.
  const orderState = `${order.status}:${order.prepayment?.status ?? ''}`;
  const shownState = useRef(orderState);
  const { refetch } = query;
  useEffect(() => {
    if (shownState.current === orderState) return;
    shownState.current = orderState;
    void refetch();
  }, [orderState, refetch]);
  // 前往付款 links here before the section exists: scroll once it has rendered.
  useEffect(() => {
    if (loaded && hash === `#${PAYMENT_SECTION_ID}`) {
      document.getElementById(PAYMENT_SECTION_ID)?.scrollIntoView();
    }
  }, [loaded, hash]);

  // No prepayment: only a notice to show (the rest paid by LINE Pay, back from its page).
  if (!order.prepayment) {
    return (
      <ActionNotice
        message={message}
        onClose={() => setMessage(null)}
        data-testid="payment-notice"
      />
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="載入中" data-testid="order-payment-loading">
        <Skeleton h={24} w="30%" />
        <Skeleton h={96} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid="order-payment-error">
        無法載入付款資訊：{query.error.message}
      </Alert>
    );
  }
  const info = query.data;
  const prepayment = info?.prepayment ?? null;
  const payments = shownPayments(prepayment?.payments);
  const due = order.status === 'AWAITING_PREPAYMENT' && prepayment?.status === 'PENDING';
  const reported = prepayment?.status === 'REPORTED' ? info?.transferReports[0] : undefined;
  if (!info || (!due && !reported && payments.length === 0 && !message)) return null;
  const refresh = () => {
    onOrderChanged();
    void query.refetch();
  };

  return (
    <Box
      component="section"
      id={PAYMENT_SECTION_ID}
      aria-labelledby="order-payment-title"
      data-testid="order-payment"
      data-status={prepayment?.status ?? 'NONE'}
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="order-payment-title">
          付款
        </Title>
        <ActionNotice
          message={message}
          onClose={() => setMessage(null)}
          data-testid="payment-notice"
        />
        {due && <PayNow order={order} info={info} onOrderChanged={refresh} onDone={setMessage} />}
        {reported && <TransferReported report={reported} timeZone={order.timeZone} />}
        <PaymentHistory payments={payments} timeZone={order.timeZone} />
      </Stack>
    </Box>
  );
}

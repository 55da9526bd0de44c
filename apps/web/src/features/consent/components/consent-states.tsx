import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatOrderNumber, type TConsentResponse, type TOrder } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { IconCheck } from '../../../ui/icons';
import { StatusIcon } from '../../../ui/status-icon';

/** Placeholders while a form loads: a title, its introduction, a few items. */
export function ConsentFormSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="載入中" data-testid="consent-form-loading">
      <Skeleton height={28} width="70%" />
      <Skeleton height={16} width="50%" />
      <Skeleton height={64} />
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} height={72} radius="md" />
      ))}
    </Stack>
  );
}

/** Which visit a form is filled for: shop, time, order number. */
export function OrderLine({ order }: { order: TOrder }) {
  return (
    <Text size="sm" c="dimmed" data-testid="consent-form-order">
      {order.shop?.displayName ?? '預約'}・{formatDateTimeLabel(order.startTime, order.timeZone)}
      ・訂單 {formatOrderNumber(order.orderNumber)}
    </Text>
  );
}

/** A notice above a form (reloaded, restored), read out politely. */
export function FormNotice({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <Alert color="blue" variant="light" role="status" data-testid={testId}>
      {children}
    </Alert>
  );
}

/** After sending: 「同意書已送出」, the way back to the order and to what was sent. */
export function ConsentSent({
  response,
  orderKey,
}: {
  response: TConsentResponse;
  orderKey: string | null;
}) {
  const areaPaths = useAreaPaths();
  return (
    <Stack align="center" gap="sm" ta="center" py="lg" data-testid="consent-sent">
      <StatusIcon size={64}>
        <IconCheck size={32} strokeWidth={3} />
      </StatusIcon>
      <Title order={2} size="h3" role="status">
        同意書已送出
      </Title>
      <Text size="sm" c="dimmed" maw={420}>
        「{response.title}
        」已交給店家，感謝您的填寫。到店前如需修改，可在會員卡的「同意書」查看與修改。
      </Text>
      <Stack gap="xs" w="100%" maw={360} mt="sm">
        {orderKey && (
          <Button
            component={Link}
            to={areaPaths.order(orderKey)}
            data-testid="consent-back-to-order"
          >
            回到訂單
          </Button>
        )}
        <Button
          component={Link}
          variant="default"
          to={areaPaths.consentForm({
            customerId: response.customer.id,
            responseId: response.id,
          })}
          data-testid="consent-view-sent"
        >
          查看填寫內容
        </Button>
      </Stack>
    </Stack>
  );
}

import { Anchor, Badge, Card, Stack, Text } from '@mantine/core';
import {
  formatOrderNumber,
  type TConsentFormDueItem,
  type TConsentResponseSummary,
} from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { CustomerRecordScope } from '../../../lib/customer-record';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { QueryErrorState } from '../../../ui/error-state';
import { ListSkeleton } from '../../../ui/list-skeleton';
import { ListRow } from '../../../ui/list-row';
import { RecordSection } from '../../../ui/record-section';
import { useCustomerConsentForms } from '../api/consent-responses';

interface FormCardProps {
  testId: string;
  /** The form's title, and what follows it on its line. */
  title: ReactNode;
  /** Its state, or the link to it. */
  end: ReactNode;
  /** Its lines under the title. */
  children: ReactNode;
}

/** A form on the record: its title, its lines, and its state or link. */
function FormCard({ testId, title, end, children }: FormCardProps) {
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <ListRow lineGap={2} end={end}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Text>
        {children}
      </ListRow>
    </Card>
  );
}

/** A filled form: its version, when, for which order, until when it holds, and 查看. */
function ResponseRow({
  response,
  timeZone,
}: {
  response: TConsentResponseSummary;
  timeZone: string;
}) {
  return (
    <FormCard
      testId="customer-consent-response"
      title={
        <>
          {response.title}
          <Text span size="xs" c="dimmed">
            {' '}
            第 {response.version} 版
          </Text>
        </>
      }
      end={
        <Anchor
          component={Link}
          to={paths.dashboardConsentResponse.getHref(response.id)}
          size="sm"
          style={{ flexShrink: 0 }}
          aria-label={`查看「${response.title}」的填寫內容`}
        >
          查看
        </Anchor>
      }
    >
      <Text size="xs" c="dimmed">
        填寫於 {formatDateTimeLabel(response.createdAt, timeZone)}
      </Text>
      {response.order && (
        <Text size="xs" c="dimmed">
          訂單 {formatOrderNumber(response.order.orderNumber)}・{response.order.shopName}
        </Text>
      )}
      {response.validUntil && (
        <Text size="xs" c="dimmed">
          有效至 {formatDateTimeLabel(response.validUntil, timeZone)}
        </Text>
      )}
    </FormCard>
  );
}

/** A form an upcoming order still needs: 未填寫. */
function DueRow({ due, timeZone }: { due: TConsentFormDueItem; timeZone: string }) {
  return (
    <FormCard
      testId="customer-consent-due"
      title={due.title}
      end={
        <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
          未填寫
        </Badge>
      }
    >
      <Text size="xs" c="dimmed">
        {formatDateTimeLabel(due.order.startTime, timeZone)}的預約・訂單{' '}
        {formatOrderNumber(due.order.orderNumber)}・{due.order.shopName}
      </Text>
    </FormCard>
  );
}

/**
 * 同意書 on a customer's record: the forms they filled (each opening the response) and those
 * their upcoming orders still need.
 */
export function CustomerConsentForms({ sellerId, customerId, timeZone }: CustomerRecordScope) {
  const forms = useCustomerConsentForms(sellerId, customerId);
  let content;
  if (forms.isPending) {
    content = <ListSkeleton count={2} height={64} gap="xs" radius="md" />;
  } else if (forms.isError) {
    content = <QueryErrorState query={forms} />;
  } else if (forms.data.responses.length === 0 && forms.data.due.length === 0) {
    content = (
      <Text size="sm" c="dimmed" data-testid="customer-consent-empty">
        尚無同意書紀錄。
      </Text>
    );
  } else {
    content = (
      <Stack gap="md">
        {forms.data.due.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={600} component="h3">
              即將到來的預約待填寫
            </Text>
            {forms.data.due.map((due) => (
              <DueRow key={`${due.consentFormId}-${due.order.id}`} due={due} timeZone={timeZone} />
            ))}
          </Stack>
        )}
        {forms.data.responses.length > 0 && (
          <Stack gap="xs">
            <Text size="sm" fw={600} component="h3">
              已填寫
            </Text>
            {forms.data.responses.map((response) => (
              <ResponseRow key={response.id} response={response} timeZone={timeZone} />
            ))}
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <RecordSection title="同意書" variant="plain" testId="customer-consent-forms">
      {content}
    </RecordSection>
  );
}

import { type ReactNode, useId } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  formatOrderNumber,
  type TConsentFormDueItem,
  type TConsentResponseSummary,
} from '@haoyue/contracts';
import { Link } from 'react-router';
import { useAreaPaths } from '../../../lib/area-paths';
import { formatDateLabel, localDateIn } from '../../../lib/date-labels';
import { IconShieldCheck } from '../../../ui/icons';
import { ListSkeleton } from '../../../ui/list-skeleton';
import {
  QueryStates,
  type QueryStatesProps,
  type QueryStatesQuery,
} from '../../../ui/query-states';
import { useMyConsentFormsDue, useMyConsentResponses } from '../api/my-consent';
import { formatWhen, viewerTimeZone } from '../../../lib/consent-answer-labels';

/** The two lists' placeholder while they load. */
const loading = <ListSkeleton count={2} height={96} />;

/** A form an upcoming visit still needs, with 填寫. */
function DueCard({ due }: { due: TConsentFormDueItem }) {
  const areaPaths = useAreaPaths();
  return (
    <Card withBorder radius="lg" padding="md" component="li" data-testid="consent-due">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} data-testid="consent-due-title">
            {due.title}
          </Text>
          <Text size="sm" c="dimmed">
            訂單 {formatOrderNumber(due.order.orderNumber)}・{due.order.shopName}
          </Text>
          <Text size="sm" c="dimmed">
            到店 {formatWhen(due.order.startTime)}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={areaPaths.consentForm({
            formId: due.consentFormId,
            orderId: due.order.id,
          })}
          size="compact-md"
          style={{ flexShrink: 0 }}
          aria-label={`填寫「${due.title}」`}
          data-testid="consent-due-fill"
        >
          填寫
        </Button>
      </Group>
    </Card>
  );
}

/** A form filled: when, and whether it can still be corrected. */
function FilledCard({
  customerId,
  response,
}: {
  customerId: number;
  response: TConsentResponseSummary;
}) {
  const areaPaths = useAreaPaths();
  const zone = viewerTimeZone();
  const href = areaPaths.consentForm({ customerId, responseId: response.id });
  // The accessible name starts with the words on the button (WCAG 2.5.3).
  const action = response.editable ? '查看／修改' : '查看';
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="li"
      data-testid="consent-filled"
      data-response-id={response.id}
      data-editable={response.editable}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={700} data-testid="consent-filled-title">
            {response.title}
          </Text>
          <Text size="sm" c="dimmed" data-testid="consent-filled-date">
            填寫於 {formatDateLabel(localDateIn(response.createdAt, zone), true)}
            {response.order && `・訂單 ${formatOrderNumber(response.order.orderNumber)}`}
          </Text>
          <Badge
            variant="light"
            color={response.editable ? 'teal' : 'gray'}
            size="sm"
            data-testid="consent-filled-state"
          >
            {response.editable ? '可修改（到店前）' : '已鎖定'}
          </Badge>
        </Stack>
        <Button
          component={Link}
          to={href}
          variant="default"
          size="compact-md"
          style={{ flexShrink: 0 }}
          aria-label={`${action}「${response.title}」`}
          data-testid="consent-filled-open"
        >
          {action}
        </Button>
      </Group>
    </Card>
  );
}

/** The member's consent cards, one under the other, once their read is in. */
function CardList<T>({
  query,
  empty,
  card,
}: {
  query: QueryStatesQuery & { data: readonly T[] | undefined };
  empty: QueryStatesProps<T>['empty'];
  card: (row: T) => ReactNode;
}) {
  return (
    <QueryStates query={query} items={query.data} loading={loading} empty={empty}>
      {(rows) => (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map(card)}
        </Stack>
      )}
    </QueryStates>
  );
}

function DueList({ customerId }: { customerId: number }) {
  return (
    <CardList
      query={useMyConsentFormsDue(customerId)}
      empty={
        <Text size="sm" c="dimmed" data-testid="consent-due-empty">
          目前沒有需要填寫的同意書。
        </Text>
      }
      card={(due) => <DueCard key={`${due.consentFormId}-${due.order.id}`} due={due} />}
    />
  );
}

function FilledList({ customerId }: { customerId: number }) {
  return (
    <CardList
      query={useMyConsentResponses(customerId)}
      empty={{
        title: '還沒有填寫過同意書',
        description: '預約需要同意書的服務後，填好的同意書會保存在這裡。',
        icon: <IconShieldCheck size={28} />,
      }}
      card={(response) => (
        <FilledCard key={response.id} customerId={customerId} response={response} />
      )}
    />
  );
}

/**
 * 同意書 (the member card's tab): forms upcoming visits still need (填寫), then the forms filled
 * (可修改 until the visit, then 已鎖定), each opening its copy.
 */
export function MemberConsentPanel({
  customerId,
  headingOrder = 2,
}: {
  customerId: number;
  /** The level of its two headings (3 when listed under a seller's heading). */
  headingOrder?: 2 | 3;
}) {
  // Ids of its own: the panel appears once per seller on /user/consent-form.
  const id = useId();
  return (
    <Stack gap="xl" data-testid="member-consent-panel">
      <Stack gap="sm" component="section" aria-labelledby={`${id}-due`}>
        <Title order={headingOrder} size="h4" id={`${id}-due`}>
          待填寫
        </Title>
        <DueList customerId={customerId} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby={`${id}-filled`}>
        <Title order={headingOrder} size="h4" id={`${id}-filled`}>
          已填寫
        </Title>
        <FilledList customerId={customerId} />
      </Stack>
    </Stack>
  );
}

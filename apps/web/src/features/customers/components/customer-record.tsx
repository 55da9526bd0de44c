import {
  Anchor,
  Card,
  Group,
  MultiSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  type TCustomerRecordDetail,
  type TUpdateCustomerRecordRequest,
  ZUpdateCustomerRecordRequest,
} from '@haoyue/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { formatDateTimeLabel, localDateIn } from '../../../lib/date-labels';
import { formatPrice } from '../../../lib/money';
import { useContractForm } from '../../../lib/use-contract-form';
import type { CustomerScope } from '../../../lib/customer-scope';
import { EditForm } from '../../../ui/edit-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { QueryErrorState } from '../../../ui/error-state';
import { QueryStates } from '../../../ui/query-states';
import { savedThen } from '../../../ui/saved-then';
import { OrderStatusBadge } from '../../../ui/order-status-badge';
import { PagePagination } from '../../../ui/page-pagination';
import {
  useCustomerOrders,
  useCustomerRecord,
  useUpdateCustomerRecord,
} from '../api/customer-records';
import { useCustomerTags } from '../api/customer-tags';
import {
  customerName,
  GENDER_LABELS,
  lastVisitLabel,
  totalSpentLabel,
} from '../lib/customer-labels';
import { TagBadge } from './tag-badge';
import { RecordSection } from '../../../ui/record-section';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  );
}

function Profile({ customer, timeZone }: { customer: TCustomerRecordDetail; timeZone: string }) {
  return (
    <Card withBorder padding="md" data-testid="customer-profile">
      <Stack gap="sm">
        <Group gap={6}>
          {customer.tags.map((tag) => (
            <TagBadge key={tag.id} tag={tag} />
          ))}
          {!customer.isMember && (
            <Text size="xs" c="dimmed">
              店家建立的顧客資料（尚未註冊好約）
            </Text>
          )}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          <div data-testid="customer-record-phone">
            <Field label="手機" value={customer.phoneNumber} />
          </div>
          <Field label="Email" value={customer.contactEmail} />
          <Field label="性別" value={customer.gender ? GENDER_LABELS[customer.gender] : null} />
          <Field label="生日" value={customer.birthDate} />
          <Field label="最近到店" value={lastVisitLabel(customer.stats, timeZone)} />
          <Field label="到店次數" value={`${customer.stats.visitCount} 次`} />
          <Field label="消費金額" value={totalSpentLabel(customer.stats)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The seller's notes and the customer's tags, saved together. */
function NotesAndTags({
  sellerId,
  customer,
}: {
  sellerId: number;
  customer: TCustomerRecordDetail;
}) {
  const tags = useCustomerTags(sellerId);
  const save = useUpdateCustomerRecord(sellerId, customer.id);
  const form = useContractForm({
    initialValues: {
      summary: customer.summary ?? '',
      tagIds: customer.tags.map((t) => String(t.id)),
    },
    schema: ZUpdateCustomerRecordRequest,
    toBody: (v): TUpdateCustomerRecordRequest => ({
      summary: v.summary,
      tagIds: v.tagIds.map(Number),
    }),
  });
  const submit = () => save.mutate(form.body(), savedThen('已儲存顧客資料'));
  return (
    <Card withBorder padding="md">
      <EditForm
        onSubmit={form.onSubmit(submit)}
        submitLabel="儲存"
        save={save}
        testId="customer-notes-form"
        submitTestId="customer-save"
      >
        <MultiSelect
          label="標籤"
          placeholder={tags.data?.length ? '選擇標籤' : '尚未建立標籤'}
          data={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          disabled={tags.isPending}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
          {...form.field('tagIds', 'customer-tags-select')}
        />
        <Textarea
          label="備註"
          description="只有商家成員看得到，例如喜好、過敏、注意事項。"
          autosize
          minRows={3}
          maxRows={10}
          {...form.field('summary', 'customer-summary')}
        />
      </EditForm>
    </Card>
  );
}

function Orders({ sellerId, customerId }: { sellerId: number; customerId: number }) {
  const [page, setPage] = useState(1);
  const orders = useCustomerOrders(sellerId, customerId, page);
  return (
    <QueryStates
      query={orders}
      items={orders.data?.data}
      skeletonHeight={120}
      empty={{ title: '還沒有訂單', description: '這位顧客在本商家還沒有預約紀錄。' }}
    >
      {(list) => (
        <Stack gap="xs" data-testid="customer-orders">
          {list.map((order) => (
            <Card key={order.id} withBorder padding="sm" data-testid="customer-order">
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={paths.dashboardCalendar.getHref({
                      date: localDateIn(order.startsAt, order.timeZone),
                      orderId: order.id,
                    })}
                    fw={600}
                    size="sm"
                  >
                    {formatDateTimeLabel(order.startsAt, order.timeZone)}
                  </Anchor>
                  <Text size="xs" c="dimmed" truncate>
                    {order.shopName}
                    {order.serviceNames.length ? `・${order.serviceNames.join('、')}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatPrice(order.totalPrice, order.currency)}
                  </Text>
                </Stack>
                <OrderStatusBadge order={order} />
              </Group>
            </Card>
          ))}
          {orders.data && <PagePagination meta={orders.data.meta} page={page} onChange={setPage} />}
        </Stack>
      )}
    </QueryStates>
  );
}

/** A customer's record: profile and stats, notes and tags, orders linking to the calendar. */
export function CustomerRecord({ sellerId, customerId, timeZone }: CustomerScope) {
  const record = useCustomerRecord(sellerId, customerId);
  if (record.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="載入中">
        <Skeleton h={140} />
        <Skeleton h={200} />
      </Stack>
    );
  }
  if (record.isError) {
    if (record.error instanceof ApiError && record.error.status === 404) {
      return (
        <EmptyState title="找不到這位顧客" description="顧客資料可能已合併，或不屬於這個商家。" />
      );
    }
    return <QueryErrorState query={record} />;
  }
  const customer = record.data;
  return (
    <Stack gap="lg">
      <Text component="h2" fw={700} size="xl" data-testid="customer-name">
        {customerName(customer.displayName)}
      </Text>
      <Profile customer={customer} timeZone={timeZone} />
      <NotesAndTags key={customer.id} sellerId={sellerId} customer={customer} />
      <RecordSection title="訂單紀錄" variant="plain">
        <Orders sellerId={sellerId} customerId={customerId} />
      </RecordSection>
    </Stack>
  );
}

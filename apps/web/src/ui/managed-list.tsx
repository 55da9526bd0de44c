import { Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TPaging } from '@haoyue/contracts';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { QueryErrorState, type RetryableQuery } from './error-state';
import { PagePagination } from './page-pagination';

/** One column of a {@link ManagedList}: its header and what a row shows under it. */
export interface ManagedListColumn<T> {
  key: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** In the narrow layout's cards, print the header before the value (default true). */
  labelInCard?: boolean;
}

/** The data a {@link ManagedList} shows, as a TanStack query result gives it. */
export interface ManagedListQuery<T> extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
  data?: readonly T[];
}

/** Props of {@link ManagedList}. */
export interface ManagedListProps<T> {
  /** The list's accessible name, e.g. 儲值方案. */
  label: string;
  query: ManagedListQuery<T>;
  columns: readonly ManagedListColumn<T>[];
  rowKey: (item: T) => Key;
  /** Buttons of a row (edit, delete …), last column at desktop, the card's foot at 390 px. */
  actions?: (item: T) => ReactNode;
  /** Attributes a row carries, e.g. `data-testid` for the e2e tests. */
  rowProps?: (item: T) => Record<`data-${string}`, string | number | undefined>;
  /** Shown when the list has no rows. */
  empty: { title: string; description?: ReactNode; icon?: ReactNode } | ReactNode;
  /** Page numbers under the list, when the API pages it. */
  paging?: { meta: TPaging; page: number; onChange: (page: number) => void };
  /** `responsive` (default): a table from 48em up, cards below; `cards`: always cards. */
  layout?: 'responsive' | 'cards';
  /** Height of a loading placeholder row. */
  skeletonHeight?: number;
  testId?: string;
}

const isEmptySpec = (
  e: unknown,
): e is { title: string; description?: ReactNode; icon?: ReactNode } =>
  typeof e === 'object' && e !== null && 'title' in e && typeof e.title === 'string';

/**
 * A resource's list as every manager page shows it: a table at desktop, a card a row on a phone
 * (390 px), with its loading placeholder (`aria-busy`), error with retry, empty state and paging.
 * The page declares columns and row actions; this part owns the states and the layout.
 */
export function ManagedList<T>({
  label,
  query,
  columns,
  rowKey,
  actions,
  rowProps,
  empty,
  paging,
  layout = 'responsive',
  skeletonHeight = 72,
  testId,
}: ManagedListProps<T>) {
  const isWide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  if (query.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label="載入中" aria-busy="true">
        <Skeleton h={skeletonHeight} />
        <Skeleton h={skeletonHeight} />
      </Stack>
    );
  }
  if (query.isError) return <QueryErrorState query={query} />;
  const items = query.data ?? [];
  if (items.length === 0) {
    return isEmptySpec(empty) ? (
      <EmptyState title={empty.title} description={empty.description} icon={empty.icon} />
    ) : (
      <>{empty}</>
    );
  }
  const body =
    layout === 'responsive' && isWide ? (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" aria-label={label} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.key} scope="col">
                  {c.header}
                </Table.Th>
              ))}
              {actions && (
                <Table.Th scope="col">
                  <VisuallyHidden>操作</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={rowKey(item)} {...rowProps?.(item)}>
                {columns.map((c) => (
                  <Table.Td key={c.key}>{c.cell(item)}</Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {actions(item)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    ) : (
      <Stack gap="xs" component="ul" aria-label={label} data-testid={testId} p={0} m={0}>
        {items.map((item) => {
          const [first, ...rest] = columns;
          return (
            <Card
              key={rowKey(item)}
              component="li"
              withBorder
              padding="sm"
              style={{ listStyle: 'none' }}
              {...rowProps?.(item)}
            >
              <Stack gap={6}>
                {first && <div style={{ minWidth: 0 }}>{first.cell(item)}</div>}
                {rest.map((c) => (
                  <div key={c.key} style={{ minWidth: 0 }}>
                    {c.labelInCard === false ? (
                      c.cell(item)
                    ) : (
                      <Group gap={6} wrap="nowrap" align="baseline">
                        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                          {c.header}
                        </Text>
                        <div style={{ minWidth: 0 }}>{c.cell(item)}</div>
                      </Group>
                    )}
                  </div>
                ))}
                {actions && (
                  <Group gap={4} justify="flex-end">
                    {actions(item)}
                  </Group>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    );
  return (
    <Stack gap="xs">
      {body}
      {paging && (
        <PagePagination meta={paging.meta} page={paging.page} onChange={paging.onChange} />
      )}
    </Stack>
  );
}

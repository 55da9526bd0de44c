import { Button, Card, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TPaging } from '@haoyue/contracts';
import { Fragment, type Key, type ReactNode, useState } from 'react';
import { PagePagination } from './page-pagination';
import { type EmptySpec, QueryStates, type QueryStatesQuery } from './query-states';

/** What a seller's items page (products, top-up plans, voucher templates) hands its manager. */
export interface ItemManagerProps {
  sellerId: number;
  /** The seller's currency, of new items. */
  currency: string;
  /** items.manage: create, edit and delete; the others see the list read-only. */
  canManage: boolean;
}

/** One column of a {@link ManagedList}: its header and what a row shows under it. */
export interface ManagedListColumn<T> {
  key: string;
  header: string;
  cell: (item: T) => ReactNode;
  /** In the narrow layout's cards, print the header before the value (default true). */
  labelInCard?: boolean;
}

/** The data a {@link ManagedList} shows, as a TanStack query result gives it. */
export interface ManagedListQuery<T> extends QueryStatesQuery {
  data?: readonly T[];
}

/** Props of {@link ManagedList}. */
export interface ManagedListProps<T> {
  /** The list's accessible name, e.g. 儲值方案. */
  label: string;
  query: ManagedListQuery<T>;
  columns: readonly ManagedListColumn<T>[];
  rowKey: (item: T) => Key;
  /** Buttons of a row (delete …), last column at desktop, the card's foot at 390 px. */
  actions?: (item: T) => ReactNode;
  /**
   * A row's 編輯 (first of its buttons) and the dialog it opens: `dialog(item, close)` draws it,
   * one per row opened.
   */
  edit?: { dialog: (item: T, close: () => void) => ReactNode; testId?: string };
  /** Attributes a row carries, e.g. `data-testid` for the e2e tests. */
  rowProps?: (item: T) => Record<`data-${string}`, string | number | undefined>;
  /** Shown when the list has no rows. */
  empty: EmptySpec | ReactNode;
  /** Page numbers under the list, when the API pages it. */
  paging?: { meta: TPaging; page: number; onChange: (page: number) => void };
  /** `responsive` (default): a table from 48em up, cards below; `cards`: always cards. */
  layout?: 'responsive' | 'cards';
  /** Height of a loading placeholder row. */
  skeletonHeight?: number;
  testId?: string;
}

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
  actions: rowActions,
  edit,
  rowProps,
  empty,
  paging,
  layout = 'responsive',
  skeletonHeight = 72,
  testId,
}: ManagedListProps<T>) {
  const isWide = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false });
  const [editing, setEditing] = useState<T | null>(null);
  const actions =
    edit || rowActions
      ? (item: T) => (
          <>
            {edit && (
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setEditing(item)}
                data-testid={edit.testId}
              >
                編輯
              </Button>
            )}
            {rowActions?.(item)}
          </>
        )
      : undefined;
  const rows = (items: readonly T[]) =>
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
    <QueryStates
      query={query}
      items={query.data ?? []}
      loading={
        <Stack gap="xs" role="status" aria-label="載入中" aria-busy="true">
          <Skeleton h={skeletonHeight} />
          <Skeleton h={skeletonHeight} />
        </Stack>
      }
      empty={empty}
    >
      {(items) => (
        <Stack gap="xs">
          {rows(items)}
          {paging && (
            <PagePagination meta={paging.meta} page={paging.page} onChange={paging.onChange} />
          )}
          {edit && editing !== null && (
            <Fragment key={rowKey(editing)}>
              {edit.dialog(editing, () => setEditing(null))}
            </Fragment>
          )}
        </Stack>
      )}
    </QueryStates>
  );
}

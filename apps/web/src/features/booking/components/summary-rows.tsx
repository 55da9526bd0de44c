import { Group, Stack, Text } from '@mantine/core';
import type { TCurrency } from '@haoyue/contracts';
import type { ReactNode } from 'react';
import { formatDuration } from '../../../lib/duration';
import { formatPrice } from '../../../lib/money';
import { Price } from '../../../ui/price';
import classes from './booking.module.css';

/** One labelled line of a summary. */
export interface SummaryRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** A bordered list of label–value lines (services, operator, time, price…). */
export function SummaryRows({ rows }: { rows: SummaryRow[] }) {
  return (
    <Stack gap={0} className={classes.summary}>
      {rows.map((row) => (
        <Group
          key={row.label}
          className={classes.summaryRow}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="md"
          py="sm"
          data-testid={row.testId}
        >
          <Text c="dimmed" size="sm" style={{ flexShrink: 0 }}>
            {row.label}
          </Text>
          <div style={{ textAlign: 'right', minWidth: 0 }}>{row.value}</div>
        </Group>
      ))}
    </Stack>
  );
}

/** A service line of a summary: its name and, dimmed, its price. */
export interface ServiceLine {
  id: number;
  name: string;
  price: number;
  currency: TCurrency;
}

/** A row's value of several lines: each a name and, dimmed after it, a note about it. */
export function NamedLines({
  lines,
}: {
  lines: readonly { id: number; name: string; note: ReactNode }[];
}) {
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text key={line.id}>
          {line.name}{' '}
          <Text component="span" c="dimmed" size="sm">
            {line.note}
          </Text>
        </Text>
      ))}
    </Stack>
  );
}

/** The 服務 row: one line per service with its price. */
export function servicesRow(lines: ServiceLine[], testId?: string): SummaryRow {
  const priced = lines.map(({ id, name, price, currency }) => ({
    id,
    name,
    note: formatPrice(price, currency),
  }));
  return { label: '服務', testId, value: <NamedLines lines={priced} /> };
}

/** The 時間 row: when, and about how long. */
export function timeRow(when: string, minutes: number, testId: string): SummaryRow {
  return {
    label: '時間',
    testId,
    value: (
      <Stack gap={0}>
        <Text fw={600}>{when}</Text>
        <Text size="sm" c="dimmed">
          約 {formatDuration(minutes)}
        </Text>
      </Stack>
    ),
  };
}

/** The 總金額 row. */
export function totalRow(amount: number, currency: TCurrency): SummaryRow {
  return { label: '總金額', value: <Price amount={amount} currency={currency} fz="lg" /> };
}

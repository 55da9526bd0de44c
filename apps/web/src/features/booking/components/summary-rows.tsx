import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
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

import { Table, Text } from '@mantine/core';

/** One compared aspect: how it is done today versus with 好約. */
export interface ComparisonRow {
  aspect: string;
  today: string;
  withUs: string;
}

/** A "today vs 好約" table that scrolls sideways on narrow phones. */
export function ComparisonTable({ rows }: { rows: ComparisonRow[] }) {
  return (
    <Table.ScrollContainer
      minWidth={560}
      // Keyboard users can scroll it sideways too (WCAG 2.1.1).
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': '比較表' } }}
    >
      <Table verticalSpacing="sm" horizontalSpacing="md" striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">項目</Table.Th>
            <Table.Th>電話、LINE 訊息與紙本預約簿</Table.Th>
            <Table.Th>使用好約</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.aspect}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {r.aspect}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {r.today}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="coral.8" fw={600}>
                  {r.withUs}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Button, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { TReceipt } from '@haoyue/contracts';
import { formatPrice } from '../../../lib/money';
import { ModalDialog } from '../../../ui/modal-dialog';
import { billingDate } from '../lib/labels';
import classes from './receipt.module.css';

/** An electronic receipt: who it is made out to, what was paid, the tax inside the amount. */
export function ReceiptView({ receipt }: { receipt: TReceipt }) {
  const rows: [string, string][] = [
    ['收據號碼', receipt.number],
    ['開立日期', billingDate(receipt.issuedAt)],
    ...(receipt.buyerTaxId ? [['統一編號', receipt.buyerTaxId] as [string, string]] : []),
    ...(receipt.buyerTitle ? [['抬頭', receipt.buyerTitle] as [string, string]] : []),
    ['品項', receipt.description],
    ['金額（含稅）', formatPrice(receipt.amount, receipt.currency)],
    ...(receipt.taxAmount > 0
      ? [['其中營業稅', formatPrice(receipt.taxAmount, receipt.currency)] as [string, string]]
      : []),
  ];
  return (
    <Stack gap="sm" className={classes.receipt} data-testid="receipt">
      <Title order={2} size="h4">
        好約 電子收據
      </Title>
      <Divider />
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={120}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        金額皆為含稅價。
      </Text>
    </Stack>
  );
}

/** A paid order's receipt in a dialog, with 列印. */
export function ReceiptDialog({ receipt, onClose }: { receipt: TReceipt; onClose: () => void }) {
  return (
    <ModalDialog opened onClose={onClose} title="電子收據" size="lg">
      <Stack gap="md">
        <ReceiptView receipt={receipt} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            關閉
          </Button>
          <Button onClick={() => window.print()} data-testid="receipt-print">
            列印
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}

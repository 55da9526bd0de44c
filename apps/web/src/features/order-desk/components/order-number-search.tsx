import { Button, Group, TextInput } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { ApiError } from '../../../lib/api-error';
import { NO_CHECKS } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { findOrderByNumber } from '../api/find-order-by-number';

/**
 * 訂單編號 lookup for the phone at the counter: the customer reads out the 8 characters, the
 * order opens in the calendar (on its day, in the drawer), whichever shop and week it is in.
 */
export function OrderNumberSearch({
  sellerId,
  onFound,
}: {
  sellerId: number;
  onFound: (order: TOrder) => void;
}) {
  // No rule of its own: the only error is the lookup's answer, shown under the box.
  const form = useContractForm({ initialValues: { number: '' }, schema: NO_CHECKS });
  const submit = form.onSubmit(async ({ number }) => {
    if (!number.trim()) return;
    form.clearErrors();
    try {
      onFound(await findOrderByNumber(sellerId, number));
      form.setFieldValue('number', '');
    } catch (e) {
      form.setFieldError('number', e instanceof ApiError ? e.message : '查詢失敗，請稍後再試');
    }
  });
  return (
    <form onSubmit={submit} role="search" aria-label="以訂單編號查詢">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="訂單編號"
          placeholder="例如 K7M2-Q9PA"
          {...form.getInputProps('number')}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          size="sm"
          style={{ flex: 1, maxWidth: 260 }}
          data-testid="order-number-input"
        />
        <Button type="submit" variant="light" size="sm" mt={25} loading={form.submitting}>
          查詢
        </Button>
      </Group>
    </form>
  );
}

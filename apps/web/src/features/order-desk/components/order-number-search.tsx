import { Button, Group, TextInput } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-error';
import { findOrderByNumber } from '../api/find-order-by-number';

// Form state kept hand-rolled: one search box whose only error is the lookup's answer.
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
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onFound(await findOrderByNumber(sellerId, value));
      setValue('');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '查詢失敗，請稍後再試');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} role="search" aria-label="以訂單編號查詢">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          label="訂單編號"
          placeholder="例如 K7M2-Q9PA"
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          maxLength={20}
          autoCapitalize="characters"
          autoComplete="off"
          size="sm"
          style={{ flex: 1, maxWidth: 260 }}
          data-testid="order-number-input"
        />
        <Button type="submit" variant="light" size="sm" mt={25} loading={busy}>
          查詢
        </Button>
      </Group>
    </form>
  );
}

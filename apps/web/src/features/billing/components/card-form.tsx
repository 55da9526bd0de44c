import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { ErrorAlert } from '../../../ui/seller-dashboard/form-parts';
import { showNotification } from '../../../ui/notifications';
import { useSaveCard } from '../api/billing';
import { CardFields, type CardFieldsHandle } from './card-fields';

/** Adds or replaces the card on file through the gateway's own fields. */
export function CardForm({ sellerId, onDone }: { sellerId: number; onDone?: () => void }) {
  const fields = useRef<CardFieldsHandle>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [primeError, setPrimeError] = useState<string | null>(null);
  // One key per form: a retry of the same card never binds it twice.
  const [key, setKey] = useState(newIdempotencyKey);
  const save = useSaveCard(sellerId);

  const submit = async () => {
    setPrimeError(null);
    save.reset();
    setBusy(true);
    try {
      let prime: string;
      try {
        ({ prime } = await fields.current!.getPrime());
      } catch (error) {
        setPrimeError(error instanceof Error ? error.message : '無法取得卡片資料');
        return;
      }
      await save.mutateAsync({ prime, idempotencyKey: key });
      showNotification({ color: 'teal', message: '已儲存信用卡' });
      onDone?.();
    } catch (error) {
      // The gateway answered for this card: another card (another prime) needs another key.
      if (error instanceof ApiError && error.status < 500) setKey(newIdempotencyKey());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" data-testid="card-form">
      <Text size="sm" c="dimmed">
        卡號由金流服務商的加密欄位直接傳送，好約不會取得或保存完整卡號。
      </Text>
      <CardFields ref={fields} onStateChange={setReady} />
      <ErrorAlert error={primeError ? { message: primeError } : save.error} />
      <Group justify="flex-end" gap="xs">
        {onDone && (
          <Button variant="default" onClick={onDone} disabled={busy}>
            取消
          </Button>
        )}
        <Button onClick={submit} disabled={!ready} loading={busy} data-testid="card-save">
          儲存信用卡
        </Button>
      </Group>
    </Stack>
  );
}

import { Button, Stack, Text } from '@mantine/core';
import type { TOrder } from '@haoyue/contracts';
import { type ReactNode, useState } from 'react';
import { CancelReasonInput } from '../../../ui/cancel-reason-input';
import { useCancelOrder } from '../api/cancel-order';
import { formatDateTimeLabel } from '../../../lib/date-labels';
import { DialogActions } from '../../../ui/dialog-actions';
import { ModalDialog } from '../../../ui/modal-dialog';

/** Props of {@link CancelDialog}. */
export interface CancelDialogProps {
  order: TOrder;
  opened: boolean;
  onClose: () => void;
  /** Called with the cancelled order, after the dialog closed. */
  onCancelled?: (order: TOrder) => void;
  /** What the cancellation gives back (the refund policy of a paid prepayment). */
  note?: ReactNode;
}

/** Asks before cancelling an order, with an optional reason for the shop. */
export function CancelDialog({ order, opened, onClose, onCancelled, note }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const cancel = useCancelOrder(order.id);
  return (
    <ModalDialog opened={opened} onClose={onClose} title="取消預約">
      <Stack gap="md" data-testid="cancel-dialog">
        <Text>
          確定要取消 {formatDateTimeLabel(order.startTime, order.timeZone)}{' '}
          的預約嗎？取消後無法復原。
        </Text>
        {note}
        <CancelReasonInput
          label="取消原因（選填）"
          placeholder="讓店家知道原因，例如：臨時有事"
          value={reason}
          onChange={setReason}
          data-testid="cancel-reason"
        />
        <DialogActions error={cancel.error?.message} errorTestId="cancel-error" onBack={onClose}>
          <Button
            // White on red.6 is 3.9:1; red.9 reads at AA (axe color-contrast).
            color="red.9"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(reason, {
                onSuccess: (cancelled) => {
                  onClose();
                  onCancelled?.(cancelled);
                },
              })
            }
            data-testid="order-cancel-confirm"
          >
            確認取消
          </Button>
        </DialogActions>
      </Stack>
    </ModalDialog>
  );
}

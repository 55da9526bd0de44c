import { calls, type TReportTransferInput } from '@haoyue/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiWrite } from '../../../lib/api-query';
import { paymentKeys } from './keys';

const reportTransfer = apiWrite(calls.payment.reportTransfer);

/** Reports a bank transfer (帳號末五碼, amount, time); the shop then confirms it. */
export function useReportTransfer(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<TReportTransferInput, 'orderId'>) =>
      reportTransfer({ body: { orderId, ...input } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods(orderId) }),
  });
}

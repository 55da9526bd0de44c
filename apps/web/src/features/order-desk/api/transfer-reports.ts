import { calls, TRANSFER_REPORT_STATUSES, type TSellerTransferReport } from '@haoyue/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/http';
import { apiData } from '../../../lib/api-query';
import { calendarKeys } from '../../../lib/shop-orders/keys';

// Bank transfers customers reported (帳號末五碼). Under the seller's orders' key: a decision
// refreshes the calendar and the open booking, and any write to an order refreshes these.

/** Query keys of reported transfers. */
export const transferReportKeys = {
  /** Every report of one order, whatever its state. */
  order: (sellerId: number, orderId: number) =>
    [...calendarKeys.order(sellerId, orderId), 'transfer-reports'] as const,
  /** The reports of a shop waiting for the shop, oldest first. */
  waiting: (sellerId: number, shopId: number) =>
    [...calendarKeys.orders(sellerId), 'transfer-reports', 'waiting', shopId] as const,
};

/** The order's reports, each with the shop's decision. */
export function useOrderTransferReports(sellerId: number, orderId: number | null) {
  return useQuery({
    queryKey: transferReportKeys.order(sellerId, orderId ?? 0),
    queryFn: ({ signal }) =>
      apiData(
        calls.transferReport.listTransferReports,
        {
          params: { sellerId },
          query: { orderId: orderId!, status: [...TRANSFER_REPORT_STATUSES], perPage: 100 },
        },
        signal,
      ),
    staleTime: 0,
    enabled: orderId !== null,
  });
}

/** The shop's transfers waiting for a decision (the first page, with the total). */
export function useWaitingTransfers(sellerId: number, shopId: number) {
  return useQuery({
    queryKey: transferReportKeys.waiting(sellerId, shopId),
    queryFn: ({ signal }) =>
      apiCall(
        calls.transferReport.listTransferReports,
        { params: { sellerId }, query: { shopId, perPage: 20 } },
        { signal },
      ),
    staleTime: 15_000,
  });
}

/** The shop's decision on a report: the money arrived, or it did not (with the reason). */
export type TransferDecision =
  { reportId: number; verb: 'confirm' } | { reportId: number; verb: 'reject'; reason: string };

/** Confirms or rejects a report; the seller's orders refresh after either. */
export function useDecideTransfer(sellerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (d: TransferDecision): Promise<TSellerTransferReport> =>
      d.verb === 'confirm'
        ? apiData(calls.transferReport.confirmTransferReport, {
            params: { sellerId, reportId: d.reportId },
          })
        : apiData(calls.transferReport.rejectTransferReport, {
            params: { sellerId, reportId: d.reportId },
            body: { reason: d.reason },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.orders(sellerId) }),
  });
}

import type { TRefundPolicy } from '@haoyue/contracts';

/** The refund policy in plain words, as the customer reads it (order page, 金流設定 preview). */
export function refundPolicySentence({ fullRefundHoursBefore, lateRefundPercent }: TRefundPolicy) {
  const full =
    fullRefundHoursBefore === 0
      ? '預約開始前取消，可全額退還預付金額'
      : `預約開始前 ${fullRefundHoursBefore} 小時以前取消，可全額退還預付金額`;
  if (fullRefundHoursBefore === 0) return `${full}。`;
  const late =
    lateRefundPercent === 0
      ? `之後取消則不退款`
      : lateRefundPercent === 100
        ? `之後取消仍全額退還`
        : `之後取消退還 ${lateRefundPercent}%`;
  return `${full}；${late}。`;
}

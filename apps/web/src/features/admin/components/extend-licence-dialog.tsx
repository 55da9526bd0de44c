import { NumberInput } from '@mantine/core';
import { useState } from 'react';
import { typedNumber } from '../../../lib/use-contract-form';
import { useExtendShopLicence } from '../api/system-orders';
import { ReasonDialog } from './reason-dialog';

/** 延長授權: a shop's licence extended (or a free period granted) by whole days, with a reason. */
export function ExtendLicenceDialog({
  shopId,
  shopName,
  onClose,
}: {
  shopId: number;
  shopName: string;
  onClose: () => void;
}) {
  const extend = useExtendShopLicence(shopId);
  const [days, setDays] = useState<number | string>(30);
  const count = typedNumber(days);
  const valid = Number.isInteger(count) && count >= 1 && count <= 366;
  return (
    <ReasonDialog
      title="延長授權"
      description={`為「${shopName}」延長授權（免費，記為平台贈送）；已暫停線上預約的店家會立即恢復。`}
      confirmLabel="延長授權"
      mutation={{
        ...extend,
        mutate: (reason, options) => {
          if (valid) extend.mutate({ days: count, reason }, options);
        },
      }}
      onClose={onClose}
      doneMessage={`已延長授權 ${valid ? count : ''} 天`}
      testId="extend-licence-dialog"
    >
      <NumberInput
        label="延長天數"
        min={1}
        max={366}
        allowDecimal={false}
        allowNegative={false}
        required
        value={days}
        onChange={setDays}
        error={valid ? undefined : '請輸入 1 到 366 天'}
        data-testid="extend-licence-days"
      />
    </ReasonDialog>
  );
}

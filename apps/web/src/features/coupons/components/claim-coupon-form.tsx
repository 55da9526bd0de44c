import { Alert, Group, Stack, TextInput } from '@mantine/core';
import type { TCoupon } from '@haoyue/contracts';
import { NO_CHECKS } from '../../../lib/form-checks';
import { useContractForm } from '../../../lib/use-contract-form';
import { TypedSubmit } from '../../../ui/request-error-alert';
import { useClaimCoupon } from '../api/claim-coupon';

/** Props of {@link ClaimCouponForm}. */
export interface ClaimCouponFormProps {
  /** The signed-in user's customer record at the seller whose code is typed. */
  customerId: number;
  /** Called with the coupon just claimed (refresh the member's coupon list there). */
  onClaimed?: (coupon: TCoupon) => void;
}

/**
 * A customer types a shop's code (「輸入優惠碼」) and claims its coupon (領取). The API's zh-TW
 * refusals show under the field: 找不到這個優惠碼, 您已領取過這張優惠券.
 */
export function ClaimCouponForm({ customerId, onClaimed }: ClaimCouponFormProps) {
  // No rule of its own: 領取 waits for a code, and the API says what is wrong with one.
  const form = useContractForm({ initialValues: { code: '' }, schema: NO_CHECKS });
  const { code } = form.values;
  const claim = useClaimCoupon(customerId);
  const submit = form.onSubmit(() => {
    const typed = code.trim();
    if (!typed) return;
    claim.mutate(typed, {
      onSuccess: (coupon) => {
        form.setFieldValue('code', '');
        onClaimed?.(coupon);
      },
    });
  });
  return (
    <form onSubmit={submit} noValidate data-testid="coupon-claim-form">
      <Stack gap="xs">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label="輸入優惠碼"
            placeholder="輸入優惠碼"
            value={code}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            onChange={(e) => {
              form.setFieldValue('code', e.currentTarget.value.toUpperCase());
              claim.reset();
            }}
            error={claim.isError ? claim.error.message : undefined}
            style={{ flex: 1 }}
            data-testid="coupon-code"
          />
          <TypedSubmit request={claim} typed={code} testId="coupon-claim">
            領取
          </TypedSubmit>
        </Group>
        {claim.isSuccess && (
          <Alert color="teal" variant="light" data-testid="coupon-claimed">
            已領取「{claim.data.campaign.name}」，可在優惠券中查看。
          </Alert>
        )}
      </Stack>
    </form>
  );
}

import { Text, TextInput } from '@mantine/core';
import { type TSellerBilling, ZBillingProfileRequest } from '@haoyue/contracts';
import { useContractForm } from '../../../lib/use-contract-form';
import { showNotification } from '../../../ui/notifications';
import { SettingsCard } from '../../../ui/settings-card';
import { SubmitRow } from '../../../ui/seller-dashboard/form-parts';
import { useUpdateBillingProfile } from '../api/billing';

interface ProfileValues {
  receiptTaxId: string;
  receiptTitle: string;
  receiptEmail: string;
}

/** Who the receipts are made out to: 統一編號, 抬頭, e-mail, all optional. */
export function BillingProfileForm({
  sellerId,
  profile,
}: {
  sellerId: number;
  profile: TSellerBilling['profile'];
}) {
  const form = useContractForm<ProfileValues>({
    initialValues: {
      receiptTaxId: profile.receiptTaxId ?? '',
      receiptTitle: profile.receiptTitle ?? '',
      receiptEmail: profile.receiptEmail ?? '',
    },
    schema: ZBillingProfileRequest,
  });
  const update = useUpdateBillingProfile(sellerId);
  const submit = form.onSubmit(() =>
    update.mutate(ZBillingProfileRequest.parse(form.body()), {
      onSuccess: () => showNotification({ color: 'teal', message: '已儲存收據資料' }),
      onError: (error) => form.showFieldError(error),
    }),
  );
  return (
    <SettingsCard
      title="收據資料"
      form={{ onSubmit: submit, 'data-testid': 'billing-profile-form' }}
    >
      <Text size="sm" c="dimmed">
        需要公司收據時請填寫統一編號與抬頭；收據會寄到電子郵件。皆可留空。
      </Text>
      <TextInput
        label="統一編號"
        inputMode="numeric"
        maxLength={8}
        {...form.field('receiptTaxId', 'billing-tax-id')}
      />
      <TextInput label="抬頭" {...form.field('receiptTitle', 'billing-title')} />
      <TextInput label="電子郵件" type="email" {...form.field('receiptEmail', 'billing-email')} />
      <SubmitRow save={update} testId="billing-profile-save" />
    </SettingsCard>
  );
}

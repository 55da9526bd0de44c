import {
  Alert,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  COUPON_CAMPAIGN_DESCRIPTION_MAX_LENGTH,
  COUPON_CAMPAIGN_NAME_MAX_LENGTH,
  COUPON_PERCENT_MAX,
  CURRENCY_SYMBOLS,
  couponTermsLabel,
  type TCouponCampaign,
  type TCouponDiscountType,
  type TCouponScope,
  type TCurrency,
  ZCouponCampaignInput,
} from '@haoyue/contracts';
import { ApiError } from '../../../lib/api-error';
import { useContractForm } from '../../../lib/use-contract-form';
import { showNotification } from '../../../ui/notifications';
import { useSaveCouponCampaign } from '../api/coupon-campaigns';
import { useCouponServices } from '../api/lookups';
import {
  campaignBody,
  type CampaignDraft,
  draftOf,
  validCampaignBody,
} from '../lib/campaign-draft';
import { ModalDialog } from '../../../ui/modal-dialog';

/**
 * A choice of a few options under a label, as the form's other fields are labelled (a
 * SegmentedControl has no label of its own); `labelId` names it for screen readers.
 */
function LabelledChoice<T extends string>({
  label,
  labelId,
  value,
  onChange,
  data,
  testId,
}: {
  label: string;
  labelId: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
  testId: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(v) => onChange(v as T)}
        data={data}
        data-testid={testId}
      />
    </Stack>
  );
}

/** Props of {@link CampaignForm}. */
export interface CampaignFormProps {
  sellerId: number;
  /** The shop whose services a SERVICES campaign may pick. */
  shopId: number | null;
  currency: string;
  timeZone: string;
  /** The campaign being edited; null for a new one. */
  campaign: TCouponCampaign | null;
  onClose: () => void;
}

/** The API's field names as the draft names them (the window's instants are its dates). */
const FIELD_OF: Partial<Record<string, keyof CampaignDraft & string>> = {
  startsAt: 'startDate',
  endsAt: 'endDate',
};

/** Creates or edits a coupon campaign in a dialog; the terms read as they will on the coupon. */
export function CampaignForm({
  sellerId,
  shopId,
  currency,
  timeZone,
  campaign,
  onClose,
}: CampaignFormProps) {
  const save = useSaveCouponCampaign(sellerId, campaign?.id ?? null);
  const form = useContractForm({
    initialValues: draftOf(campaign, timeZone),
    schema: ZCouponCampaignInput,
    toBody: (values: CampaignDraft) => campaignBody(values, currency, timeZone),
    fieldOf: FIELD_OF,
    onValuesChange: () => save.reset(),
  });
  const draft = form.values;
  const services = useCouponServices(sellerId, shopId ?? 0);
  const symbol = CURRENCY_SYMBOLS[currency as TCurrency] ?? `${currency} `;
  const update = (change: Partial<CampaignDraft>) => {
    for (const [key, value] of Object.entries(change)) form.setFieldValue(key, value);
  };
  const valid = validCampaignBody(draft, currency, timeZone);
  const preview = valid
    ? couponTermsLabel({ ...valid, minSpend: valid.minSpend ?? 0, currency })
    : null;
  // A refusal naming a field shows under it (showFieldError); any other above the buttons.
  const shown = form.errors;
  const apiError =
    save.error && !(save.error instanceof ApiError && save.error.field) ? save.error : null;
  const serviceOptions = [
    ...(services.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    ...(campaign?.services ?? [])
      .filter((s) => !(services.data ?? []).some((x) => x.id === s.id))
      .map((s) => ({ value: String(s.id), label: s.name })),
  ];

  const submit = form.onSubmit(() => {
    save.mutate(form.body(), {
      onSuccess: (saved) => {
        showNotification({
          color: 'teal',
          message: campaign ? '已更新優惠券' : `已建立優惠券「${saved.name}」`,
        });
        onClose();
      },
      onError: (error) => form.showFieldError(error),
    });
  });

  return (
    <ModalDialog opened onClose={onClose} title={campaign ? '編輯優惠券' : '新增優惠券'} size="lg">
      <form onSubmit={submit} noValidate data-testid="coupon-campaign-form">
        <Stack gap="sm">
          <TextInput
            label="名稱"
            placeholder="例如：新客首次 9 折"
            value={draft.name}
            maxLength={COUPON_CAMPAIGN_NAME_MAX_LENGTH}
            onChange={(e) => update({ name: e.currentTarget.value })}
            error={shown.name}
            data-testid="coupon-campaign-name"
          />
          <Textarea
            label="說明（選填）"
            placeholder="使用方式、注意事項"
            value={draft.description}
            maxLength={COUPON_CAMPAIGN_DESCRIPTION_MAX_LENGTH}
            onChange={(e) => update({ description: e.currentTarget.value })}
            autosize
            minRows={2}
            maxRows={5}
            error={shown.description}
          />
          <LabelledChoice<TCouponDiscountType>
            label="折扣方式"
            labelId="coupon-discount-type-label"
            value={draft.discountType}
            onChange={(discountType) => update({ discountType })}
            data={[
              { value: 'AMOUNT', label: '折抵金額' },
              { value: 'PERCENT', label: '打折' },
            ]}
            testId="coupon-campaign-type"
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {draft.discountType === 'AMOUNT' ? (
              <NumberInput
                label="折抵金額"
                prefix={symbol}
                min={1}
                allowNegative={false}
                thousandSeparator=","
                value={draft.discountValue}
                onChange={(v) => update({ discountValue: v })}
                error={shown.discountValue}
                data-testid="coupon-campaign-value"
              />
            ) : (
              <NumberInput
                label="折扣（% off）"
                description="輸入 10 為 9 折、15 為 85 折"
                suffix=" %"
                min={1}
                max={COUPON_PERCENT_MAX}
                allowDecimal={false}
                allowNegative={false}
                value={draft.discountValue}
                onChange={(v) => update({ discountValue: v })}
                error={shown.discountValue}
                data-testid="coupon-campaign-value"
              />
            )}
            <NumberInput
              label="最低消費"
              description="0 為不限金額"
              prefix={symbol}
              min={0}
              allowNegative={false}
              thousandSeparator=","
              value={draft.minSpend}
              onChange={(v) => update({ minSpend: v })}
              error={shown.minSpend}
              data-testid="coupon-campaign-min-spend"
            />
          </SimpleGrid>
          <LabelledChoice<TCouponScope>
            label="適用範圍"
            labelId="coupon-scope-label"
            value={draft.scope}
            onChange={(scope) => update({ scope })}
            data={[
              { value: 'ORDER', label: '整筆訂單' },
              { value: 'SERVICES', label: '指定服務' },
            ]}
            testId="coupon-campaign-scope"
          />
          {draft.scope === 'SERVICES' && (
            <MultiSelect
              label="適用服務"
              placeholder={services.isPending ? '載入中…' : '選擇服務'}
              data={serviceOptions}
              value={draft.serviceIds}
              onChange={(serviceIds) => update({ serviceIds })}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
              error={shown.serviceIds}
              data-testid="coupon-campaign-services"
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DatePickerInput
              label="開始日期"
              valueFormat="YYYY/MM/DD"
              value={draft.startDate || null}
              onChange={(v) => update({ startDate: v ?? '' })}
              popoverProps={{ withinPortal: true }}
              error={shown.startDate}
              data-testid="coupon-campaign-start"
            />
            <DatePickerInput
              label="結束日期（含當天）"
              valueFormat="YYYY/MM/DD"
              value={draft.endDate || null}
              onChange={(v) => update({ endDate: v ?? '' })}
              popoverProps={{ withinPortal: true }}
              error={shown.endDate}
              data-testid="coupon-campaign-end"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NumberInput
              label="每人可領張數"
              min={1}
              max={100}
              allowDecimal={false}
              allowNegative={false}
              value={draft.perCustomerLimit}
              onChange={(v) => update({ perCustomerLimit: v })}
              error={shown.perCustomerLimit}
              data-testid="coupon-campaign-limit"
            />
            <TextInput
              label="優惠碼（選填）"
              description="顧客輸入此代碼即可領取；4–20 個英文字母或數字"
              placeholder="例如：WELCOME10"
              value={draft.claimCode}
              maxLength={20}
              onChange={(e) => update({ claimCode: e.currentTarget.value.toUpperCase() })}
              error={shown.claimCode}
              data-testid="coupon-campaign-code"
            />
          </SimpleGrid>
          <Switch
            label="啟用（停用後不能再發送或領取，已發出的仍可使用）"
            checked={draft.isActive}
            onChange={(e) => update({ isActive: e.currentTarget.checked })}
            data-testid="coupon-campaign-active"
          />
          {preview && (
            <Text size="sm" c="dimmed" data-testid="coupon-campaign-preview">
              顯示為：{preview}
            </Text>
          )}
          {apiError && (
            <Alert color="red" variant="light" role="alert">
              {apiError.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="coupon-campaign-save">
              {campaign ? '儲存' : '建立'}
            </Button>
          </Group>
        </Stack>
      </form>
    </ModalDialog>
  );
}

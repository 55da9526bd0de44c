import { Loader, Radio, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  couponTermsLabel,
  type TCouponCampaign,
  type TIssueCouponsRequest,
  ZIssueCouponsRequest,
} from '@haoyue/contracts';
import { useContractForm } from '../../../lib/use-contract-form';
import { ActionDialog } from '../../../ui/action-dialog';
import { IconSearch } from '../../../ui/icons';
import { showNotification } from '../../../ui/notifications';
import { useIssueCoupons } from '../api/coupon-campaigns';
import { useCouponCustomerSearch, useCouponTags } from '../api/lookups';

type Target = 'customer' | 'tag';

/** The dialog's choices: whom to issue to, and the customer's search words. */
interface IssueDraft {
  target: Target;
  keyword: string;
  customerId: string | null;
  tagId: string | null;
}

/** The request the choices make: one customer, or every customer with one tag. */
const issueBody = (d: IssueDraft): TIssueCouponsRequest =>
  d.target === 'customer'
    ? { customerId: d.customerId ? Number(d.customerId) : undefined }
    : { tagId: d.tagId ? Number(d.tagId) : undefined };

/** Who a found customer is: name and (maybe masked) phone number. */
const customerLabel = (c: { displayName: string | null; phoneNumber: string | null }) =>
  `${c.displayName || '未留姓名'}${c.phoneNumber ? `（${c.phoneNumber}）` : ''}`;

/** Gives a campaign's coupon to one customer (searched by name or phone) or to a tag. */
export function IssueDialog({
  sellerId,
  campaign,
  onClose,
}: {
  sellerId: number;
  campaign: TCouponCampaign;
  onClose: () => void;
}) {
  const issue = useIssueCoupons(sellerId, campaign.id);
  const form = useContractForm({
    initialValues: { target: 'customer', keyword: '', customerId: null, tagId: null } as IssueDraft,
    schema: ZIssueCouponsRequest,
    toBody: issueBody,
    onValuesChange: () => issue.reset(),
  });
  const { target, keyword, customerId, tagId } = form.values;
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const found = useCouponCustomerSearch(sellerId, debounced);
  const tags = useCouponTags(sellerId);
  // 發送 stays disabled until a customer or a tag is chosen: the schema's one rule.
  const chosen = Object.keys(form.errorsNow()).length === 0;

  const send = () => {
    if (form.validate().hasErrors) return;
    issue.mutate(form.body(), {
      onSuccess: ({ issued, skipped }) => {
        showNotification({
          color: issued > 0 ? 'teal' : 'gray',
          message:
            issued > 0
              ? `已發送 ${issued} 張優惠券${skipped ? `，${skipped} 位已達領取上限` : ''}`
              : `沒有發送：${skipped} 位顧客已達領取上限`,
        });
        onClose();
      },
    });
  };

  return (
    <ActionDialog
      title="發送優惠券"
      onClose={onClose}
      testId="coupon-issue-dialog"
      action={{
        label: '發送',
        onClick: send,
        disabled: !chosen,
        save: issue,
        testId: 'coupon-issue-send',
      }}
    >
      <Text size="sm">
        {campaign.name}・{couponTermsLabel(campaign)}
      </Text>
      <SegmentedControl
        aria-label="發送對象"
        value={target}
        onChange={(v) => form.setFieldValue('target', v as Target)}
        data={[
          { value: 'customer', label: '指定顧客' },
          { value: 'tag', label: '依標籤' },
        ]}
        data-testid="coupon-issue-target"
      />
      {target === 'customer' ? (
        <Stack gap="xs">
          <TextInput
            label="搜尋顧客"
            placeholder="姓名或手機號碼"
            leftSection={<IconSearch size={16} />}
            rightSection={found.isFetching ? <Loader size="xs" /> : null}
            value={keyword}
            onChange={(e) => {
              form.setFieldValue('keyword', e.currentTarget.value);
              form.setFieldValue('customerId', null);
            }}
            type="search"
            data-testid="coupon-issue-search"
          />
          {debounced && found.data && found.data.length === 0 && (
            <Text size="sm" c="dimmed">
              找不到符合的顧客
            </Text>
          )}
          {found.data && found.data.length > 0 && debounced && (
            <Radio.Group
              value={customerId}
              onChange={(id) => form.setFieldValue('customerId', id)}
              label="選擇顧客"
              data-testid="coupon-issue-results"
            >
              <Stack gap={6} mt={4}>
                {found.data.map((c) => (
                  <Radio
                    key={c.id}
                    value={String(c.id)}
                    label={customerLabel(c)}
                    data-testid="coupon-issue-customer"
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        </Stack>
      ) : (
        <Select
          label="標籤"
          placeholder={tags.data?.length ? '選擇標籤' : '尚未建立標籤'}
          data={(tags.data ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
          value={tagId}
          onChange={(id) => form.setFieldValue('tagId', id)}
          comboboxProps={{ withinPortal: true }}
          data-testid="coupon-issue-tag"
        />
      )}
      <Text size="xs" c="dimmed">
        每位顧客最多持有 {campaign.perCustomerLimit} 張，已達上限的顧客會略過。
      </Text>
    </ActionDialog>
  );
}

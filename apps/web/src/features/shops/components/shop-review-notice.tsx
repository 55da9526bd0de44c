import { Alert, Button, Stack, Text } from '@mantine/core';
import type { TSellerShop } from '@haoyue/contracts';
import { RequestErrorAlert } from '../../../ui/request-error-alert';
import { ReviewStatusBadge } from '../../../ui/review-status-badge';
import { useSubmitShopReview } from '../api/submit-shop-review';

/**
 * Where the shop stands with the platform's review (decision 022): 審核中 and what happens next,
 * 已退回 with the reason and 重新送審, 已停用 with the reason. Nothing for a live shop.
 */
export function ShopReviewNotice({ sellerId, shop }: { sellerId: number; shop: TSellerShop }) {
  const submit = useSubmitShopReview(sellerId, shop.id);
  const status = shop.reviewStatus;
  if (status === 'APPROVED' || status === 'CLOSED') return null;
  const title = <ReviewStatusBadge status={status} seller />;
  if (status === 'PENDING') {
    return (
      <Alert color="yellow" variant="light" title={title} data-testid="shop-review-notice">
        平台正在審核這間店家，通常在 1 至 2 個工作天內完成。審核通過前，顧客在搜尋與店家頁看不到它；
        您可以先設定營業時間、服務項目與服務人員。結果會以簡訊通知負責人。
      </Alert>
    );
  }
  if (status === 'REJECTED') {
    return (
      <Alert color="red" variant="light" title={title} data-testid="shop-review-notice">
        <Stack gap="sm">
          <Text size="sm">這間店家未通過審核，原因：{shop.reviewNote ?? '（未提供）'}</Text>
          <Text size="sm">請依原因修改基本資料或圖片後，重新送審。</Text>
          <RequestErrorAlert error={submit.error} />
          <Button
            size="xs"
            w="fit-content"
            loading={submit.isPending}
            onClick={() => submit.mutate()}
            data-testid="resubmit-review"
          >
            重新送審
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="gray" variant="light" title={title} data-testid="shop-review-notice">
      這間店家已被平台停用，顧客暫時看不到它，既有預約仍保留。原因：
      {shop.reviewNote ?? '（未提供）'}
      。如有疑問請聯絡平台客服。
    </Alert>
  );
}

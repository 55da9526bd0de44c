import { Button } from '@mantine/core';
import {
  GOOGLE_RESERVE_STATUS_LABELS,
  GOOGLE_RESERVE_STATUSES,
  type TAdminGoogleReserveMerchant,
} from '@haoyue/contracts';
import { useState } from 'react';
import { AdminReviewPage } from '../../features/admin/components/review-page';
import { ReasonDialog } from '../../features/admin/components/reason-dialog';
import { useAdminMay } from '../../features/admin/lib/admin-context';
import {
  useAdminGoogleReserveMerchants,
  useApproveGoogleReserveMerchant,
  useRejectGoogleReserveMerchant,
} from '../../features/google-reserve/api/google-reserve';
import { AdminMerchantCard } from '../../features/google-reserve/components/admin-merchant-card';
import { showNotification } from '../../ui/notifications';

/** `/admin/google-reserve`: shops enrolled on Reserve with Google, reviewed one by one. */
export default function GoogleReservePage() {
  const mayDecide = useAdminMay('shops.review');
  return (
    <AdminReviewPage
      title="Google 預約"
      statuses={GOOGLE_RESERVE_STATUSES}
      labels={GOOGLE_RESERVE_STATUS_LABELS}
      useList={useAdminGoogleReserveMerchants}
      placeholder="店家名稱"
      testIdPrefix="google-reserve"
      cardHeight={160}
      empty="沒有符合的店家"
      testId="google-reserve-merchants"
      rowKey={(merchant) => merchant.shopId}
      card={(merchant) => (
        <AdminMerchantCard
          merchant={merchant}
          actions={mayDecide ? <Decisions merchant={merchant} /> : undefined}
        />
      )}
    />
  );
}

/** Approve a waiting enrolment; refuse it, or take a live one down, with a reason. */
function Decisions({ merchant }: { merchant: TAdminGoogleReserveMerchant }) {
  const approve = useApproveGoogleReserveMerchant(merchant.shopId);
  const reject = useRejectGoogleReserveMerchant(merchant.shopId);
  const [rejecting, setRejecting] = useState(false);
  if (merchant.status === 'REJECTED') return null;
  return (
    <>
      <Button
        variant="default"
        color="red"
        onClick={() => setRejecting(true)}
        data-testid="google-reserve-reject"
      >
        {merchant.status === 'APPROVED' ? '下架' : '退回'}
      </Button>
      {merchant.status === 'PENDING' && (
        <Button
          loading={approve.isPending}
          onClick={() =>
            approve.mutate(undefined, {
              onSuccess: () => showNotification({ color: 'teal', message: '已核准，店家已上線' }),
              onError: (error) => showNotification({ color: 'red', message: error.message }),
            })
          }
          data-testid="google-reserve-approve"
        >
          核准上線
        </Button>
      )}
      {rejecting && (
        <ReasonDialog
          title={merchant.status === 'APPROVED' ? '下架 Google 預約' : '退回 Google 預約申請'}
          description={`「${merchant.shopName}」的商家會看到這個原因，修改後可重新送出。`}
          confirmLabel={merchant.status === 'APPROVED' ? '下架' : '退回'}
          color="red"
          mutation={reject}
          onClose={() => setRejecting(false)}
          doneMessage="已退回申請"
          testId="google-reserve-reject-dialog"
        />
      )}
    </>
  );
}

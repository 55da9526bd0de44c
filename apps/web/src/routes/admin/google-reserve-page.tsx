import { Button, Stack } from '@mantine/core';
import {
  GOOGLE_RESERVE_STATUS_LABELS,
  GOOGLE_RESERVE_STATUSES,
  type TAdminGoogleReserveMerchant,
} from '@haoyue/contracts';
import { useState } from 'react';
import { AdminPageHeader } from '../../features/admin/components/admin-page-header';
import { StatusSearchFilters } from '../../features/admin/components/status-search-filters';
import { ReasonDialog } from '../../features/admin/components/reason-dialog';
import { useAdminMay } from '../../features/admin/lib/admin-context';
import { oneOf, useUrlFilters } from '../../features/admin/lib/url-filters';
import {
  useAdminGoogleReserveMerchants,
  useApproveGoogleReserveMerchant,
  useRejectGoogleReserveMerchant,
} from '../../features/google-reserve/api/google-reserve';
import { AdminMerchantCard } from '../../features/google-reserve/components/admin-merchant-card';
import { usePageTitle } from '../../lib/use-page-title';
import { EmptyState } from '../../ui/empty-state';
import { QueryErrorState } from '../../ui/error-state';
import { ListSkeleton } from '../../ui/list-skeleton';
import { showNotification } from '../../ui/notifications';
import { PagePagination } from '../../ui/page-pagination';

const STATUS_OPTIONS = GOOGLE_RESERVE_STATUSES.map((s) => ({
  value: s,
  label: GOOGLE_RESERVE_STATUS_LABELS[s],
}));

/** `/admin/google-reserve`: shops enrolled on Reserve with Google, reviewed one by one. */
export default function GoogleReservePage() {
  usePageTitle('Google 預約');
  const { values, page, set } = useUrlFilters(['status', 'q'] as const, { history: 'push' });
  const status = oneOf(GOOGLE_RESERVE_STATUSES, values.status);
  const mayDecide = useAdminMay('shops.review');
  const list = useAdminGoogleReserveMerchants({ status, q: values.q || undefined, page });

  return (
    <Stack gap="md">
      <AdminPageHeader title="Google 預約" />
      <StatusSearchFilters
        statuses={STATUS_OPTIONS}
        status={status}
        onStatus={(v) => set({ status: v })}
        query={values.q}
        onSearch={(q) => set({ q })}
        placeholder="店家名稱"
        testIdPrefix="google-reserve"
      />
      {list.isPending ? (
        <div aria-busy="true" aria-label="載入申請">
          <ListSkeleton count={4} height={160} />
        </div>
      ) : list.isError ? (
        <QueryErrorState query={list} />
      ) : list.data.data.length === 0 ? (
        <EmptyState title="沒有符合的店家" description="換個狀態或搜尋字詞試試。" />
      ) : (
        <Stack gap="sm" aria-busy={list.isFetching} data-testid="google-reserve-merchants">
          {list.data.data.map((merchant) => (
            <AdminMerchantCard
              key={merchant.shopId}
              merchant={merchant}
              actions={mayDecide ? <Decisions merchant={merchant} /> : undefined}
            />
          ))}
          <PagePagination meta={list.data.meta} page={page} onChange={(p) => set({ page: p })} />
        </Stack>
      )}
    </Stack>
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

import { Anchor, Skeleton, Stack, Tabs } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useSellerShop } from '../../features/shops/api/get-seller-shop';
import { DashboardPage } from '../../features/seller/components/dashboard-page';
import { DeleteShop } from '../../features/shops/components/delete-shop';
import { NoPermission } from '../../features/seller/components/no-permission';
import { OpeningHours } from '../../features/shops/components/opening-hours';
import { PrepaymentForm } from '../../features/shops/components/prepayment-form';
import { ShopDetailsForm } from '../../features/shops/components/shop-details-form';
import { ShopImagesPanel } from '../../features/shops/components/shop-images-panel';
import { ShopReviewNotice } from '../../features/shops/components/shop-review-notice';
import { useCan, useDashboard } from '../../features/seller/lib/dashboard-context';
import { ApiError } from '../../lib/api-error';
import { ErrorState, QueryErrorState } from '../../ui/error-state';
import { NotFoundContent } from '../../ui/not-found-content';
import { paths } from '../../config/paths';
import { useShopPlaceOptions } from './use-shop-place-options';

const TABS = [
  { value: 'details', label: '基本資料' },
  { value: 'images', label: '圖片' },
  { value: 'hours', label: '營業時間' },
  { value: 'prepayment', label: '預付訂金' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function Settings({ shopId }: { shopId: number }) {
  const { seller } = useDashboard();
  const canDelete = useCan('shops.delete');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const shop = useSellerShop(seller.id, shopId);
  const place = useShopPlaceOptions();
  const tab: Tab = TABS.some((t) => t.value === params.get('tab'))
    ? (params.get('tab') as Tab)
    : 'details';

  if (shop.isError) {
    if (shop.error instanceof ApiError && shop.error.status === 404) {
      return (
        <NotFoundContent
          title="找不到這間店家"
          description="店家可能已刪除，或不屬於目前的商家。"
        />
      );
    }
    if (shop.error instanceof ApiError && shop.error.status === 403) return <NoPermission />;
    return <QueryErrorState query={shop} />;
  }
  if (shop.isPending) return <Skeleton h={480} />;
  const data = shop.data;

  return (
    <Stack gap="md">
      <ShopReviewNotice sellerId={seller.id} shop={data} />
      <Anchor component={Link} to={paths.shop.getHref(data.urlSlug)} target="_blank" size="sm">
        查看店家頁 /p/{data.urlSlug} ↗
      </Anchor>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== 'details' ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} data-testid={`shop-tab-${t.value}`}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details" pt="lg">
          <Stack gap="xl">
            {place.failed ? (
              <ErrorState onRetry={place.retry} retrying={place.retrying} />
            ) : place.options ? (
              <ShopDetailsForm key={data.id} sellerId={seller.id} shop={data} {...place.options} />
            ) : (
              <Skeleton h={480} />
            )}
            {canDelete && (
              <DeleteShop
                sellerId={seller.id}
                shop={data}
                onDeleted={() => navigate(paths.dashboardShops.getHref(), { replace: true })}
              />
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="images" pt="lg">
          <ShopImagesPanel sellerId={seller.id} shopId={data.id} />
        </Tabs.Panel>
        <Tabs.Panel value="hours" pt="lg">
          <OpeningHours sellerId={seller.id} shopId={data.id} timeZone={data.timeZone} />
        </Tabs.Panel>
        <Tabs.Panel value="prepayment" pt="lg">
          <PrepaymentForm key={data.id} sellerId={seller.id} shop={data} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `/dashboard/shop-settings/{shopId}`: a shop's details, images, hours, prepayment; delete. */
export default function ShopSettingsPage() {
  const { shopId } = useParams();
  const { shops } = useDashboard();
  const canEdit = useCan('shops.update');
  const id = Number(shopId);
  const name = shops.find((s) => s.id === id)?.displayName;
  return (
    <DashboardPage
      title={name ? `${name}・設定` : '店家設定'}
      back={{ href: paths.dashboardShops.getHref(), label: '店家管理' }}
    >
      {!canEdit ? (
        <NoPermission />
      ) : Number.isInteger(id) && id > 0 ? (
        <Settings key={id} shopId={id} />
      ) : (
        <NotFoundContent title="找不到這間店家" />
      )}
    </DashboardPage>
  );
}

import { SellerReviews } from '../../features/reviews/components/seller-reviews';
import { CurrentShopPage } from './current-shop-page';

/** `/dashboard/reviews` (every member): the current shop's reviews, each answered once. */
export default function ReviewsPage() {
  return (
    <CurrentShopPage
      title="顧客評價"
      about="的顧客評價，回覆會公開顯示在店家頁面"
      permission="shops.read"
    >
      {(shop, seller) => (
        <SellerReviews
          key={shop.id}
          sellerId={seller.id}
          shopId={shop.id}
          timeZone={shop.timeZone}
        />
      )}
    </CurrentShopPage>
  );
}

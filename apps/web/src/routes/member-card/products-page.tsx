import { useParams } from 'react-router';
import { MemberProducts } from '../../features/products/components/member-products';
import { EmptyState } from '../../ui/empty-state';

/**
 * The member card's products tab (`/user/member-card/{sellerId}/products`, inside the member
 * card layout): the seller's products and the member's purchases there.
 */
export default function MemberCardProductsPage() {
  const sellerId = Number(useParams().sellerId);
  if (!Number.isInteger(sellerId) || sellerId <= 0) return <EmptyState title="找不到這個商家" />;
  return <MemberProducts key={sellerId} sellerId={sellerId} />;
}

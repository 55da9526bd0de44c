import { useSearchParams } from 'react-router';
import { FavoriteShops } from '../features/identity/components/favorite-shops';
import { SignedInPage } from './signed-in-page';

/** `/user/favorite`: the signed-in user's favourite shops (`?page=` pages through them). */
export default function UserFavoritePage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  return (
    <SignedInPage title="收藏店家">
      <FavoriteShops
        page={page}
        onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
      />
    </SignedInPage>
  );
}

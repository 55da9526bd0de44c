import { Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SignInRequired } from '../features/identity/components/sign-in-required';
import { FavoriteShops } from '../features/identity/components/favorite-shops';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from '../ui/page-container';

/** `/user/favorite`: the signed-in user's favourite shops (`?page=` pages through them). */
export default function UserFavoritePage() {
  usePageTitle('收藏店家');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  return (
    <PageContainer>
      <Title order={1} size="h2" mb="lg">
        收藏店家
      </Title>
      <SignInRequired>
        <FavoriteShops
          page={page}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
        />
      </SignInRequired>
    </PageContainer>
  );
}

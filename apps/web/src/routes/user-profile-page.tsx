import { Stack, Title } from '@mantine/core';
import { SignInRequired } from '../features/identity/components/sign-in-required';
import { PhotoUpload } from '../features/identity/components/photo-upload';
import { ProfileForm } from '../features/identity/components/profile-form';
import { useCurrentUser } from '../lib/session';
import { usePageTitle } from '../lib/use-page-title';
import { QueryErrorState } from '../ui/error-state';
import { PageContainer } from '../ui/page-container';
import { PageLoader } from '../ui/page-loader';

function Profile() {
  const me = useCurrentUser();
  if (me.isPending) return <PageLoader />;
  if (me.isError || !me.user) {
    return <QueryErrorState query={me} />;
  }
  const user = me.user;
  return (
    <Stack gap="xl">
      <PhotoUpload user={user} name={user.displayName || user.nickname || '我'} />
      {/* Keyed by user: another account signing in (other tab) starts from its own values. */}
      <ProfileForm key={user.id} user={user} />
    </Stack>
  );
}

/** `/user/profile`: the signed-in user edits their profile, photo and password. */
export default function UserProfilePage() {
  usePageTitle('個人資料');
  return (
    <PageContainer size="sm">
      <Title order={1} size="h2" mb="lg">
        個人資料
      </Title>
      <SignInRequired>
        <Profile />
      </SignInRequired>
    </PageContainer>
  );
}

import { Stack } from '@mantine/core';
import { PhotoUpload } from '../features/identity/components/photo-upload';
import { ProfileForm } from '../features/identity/components/profile-form';
import { useCurrentUser } from '../lib/session';
import { QueryErrorState } from '../ui/error-state';
import { PageLoader } from '../ui/page-loader';
import { SignedInPage } from './signed-in-page';

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
  return (
    <SignedInPage title="個人資料" size="sm">
      <Profile />
    </SignedInPage>
  );
}

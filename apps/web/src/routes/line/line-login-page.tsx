import { Alert, Button, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TUser } from '@haoyue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLoginDialog } from '../../features/identity/hooks/use-login-dialog';
import { useLinkLineCustomer } from '../../features/line/api/line';
import { NO_CHECKS } from '../../lib/form-checks';
import { ApiError } from '../../lib/http';
import { currentUserQueryOptions } from '../../lib/session';
import { useContractForm } from '../../lib/use-contract-form';
import { usePageTitle } from '../../lib/use-page-title';
import { PageContainer } from '../../ui/page-container';
import { useLineSession } from './line-session';

const GENDER_OPTIONS = [
  { value: 'FEMALE', label: '女' },
  { value: 'MALE', label: '男' },
  { value: 'OTHER', label: '其他' },
];

interface ExtraFields {
  displayName: string;
  contactEmail: string;
  gender: string | null;
  birthDate: string;
}

/**
 * `/line/{sellerId}/login`: a LINE user not linked at this seller signs in by phone (the same
 * dialog and steps as the site, carrying the LINE ID token), then the customer link is created
 * with the LINE profile (spec 4.8). When the seller requires profile fields the user has not
 * filled, they are asked here and the link is tried again.
 */
export default function LineLoginPage() {
  usePageTitle('連結 LINE 會員');
  const session = useLineSession();
  const { openLoginDialog } = useLoginDialog();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const link = useLinkLineCustomer(session.sellerId);
  const [user, setUser] = useState<TUser | null>(null);
  const [needsFields, setNeedsFields] = useState(false);
  // No rule of its own: the seller's required fields are the API's to name (E_PROFILE_INCOMPLETE).
  const form = useContractForm<ExtraFields>({
    initialValues: { displayName: '', contactEmail: '', gender: null, birthDate: '' },
    schema: NO_CHECKS,
  });
  const home = paths.line.getHref(session.sellerId, 'my-customer');

  if (session.isLinked === true && !link.isPending) return <Navigate to={home} replace />;

  async function linkWith(signedIn: TUser, extra?: ExtraFields) {
    const { liff, profile } = session;
    try {
      await link.mutateAsync({
        sellerId: session.sellerId,
        idToken: liff?.getIDToken() ?? undefined,
        lineAccessToken: liff?.getAccessToken() ?? undefined,
        displayName: extra?.displayName || signedIn.displayName || profile?.displayName,
        photoUrl: profile?.pictureUrl,
        phoneNumber: signedIn.phoneNumber,
        contactEmail: extra?.contactEmail || signedIn.contactEmail,
        gender: extra?.gender ?? signedIn.gender,
        birthDate: extra?.birthDate || signedIn.birthDate,
      });
      void navigate(home, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'E_PROFILE_INCOMPLETE') setNeedsFields(true);
    }
  }

  async function start() {
    const result = await openLoginDialog({ persistent: false });
    if (result !== 'ok') return;
    const signedIn = await queryClient.fetchQuery(currentUserQueryOptions());
    if (!signedIn) return;
    setUser(signedIn);
    form.setValues((f) => ({
      displayName: signedIn.displayName ?? session.profile?.displayName ?? f.displayName,
      contactEmail: signedIn.contactEmail ?? f.contactEmail,
      gender: signedIn.gender ?? f.gender,
      birthDate: signedIn.birthDate ?? f.birthDate,
    }));
    await linkWith(signedIn);
  }

  const error = link.error && !needsFields ? link.error.message : null;
  return (
    <PageContainer size="sm">
      <Stack gap="md" data-testid="line-login">
        <Title order={1} size="h2">
          連結 LINE 會員
        </Title>
        <Text>
          {session.profile ? `${session.profile.displayName}，` : ''}
          請以手機號碼登入好約，完成後您的 LINE 帳號會連結到這家店的會員資料，之後開啟即可直接使用。
        </Text>
        {error && (
          <Alert color="red" variant="light" data-testid="line-link-error">
            {error}
          </Alert>
        )}
        {needsFields && user ? (
          <Stack
            component="form"
            gap="sm"
            data-testid="line-profile-fields"
            onSubmit={(event) => {
              event.preventDefault();
              void linkWith(user, form.getValues());
            }}
          >
            <Alert color="gray" variant="light">
              {link.error?.message ?? '請填寫商家需要的會員資料。'}
            </Alert>
            <TextInput label="姓名" {...form.getInputProps('displayName')} />
            <TextInput label="聯絡信箱" type="email" {...form.getInputProps('contactEmail')} />
            <Select label="性別" data={GENDER_OPTIONS} {...form.getInputProps('gender')} />
            <TextInput label="生日" type="date" {...form.getInputProps('birthDate')} />
            <Button
              type="submit"

              loading={link.isPending}
              data-testid="line-link-submit"
            >
              完成連結
            </Button>
          </Stack>
        ) : (
          <Button
            onClick={() => void start()}
            loading={link.isPending}
            disabled={!session.liff}
            data-testid="line-phone-login"
          >
            以手機號碼登入並連結
          </Button>
        )}
      </Stack>
    </PageContainer>
  );
}

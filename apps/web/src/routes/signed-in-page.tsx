import { Title, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';
import { SignInRequired } from '../features/identity/components/sign-in-required';
import { usePageTitle } from '../lib/use-page-title';
import { PageContainer } from '../ui/page-container';

/** Props of {@link SignedInPage}. */
export interface SignedInPageProps {
  /** The page's heading, also its document title. */
  title: string;
  /** What signing in gives access to (the sign-in prompt's default otherwise). */
  description?: string;
  /** The container width; the standard one when omitted. */
  size?: MantineSize;
  children: ReactNode;
}

/** A signed-in customer's page (`/user/…`, `/orders/…`): heading, then content once signed in. */
export function SignedInPage({ title, description, size, children }: SignedInPageProps) {
  usePageTitle(title);
  return (
    // No size at all keeps the container's own default width.
    <PageContainer {...(size ? { size } : {})}>
      <Title order={1} size="h2" mb="lg">
        {title}
      </Title>
      <SignInRequired description={description}>{children}</SignInRequired>
    </PageContainer>
  );
}

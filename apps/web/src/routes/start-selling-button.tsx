import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { useLoginDialog } from '../features/identity/hooks/use-login-dialog';

/** Props of {@link StartSellingButton}. */
export type StartSellingButtonProps = ButtonProps & { label?: string; testId?: string };

/**
 * 免費開始: signs the visitor in (the login dialog, when signed out), then opens the seller
 * sign-up wizard, which sends someone whose shop is already set up on to the dashboard.
 */
export function StartSellingButton({
  label = '免費開始',
  testId = 'start-selling',
  ...props
}: StartSellingButtonProps) {
  const { openLoginDialog } = useLoginDialog();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      if ((await openLoginDialog()) === 'ok') await navigate(paths.dashboardGetStarted.getHref());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} loading={busy} onClick={() => void start()} data-testid={testId}>
      {label}
    </Button>
  );
}

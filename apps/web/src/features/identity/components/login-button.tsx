import { Button } from '@mantine/core';
import { useLoginDialog } from '../hooks/use-login-dialog';
import { loadLoginDialog } from './load-login-dialog';

const preload = () => void loadLoginDialog();

/**
 * The header's sign-in button for signed-out visitors; opens a dismissible login dialog that
 * welcomes a new account at the end.
 */
export function LoginButton() {
  const { openLoginDialog } = useLoginDialog();
  return (
    <Button
      variant="light"
      size="compact-md"
      radius="xl"
      data-testid="login-button"
      onPointerEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
      onClick={() => void openLoginDialog({ welcome: true })}
    >
      登入
    </Button>
  );
}

import { Alert } from '@mantine/core';
import { useSignIn } from '../api/sign-in';
import type { LoginEvent, LoginState } from '../lib/login-machine';

/** What every step of the login dialog receives. */
export interface StepProps {
  state: LoginState;
  dispatch: (event: LoginEvent) => void;
}

/** An error of the current step (an API message or a client check); nothing when empty. */
export function StepError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" p="xs" data-testid="login-error">
      {message}
    </Alert>
  );
}

/** The message of a failed mutation, for {@link StepError}. */
export function errorMessage(error: unknown): string | null {
  return error instanceof Error ? error.message : null;
}

/** Signs in with a verified phone; on success the dialog moves past the verification step. */
export function usePhoneSignIn(dispatch: StepProps['dispatch']) {
  return useSignIn({ onSuccess: () => dispatch({ type: 'phoneVerified' }) });
}

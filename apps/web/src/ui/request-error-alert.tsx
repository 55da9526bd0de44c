import { Alert, Button } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A failed request's message under the form that sent it, as a light red alert; nothing while
 * it has not failed.
 */
export function RequestErrorAlert({
  error,
  testId,
}: {
  error: { message: string } | null;
  testId?: string;
}) {
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {error.message}
    </Alert>
  );
}

/** A form's end: its request's failure (see {@link RequestErrorAlert}), then its submit button. */
export function RequestSubmit({
  request,
  testId,
  errorTestId,
  children,
}: {
  /** The request the form sends: its error and whether it runs. */
  request: { error: { message: string } | null; isPending: boolean };
  testId: string;
  errorTestId: string;
  /** The button's text. */
  children: ReactNode;
}) {
  return (
    <>
      <RequestErrorAlert error={request.error} testId={errorTestId} />
      <Button type="submit" loading={request.isPending} data-testid={testId}>
        {children}
      </Button>
    </>
  );
}

/**
 * The submit of a one-line form (a coupon code, a phone to invite, a group's name): it waits for
 * something typed and spins while the request runs.
 */
export function TypedSubmit({
  request,
  typed,
  testId,
  children,
}: {
  request: { isPending: boolean };
  /** What the form's one field holds; blank keeps the button disabled. */
  typed: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" loading={request.isPending} disabled={!typed.trim()} data-testid={testId}>
      {children}
    </Button>
  );
}

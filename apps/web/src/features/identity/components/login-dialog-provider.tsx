import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { getAuthToken } from '../../../lib/auth-token';
import { currentUserQueryOptions } from '../../../lib/session';
import { PageLoader } from '../../../ui/page-loader';
import {
  LoginDialogContext,
  type LoginDialogOptions,
  type LoginDialogResult,
} from '../hooks/use-login-dialog';
import classes from './login-dialog-provider.module.css';
import { loadLoginDialog } from './load-login-dialog';

const LoginDialog = lazy(loadLoginDialog);

interface DialogSession {
  /** A new id per opening remounts the dialog, so each starts fresh at the phone input. */
  id: number;
  persistent: boolean;
  /** The welcome step for a new account (the header's 登入). */
  welcome: boolean;
  opened: boolean;
}

/** Makes `openLoginDialog` available below it and renders the (lazily loaded) dialog. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<DialogSession | null>(null);
  const waiting = useRef<((result: LoginDialogResult) => void)[]>([]);

  const openLoginDialog = useCallback(
    async (options: LoginDialogOptions = {}): Promise<LoginDialogResult> => {
      // Already signed in: load the user and report success without showing anything.
      if (getAuthToken()) {
        const user = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null);
        if (user) return 'ok';
      }
      return new Promise<LoginDialogResult>((resolve) => {
        waiting.current.push(resolve);
        const persistent = Boolean(options.persistent);
        const welcome = Boolean(options.welcome);
        // A second request while open joins the first; persistence only ever tightens, and a
        // sign-in on the way to something (no welcome) wins over the header's.
        setSession((current) =>
          current?.opened
            ? {
                ...current,
                persistent: current.persistent || persistent,
                welcome: current.welcome && welcome,
              }
            : { id: (current?.id ?? 0) + 1, persistent, welcome, opened: true },
        );
      });
    },
    [queryClient],
  );

  const close = useCallback((result: LoginDialogResult) => {
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve(result);
    // Stays mounted closed so the exit transition can play.
    setSession((current) => current && { ...current, opened: false });
  }, []);

  return (
    <LoginDialogContext.Provider value={openLoginDialog}>
      {children}
      {session && (
        <Suspense
          fallback={
            session.opened ? (
              <div className={classes.fallback}>
                <PageLoader />
              </div>
            ) : null
          }
        >
          <LoginDialog
            key={session.id}
            opened={session.opened}
            persistent={session.persistent}
            welcome={session.welcome}
            onClose={close}
          />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

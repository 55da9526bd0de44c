import { createContext, useContext } from 'react';

/** How the login dialog ended: signed in (`ok`) or closed by the visitor. */
export type LoginDialogResult = 'ok' | 'dismissed';

/** Options of {@link OpenLoginDialog}. */
export interface LoginDialogOptions {
  /** No close button; Escape and clicks outside do not close it (until signed in). */
  persistent?: boolean;
  /**
   * The header's 登入: a new account ends on the welcome step. Elsewhere (booking, favourites,
   * the dashboard) the dialog closes as soon as the visitor is signed in.
   */
  welcome?: boolean;
}

/** Opens the login dialog; resolves when it closes. */
export type OpenLoginDialog = (options?: LoginDialogOptions) => Promise<LoginDialogResult>;

/** Provided by `LoginDialogProvider` in the main layout. */
export const LoginDialogContext = createContext<OpenLoginDialog | null>(null);

/** The login dialog of the surrounding layout. */
export function useLoginDialog(): { openLoginDialog: OpenLoginDialog } {
  const openLoginDialog = useContext(LoginDialogContext);
  if (!openLoginDialog) throw new Error('useLoginDialog needs a LoginDialogProvider above it');
  return { openLoginDialog };
}

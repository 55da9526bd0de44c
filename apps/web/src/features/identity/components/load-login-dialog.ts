/**
 * The dialog's chunk (Mantine Modal, inputs, every step) loads only when it is about to be
 * used, so pages that merely show a sign-in button do not pay for it.
 */
export const loadLoginDialog = () => import('./login-dialog');

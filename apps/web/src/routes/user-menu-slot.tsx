/**
 * Where the sign-in button / account menu will go in the header. Identity is not built yet and
 * the brief forbids buttons that lead nowhere, so this renders nothing for now.
 */
export function UserMenuSlot() {
  return null;
}

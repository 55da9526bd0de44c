/**
 * Role tables (seller-roles.ts, admin/roles.ts): each permission lists the roles that hold it.
 * zod-free, so the web imports it into its pages.
 */

/** Whether `role` holds `permission` in `table`. */
export function holds<R extends string, P extends string>(
  table: Record<P, readonly R[]>,
  role: R,
  permission: P,
): boolean {
  return table[permission].includes(role);
}

/** The permissions `role` holds in `table`, in the table's order. */
export function heldBy<R extends string, P extends string>(
  table: Record<P, readonly R[]>,
  role: R,
): P[] {
  return (Object.keys(table) as P[]).filter((permission) => holds(table, role, permission));
}

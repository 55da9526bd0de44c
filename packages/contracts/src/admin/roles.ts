/**
 * Platform administrators' roles and what each may do, like the seller roles (seller-roles.ts)
 * but for the team that runs the marketplace. zod-free, so the admin pages import it. A seller
 * role never implies an admin one: admins are rows of their own (`platform_admins`).
 */
import { valuesOf } from '../labelled-values';
import { heldBy, holds } from '../role-tables';

export const ADMIN_ROLE_LABELS = { SUPER: '超級管理員', OPERATIONS: '營運', SUPPORT: '客服' };
export const ADMIN_ROLES = valuesOf(ADMIN_ROLE_LABELS);
export type TAdminRole = (typeof ADMIN_ROLES)[number];

/**
 * What each role may do. SUPER: everything, and manages the admins. OPERATIONS: shops and their
 * review, industries, push messages, sellers' LINE channels and payment applications, the
 * background jobs (reading them, retrying a failed item). SUPPORT: users (read-mostly:
 * suspending an account and signing it out are its writes) and the support chat. Every admin reads users, sellers and shops.
 */
export const ADMIN_PERMISSIONS = {
  'admin.read': ['SUPER', 'OPERATIONS', 'SUPPORT'],
  'admins.manage': ['SUPER'],
  'audit.read': ['SUPER', 'OPERATIONS', 'SUPPORT'],
  'users.read': ['SUPER', 'OPERATIONS', 'SUPPORT'],
  /** Suspending and restoring an account, signing it out everywhere. */
  'users.manage': ['SUPER', 'SUPPORT'],
  'sellers.read': ['SUPER', 'OPERATIONS', 'SUPPORT'],
  'shops.read': ['SUPER', 'OPERATIONS', 'SUPPORT'],
  /** Approving, rejecting and suspending shops. */
  'shops.review': ['SUPER', 'OPERATIONS'],
  'industries.manage': ['SUPER', 'OPERATIONS'],
  'push.send': ['SUPER', 'OPERATIONS'],
  /** Sellers' connected LINE channels: disabling and enabling one. */
  'line.channels': ['SUPER', 'OPERATIONS'],
  /** Sellers' LINE Pay applications: approving and rejecting them. */
  'payments.applications': ['SUPER', 'OPERATIONS'],
  /** Sellers' licences and system orders: refunding a charge, extending or granting a period. */
  'billing.manage': ['SUPER', 'OPERATIONS'],
  /** The support chat: reading conversations, replying, assigning, tagging, closing. */
  'chat.reply': ['SUPER', 'SUPPORT'],
  /** The support chat's tags, canned replies, business hours and away message. */
  'chat.settings': ['SUPER', 'SUPPORT'],
  /** Background work: the scheduled jobs and the work queues, their errors. */
  'jobs.read': ['SUPER', 'OPERATIONS'],
  /** Queuing a failed work item again. */
  'jobs.retry': ['SUPER', 'OPERATIONS'],
} as const satisfies Record<string, readonly TAdminRole[]>;
export type TAdminPermission = keyof typeof ADMIN_PERMISSIONS;

export function adminCan(role: TAdminRole, permission: TAdminPermission): boolean {
  return holds<TAdminRole, TAdminPermission>(ADMIN_PERMISSIONS, role, permission);
}

/** Every permission a role holds, in the table's order (the admin area's navigation reads it). */
export function adminPermissionsOf(role: TAdminRole): TAdminPermission[] {
  return heldBy<TAdminRole, TAdminPermission>(ADMIN_PERMISSIONS, role);
}

/** An admin session ends after this long without an admin call (the customer token lives on). */
export const ADMIN_IDLE_MINUTES = 30;

const ROLE_NAMES: Record<TAdminRole, string> = {
  SUPER: 'super admins',
  OPERATIONS: 'operations',
  SUPPORT: 'support',
};

/** The opening of an admin call's description: `Admins: super admins, operations (shops.review).` */
export function adminsWho(permission: TAdminPermission): string {
  const holders = ADMIN_PERMISSIONS[permission].map((role) => ROLE_NAMES[role]).join(', ');
  return `Admins: ${holders} (${permission}).`;
}

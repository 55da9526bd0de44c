import { defineCalls } from '../call';
import { codes } from '../call-errors';
import {
  ZAdminMembersResponse,
  ZAdminMemberResponse,
  ZAdminMeResponse,
  ZAuditQuery,
  ZAuditResponse,
  ZSetAdminRoleRequest,
  ZUserIdParams,
} from './schemas';
import { adminsWho } from './roles';

/** Every admin call: not signed in or the admin session idled out (401), not an admin of that role (403). */
export const ADMIN_READ_ERRORS = codes(
  'E_UNAUTHORIZED_ACCESS',
  'E_ADMIN_SESSION_EXPIRED',
  'E_FORBIDDEN',
);
/** An admin write: also the XSRF echo of cookie sign-in (403). */
export const ADMIN_WRITE_ERRORS = codes(...ADMIN_READ_ERRORS, 'E_XSRF');

/** The admin area itself: who is signed in, the admins, and the audit log. */
export const adminCalls = defineCalls('admin', {
  getMe: {
    method: 'GET',
    path: '/v1/admin/me',
    summary: 'The signed-in administrator: role and permissions',
    description: `${adminsWho('admin.read')} Anyone else signed in gets 403: the admin area shows that the account has no admin role.`,
    response: ZAdminMeResponse,
    errors: ADMIN_READ_ERRORS,
  },
  listAdmins: {
    method: 'GET',
    path: '/v1/admin/admins',
    summary: 'The platform administrators and their roles',
    description: adminsWho('admins.manage'),
    response: ZAdminMembersResponse,
    errors: ADMIN_READ_ERRORS,
  },
  setAdminRole: {
    method: 'PUT',
    path: '/v1/admin/users/{userId}/admin-role',
    summary: "Grant, change or remove a user's admin role (audited with the reason)",
    description: `${adminsWho('admins.manage')} \`role: null\` removes it. An admin never changes their own role: 409 E_ADMIN_SELF.`,
    params: ZUserIdParams,
    body: ZSetAdminRoleRequest,
    response: ZAdminMemberResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_ADMIN_SELF'],
  },
  listAudit: {
    method: 'GET',
    path: '/v1/admin/audit',
    summary: "Admins' writes, newest first, filtered by admin, target and dates",
    description: `${adminsWho('audit.read')} Rows are never changed or deleted.`,
    query: ZAuditQuery,
    response: ZAuditResponse,
    errors: ADMIN_READ_ERRORS,
  },
});

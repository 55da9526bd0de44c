import { defineCalls } from '../call';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';
import { ZAdminReasonRequest, ZUserIdParams } from './schemas';
import {
  ZAdminSellerResponse,
  ZAdminSellersQuery,
  ZAdminSellersResponse,
  ZAdminSignOutResponse,
  ZAdminUserResponse,
  ZAdminUserRowResponse,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZAdminSellerIdParams,
} from './user-schemas';

/** The platform's users: find one, see everything about them, suspend or sign them out. */
export const adminUserCalls = defineCalls('admin users', {
  listUsers: {
    method: 'GET',
    path: '/v1/admin/users',
    summary: 'Users, searched by phone (any format), name or id, paged on the server',
    description: adminsWho('users.read'),
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
    errors: ADMIN_READ_ERRORS,
  },
  getUser: {
    method: 'GET',
    path: '/v1/admin/users/{userId}',
    summary: "A user's profile, sellers, customer records, latest orders and sign-ins",
    description: adminsWho('users.read'),
    params: ZUserIdParams,
    response: ZAdminUserResponse,
    errors: [...ADMIN_READ_ERRORS, 'E_NOT_FOUND'],
  },
  disableUser: {
    method: 'POST',
    path: '/v1/admin/users/{userId}:disable',
    summary: 'Suspend an account: sign-in is refused and every token stops at once (audited)',
    description: `${adminsWho('users.manage')} Never yourself (409 E_ADMIN_SELF); a super admin only by a super admin (403). Disabling a disabled account changes nothing.`,
    params: ZUserIdParams,
    body: ZAdminReasonRequest,
    response: ZAdminUserRowResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_ADMIN_SELF'],
  },
  enableUser: {
    method: 'POST',
    path: '/v1/admin/users/{userId}:enable',
    summary: 'Restore a suspended account: the user may sign in again (audited)',
    description: adminsWho('users.manage'),
    params: ZUserIdParams,
    body: ZAdminReasonRequest,
    response: ZAdminUserRowResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
  signOutUser: {
    method: 'POST',
    path: '/v1/admin/users/{userId}:sign-out',
    summary: 'Revoke every token of a user: signed out on every device (audited)',
    description: `${adminsWho('users.manage')} A super admin only by a super admin (403).`,
    params: ZUserIdParams,
    body: ZAdminReasonRequest,
    response: ZAdminSignOutResponse,
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND'],
  },
});

/** The platform's sellers: who owns them, their members and shops. */
export const adminSellerCalls = defineCalls('admin sellers', {
  listSellers: {
    method: 'GET',
    path: '/v1/admin/sellers',
    summary: 'Sellers with owner, member and shop counts, searched and paged on the server',
    description: adminsWho('sellers.read'),
    query: ZAdminSellersQuery,
    response: ZAdminSellersResponse,
    errors: ADMIN_READ_ERRORS,
  },
  getSeller: {
    method: 'GET',
    path: '/v1/admin/sellers/{sellerId}',
    summary: 'A seller with its shops and members',
    description: adminsWho('sellers.read'),
    params: ZAdminSellerIdParams,
    response: ZAdminSellerResponse,
    errors: [...ADMIN_READ_ERRORS, 'E_NOT_FOUND'],
  },
});

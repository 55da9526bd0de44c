import { adminSellerCalls, adminUserCalls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import type { Db } from '../../db/client';
import { getSellerDetail, listSellers } from './sellers.service';
import { setUserDisabled, signOutUser } from './user-actions.service';
import { getUserDetail, listUsers } from './users.service';

/** The admin pages of users and sellers: find, read, and suspend or sign out a user. */
export const adminUserRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const routes = routesOn(app);
  const READ_USERS = { access: { admin: 'users.read' } } as const;
  const MANAGE_USERS = { access: { admin: 'users.manage' } } as const;
  const READ_SELLERS = { access: { admin: 'sellers.read' } } as const;
  routes.reply(adminUserCalls.listUsers, READ_USERS, (req) => listUsers(db, req.query));
  routes.data(adminUserCalls.getUser, READ_USERS, (req) => getUserDetail(db, req.params.userId));
  routes.data(adminUserCalls.disableUser, MANAGE_USERS, (req) =>
    setUserDisabled(db, {
      actor: req.admin!,
      userId: req.params.userId,
      disabled: true,
      reason: req.body.reason,
    }),
  );
  routes.data(adminUserCalls.enableUser, MANAGE_USERS, (req) =>
    setUserDisabled(db, {
      actor: req.admin!,
      userId: req.params.userId,
      disabled: false,
      reason: req.body.reason,
    }),
  );
  routes.data(adminUserCalls.signOutUser, MANAGE_USERS, (req) =>
    signOutUser(db, { actor: req.admin!, userId: req.params.userId, reason: req.body.reason }),
  );
  routes.reply(adminSellerCalls.listSellers, READ_SELLERS, (req) => listSellers(db, req.query));
  routes.data(adminSellerCalls.getSeller, READ_SELLERS, (req) =>
    getSellerDetail(db, req.params.sellerId),
  );
};

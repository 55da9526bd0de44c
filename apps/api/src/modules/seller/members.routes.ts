import { sellerMemberCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { routesOn } from '../../http/call-routes';
import { validatePhoneNumber } from '../identity';
import { inviteMember, listMembers, removeMember, updateMemberRole } from './members.service';
import type { SellerRouteOptions } from './options';

/** Only the owner changes who works for the seller. */
const MANAGE = { access: { seller: 'members.manage' } } as const;

/** Who works for the seller: every member reads the list; only the owner changes it. */
export const sellerMemberRoutes: FastifyPluginAsync<SellerRouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const routes = routesOn(app);
  routes.data(calls.listMembers, { access: { seller: 'seller.read' } }, (req) =>
    listMembers(db, req.params),
  );
  routes.data(calls.inviteMember, MANAGE, (req) =>
    inviteMember(db, {
      sellerId: req.params.sellerId,
      phoneE164: validatePhoneNumber(req.body.phoneNumber).e164,
      role: req.body.role,
    }),
  );
  routes.data(calls.updateMemberRole, MANAGE, (req) =>
    updateMemberRole(db, { ...req.params, role: req.body.role }),
  );
  routes.empty(calls.removeMember, MANAGE, (req) => removeMember(db, req.params));
};

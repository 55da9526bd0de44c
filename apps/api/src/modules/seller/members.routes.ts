import { sellerMemberCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import { validatePhoneNumber } from '../identity';
import { inviteMember, listMembers, removeMember, updateMemberRole } from './members.service';
import type { SellerRouteOptions } from './options';

/** Only the owner changes who works for the seller. */
const MANAGE = { access: { seller: 'members.manage' } } as const;

/** Who works for the seller: every member reads the list; only the owner changes it. */
export const sellerMemberRoutes: FastifyPluginAsync<SellerRouteOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  route(app, {
    call: calls.listMembers,
    settings: { access: { seller: 'seller.read' } },
    handler: async (req) => ({
      data: await listMembers(db, req.params),
    }),
  });
  route(app, {
    call: calls.inviteMember,
    settings: MANAGE,
    handler: async (req) => ({
      data: await inviteMember(db, {
        sellerId: req.params.sellerId,
        phoneE164: validatePhoneNumber(req.body.phoneNumber).e164,
        role: req.body.role,
      }),
    }),
  });
  route(app, {
    call: calls.updateMemberRole,
    settings: MANAGE,
    handler: async (req) => ({
      data: await updateMemberRole(db, { ...req.params, role: req.body.role }),
    }),
  });
  route(app, {
    call: calls.removeMember,
    settings: MANAGE,
    handler: async (req) => {
      await removeMember(db, req.params);
    },
  });
};

import {
  ZInviteMemberRequest,
  ZMemberParams,
  ZMemberResponse,
  ZMembersResponse,
  ZSellerParams,
  ZUpdateMemberRequest,
} from '@haoyue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { validatePhoneNumber } from '../identity';
import type { SellerPluginOptions } from './catalogue.routes';
import { inviteMember, listMembers, removeMember, updateMemberRole } from './members.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['seller'];
const OWNER_ONLY = 'Owner only (members.manage).';

/** Who works for the seller: every member reads the list; only the owner changes it. */
export const sellerMemberRoutes: FastifyPluginAsyncZod<SellerPluginOptions> = async (
  app,
  { ctx, requireSeller },
) => {
  const { db } = ctx;

  app.get(
    '/sellers/:sellerId/members',
    {
      onRequest: requireSeller('seller.read'),
      schema: {
        tags,
        summary: "The seller's members: owner first, then managers, then staff",
        description: 'Every member (owner, manager, staff) reads.',
        params: ZSellerParams,
        response: { 200: ZMembersResponse, ...errors },
      },
    },
    async (req) => ({ data: await listMembers(db, req.params.sellerId) }),
  );

  app.post(
    '/sellers/:sellerId/members',
    {
      onRequest: requireSeller('members.manage'),
      schema: {
        tags,
        summary: 'Add a manager or staff member by phone number',
        description: `${OWNER_ONLY} Someone not signed up yet gets an account with just this number; signing in by SMS with it later opens the seller's dashboard. 409 E_ALREADY_MEMBER if they are a member already.`,
        params: ZSellerParams,
        body: ZInviteMemberRequest,
        response: { 200: ZMemberResponse, ...errors },
      },
    },
    async (req) => {
      const phone = validatePhoneNumber(req.body.phoneNumber);
      return {
        data: await inviteMember(db, req.params.sellerId, {
          phoneE164: phone.e164,
          role: req.body.role,
        }),
      };
    },
  );

  app.patch(
    '/sellers/:sellerId/members/:memberId',
    {
      onRequest: requireSeller('members.manage'),
      schema: {
        tags,
        summary: "Change a member's role (MANAGER or STAFF)",
        description: `${OWNER_ONLY} The owner's role never changes: 409 E_OWNER_IMMUTABLE.`,
        params: ZMemberParams,
        body: ZUpdateMemberRequest,
        response: { 200: ZMemberResponse, ...errors },
      },
    },
    async (req) => ({
      data: await updateMemberRole(db, req.params.sellerId, req.params.memberId, req.body.role),
    }),
  );

  app.delete(
    '/sellers/:sellerId/members/:memberId',
    {
      onRequest: requireSeller('members.manage'),
      schema: {
        tags,
        summary: 'Remove a member (their access ends at once)',
        description: `${OWNER_ONLY} The owner cannot be removed: 409 E_OWNER_IMMUTABLE.`,
        params: ZMemberParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      await removeMember(db, req.params.sellerId, req.params.memberId);
      return reply.code(204).send(null);
    },
  );
};

import { lineDevCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import { notFound } from '../../lib/errors';
import type { LineContext } from './context';
import { loadLineSettings } from './settings';
import { setFriendship } from './webhook';

/**
 * Development and test only (never registered in production, loopback callers only): what the
 * fake LINE platform was sent, and real tokens for a LINE user (the web's LIFF mock uses them).
 */
export const lineDevRoutes: FastifyPluginAsync<{ ctx: LineContext }> = async (app, { ctx }) => {
  const LOOPBACK = { access: 'loopback' } as const;
  const fake = () => {
    if (!ctx.fake) throw notFound('LINE 測試平台未啟用（已設定 LINE_API_URL）');
    return ctx.fake;
  };

  route(app, {
    call: calls.listDevLineMessages,
    settings: LOOPBACK,
    handler: async (req) => ({
      data: fake()
        .pushes.filter((p) => !req.query.to || p.to === req.query.to)
        .map((p) => ({ ...p, at: p.at.toISOString() }))
        .reverse(),
    }),
  });
  route(app, {
    call: calls.mintDevLineTokens,
    settings: LOOPBACK,
    handler: async (req) => {
      const settings = await loadLineSettings(ctx.db, req.body.sellerId);
      if (!settings?.loginChannelId) throw notFound('此商家尚未設定 LINE 登入');
      const minted = await fake().mintTokens(settings.loginChannelId, {
        userId: req.body.userId,
        displayName: req.body.displayName,
        pictureUrl: req.body.pictureUrl,
        email: req.body.email,
      });
      if (req.body.follow)
        await setFriendship(ctx, {
          sellerId: req.body.sellerId,
          lineUserId: req.body.userId,
          isFriend: true,
        });
      return { data: { ...minted, expiresAt: minted.expiresAt.toISOString() } };
    },
  });
  route(app, {
    call: calls.setDevLineFriendship,
    settings: LOOPBACK,
    handler: async (req) => {
      if (!(await loadLineSettings(ctx.db, req.body.sellerId)))
        throw notFound('此商家尚未設定 LINE');
      await setFriendship(ctx, {
        sellerId: req.body.sellerId,
        lineUserId: req.body.lineUserId,
        isFriend: req.body.isFriend,
      });
      return { data: { isFriend: req.body.isFriend } };
    },
  });
};

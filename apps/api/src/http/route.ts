// The route options this file writes are declared by these plugins' type augmentations.
import type {} from '@fastify/swagger';
import type {} from '../lib/public-cache';
import {
  type CallBody,
  type CallContract,
  type CallParams,
  type CallQuery,
  type CallReply,
  ERROR_STATUS,
  ZErrorBody,
} from '@haoyue/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { encodeFor } from '../lib/content-encoding';
import type { Access } from './access';
import { securityOf } from './openapi';

/** The request a handler of the call receives: inputs already validated and typed. */
export type CallRequest<C extends CallContract> = FastifyRequest<{
  Params: CallParams<C>;
  Querystring: CallQuery<C>;
  Body: CallBody<C>;
}>;

/** Route options besides the contract: who may call it, and rarely more. */
export type RouteSettings = {
  access: Access;
  /** Same answer for every caller: kept a few seconds by the public micro-cache. */
  publicCache?: true;
  /** Overrides the app's JSON body limit (bytes). */
  bodyLimit?: number;
  /**
   * The handler's answer is built by a presenter to the contract's exact shape (a test parses
   * it with the contract): sent with plain JSON.stringify instead of the per-element zod
   * check, for large hot answers (start times: hundreds of slots). Errors are ours either way.
   */
  presented?: true;
};

/**
 * An answer its handler wrote as JSON text itself, to the contract's exact shape `T` (for a hot
 * answer whose parts come from the database as JSON: see the shop page), as a string or as its
 * UTF-8 bytes. Only a `presented` route may return one; it is sent as it is, its shape guaranteed
 * by the handler's tests.
 */
export class JsonText<T> {
  declare private readonly shape?: T;
  constructor(readonly text: string | Buffer) {}
}

/** Serialises an already-shaped answer as it is. */
const plainJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Compresses a presented answer in one synchronous call: @fastify/compress pipes every body
 * through a stream, whose overhead costs more than the compression itself on answers of a few
 * dozen KB.
 */
async function compressInPlace(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  // A JsonText's bytes arrive as a Buffer; the public cache's hook may have compressed already.
  const text = typeof payload === 'string' || Buffer.isBuffer(payload);
  if (!text || reply.hasHeader('content-encoding')) return payload;
  const { body, encoding } = encodeFor(req.headers['accept-encoding'], payload);
  reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return body;
}

/**
 * `/v1/orders/{id}` → `/v1/orders/:id`; a literal `:verb` becomes `::verb` for find-my-way. A
 * param right before a `:verb` (`/orders/{orderId}:cancel`) must be numeric: find-my-way needs
 * its pattern to tell where the param ends and the verb begins.
 */
export function toRouterPath(path: string): string {
  return path
    .replaceAll(':', '::')
    .replace(/\{([A-Za-z0-9_]+)\}(?=::)/g, ':$1(^\\d+)')
    .replace(/\{([A-Za-z0-9_]+)\}/g, ':$1');
}

export interface RouteInput<C extends CallContract> {
  call: C;
  settings: RouteSettings;
  handler: (
    req: CallRequest<C>,
    reply: FastifyReply,
  ) => Promise<CallReply<C> | JsonText<CallReply<C>>>;
}

/**
 * Registers the route of a call contract: method, path, input validation, response
 * serialisation and the OpenAPI entry all come from the contract, access from `settings`.
 * The path is the contract's full path; a plugin prefix (e.g. `/v1`) is taken off it.
 */
export function route<C extends CallContract>(
  app: FastifyInstance,
  { call, settings, handler }: RouteInput<C>,
): void {
  const full = toRouterPath(call.path);
  if (!full.startsWith(app.prefix)) {
    throw new Error(`${call.method} ${call.path} registered under prefix ${app.prefix}`);
  }
  const status = call.status ?? (call.response ? 200 : 204);
  const response: Record<number, unknown> = {};
  response[status] = call.response ?? z.null();
  for (const code of new Set(['E_VALIDATION' as const, ...call.errors])) {
    response[ERROR_STATUS[code]] = ZErrorBody;
  }
  const options: RouteOptions = {
    method: call.method,
    url: full.slice(app.prefix.length) || '/',
    config: { access: settings.access, publicCache: settings.publicCache },
    bodyLimit: settings.bodyLimit,
    ...(settings.presented
      ? { serializerCompiler: plainJson, compress: false, onSend: compressInPlace }
      : {}),
    schema: {
      operationId: call.operationId,
      tags: [...call.tags],
      summary: call.summary,
      description: describe(call, settings.access),
      security: securityOf(settings.access, call.method),
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response,
    },
    handler: async (req, reply) => {
      const body = await handler(req as CallRequest<C>, reply);
      if (status !== 200) reply.code(status);
      if (body instanceof JsonText) {
        if (!settings.presented)
          throw new Error(`${call.method} ${call.path}: JsonText needs presented`);
        // A string with a JSON content type goes to the onSend hooks as it is (no serialiser).
        return reply.type('application/json; charset=utf-8').send(body.text);
      }
      return status === 204 ? reply.send(null) : body;
    },
  };
  app.route(options);
}

/** The contract's description plus who may call and which codes it answers. */
function describe(call: CallContract, access: Access): string {
  const who =
    typeof access === 'string'
      ? access
      : 'seller' in access
        ? `seller member with ${access.seller}${access.shop ? ' (shop of the seller)' : ''}`
        : 'admin' in access
          ? `platform admin with ${access.admin}`
          : `webhook ${access.webhook}`;
  const codes = call.errors.length ? ` Errors: ${call.errors.join(', ')}.` : '';
  return `${call.description ? `${call.description} ` : ''}Access: ${who}.${codes}`;
}

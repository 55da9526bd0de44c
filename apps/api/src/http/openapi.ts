import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Access, WebhookName } from './access';
import { AUTH_COOKIE, XSRF_HEADER } from './cookies';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The request body of an upload call as the OpenAPI document shows it (never validated). */
const UPLOAD_BODY = {
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: 'JPG, PNG or WebP' } },
  required: ['file'],
};

/**
 * The OpenAPI transform: zod schemas become JSON schemas, and upload calls (`consumes`
 * multipart/form-data, read by the image pipeline rather than a body schema) get a documented
 * `multipart/form-data` body with its one `file` field, so the document says what they accept.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const out = jsonSchemaTransform(input);
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes;
  if (!consumes?.includes('multipart/form-data')) return out;
  return { ...out, schema: { ...out.schema, body: UPLOAD_BODY } };
}

/** An OpenAPI security requirement: scheme names, each with its (empty) scope list. */
export type SecurityRequirement = Record<string, string[]>;

/** The scheme that proves each webhook's caller (a Record: a new webhook must name one). */
const WEBHOOK_SCHEMES: Record<WebhookName, keyof typeof SECURITY_SCHEMES> = {
  'phone-calls': 'phoneCallSecret',
  line: 'lineSignature',
  'google-reserve': 'googleBasic',
};

/**
 * How callers prove who they are (`components.securitySchemes`), as the access hook checks them
 * (http/access.ts): a signed-in caller sends its token as a bearer header or, in the browser, in
 * the Authorization cookie, whose writes also echo the XSRF token in a header.
 */
export const SECURITY_SCHEMES = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The token from sign-in, as `Authorization: Bearer <token>`.',
  },
  cookie: {
    type: 'apiKey',
    in: 'cookie',
    name: AUTH_COOKIE,
    description: 'The browser session: the same token in the cookie set at sign-in.',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description:
      'With the session cookie, every write (not GET/HEAD/OPTIONS) echoes the XSRF-TOKEN cookie in this header (double submit).',
  },
  phoneCallSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Webhook-Secret',
    description: "The telephony service's shared secret (CALL_IN_WEBHOOK_SECRET).",
  },
  lineSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Line-Signature',
    description: "Base64 HMAC-SHA256 of the raw body with the seller's LINE channel secret.",
  },
  googleBasic: {
    type: 'http',
    scheme: 'basic',
    description:
      "Reserve with Google's booking server calls (/rwg/v3/*): a pair of GOOGLE_BOOKING_SERVER_CREDENTIALS.",
  },
} as const;

/** Methods the cookie session may call without the XSRF header (access.ts SAFE_METHODS). */
const XSRF_FREE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The operation's `security` from its access declaration: none for public and loopback routes
 * (loopback is reachable only from this machine, with no credential), the session for signed-in
 * kinds (optional for `public-or-user`: `{}` means "or nothing"), the platform's scheme for a
 * webhook.
 */
export function securityOf(access: Access, method: string): SecurityRequirement[] {
  if (access === 'public' || access === 'loopback') return [];
  if (typeof access === 'object' && 'webhook' in access) {
    return [{ [WEBHOOK_SCHEMES[access.webhook]]: [] }];
  }
  const session: SecurityRequirement[] = [
    { bearer: [] },
    XSRF_FREE.has(method.toUpperCase()) ? { cookie: [] } : { cookie: [], xsrf: [] },
  ];
  return access === 'public-or-user' ? [{}, ...session] : session;
}

/** The OpenAPI document of every route (from the contracts) and its viewer at `/v1/docs`. */
export async function registerOpenApi(app: FastifyInstance, publicBaseUrl: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '好約 API',
        description:
          'Booking and membership API for service shops. Success: `{ data }` (lists add `meta`); errors: `{ error: { code, message } }`. ' +
          'Input rules (docs/decisions/009-input-rules.md): text refuses control characters and lone surrogates (single-line fields refuse line breaks and tabs too; multi-line fields keep line breaks and drop other control characters); instants and dates lie in the years 2000–2100; ids are JSON integers in bodies and plain digits in paths and queries.',
        version: '1.0.0',
      },
      servers: [{ url: publicBaseUrl }],
      // Each operation states its own `security` from its route's access (http/route.ts).
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: openApiTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/v1/docs' });
}

import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

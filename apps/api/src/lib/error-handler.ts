import { ERROR_CODES } from '@haoyue/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const CONTEXT_LABELS: Record<string, string> = {
  querystring: '查詢參數',
  body: '欄位',
  params: '路徑參數',
  headers: '標頭',
};

type ZodIssueLike = { instancePath: string; message?: string; params?: { keys?: string[] } };

/** Names the field at fault: the issue's path, or the first unknown key for strict objects. */
function fieldOf(issue: ZodIssueLike): string {
  const fromPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  return issue.params?.keys?.[0] ?? '';
}

/**
 * One error shape for the whole API. Client errors keep their message; server errors are
 * logged with detail and answered with a generic message so internals never leak.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0] as ZodIssueLike;
      const field = fieldOf(issue);
      const where = CONTEXT_LABELS[err.validationContext ?? ''] ?? '參數';
      return reply.code(400).send({
        error: {
          code: ERROR_CODES.VALIDATION,
          message: `${where}「${field}」不正確：${issue.message ?? '格式錯誤'}`,
          field,
        },
      });
    }
    if (err instanceof AppError) {
      if ('retryAfterSeconds' in err && typeof err.retryAfterSeconds === 'number') {
        reply.header('retry-after', String(err.retryAfterSeconds));
      }
      return reply.code(err.statusCode).send({
        error: { code: err.code, message: err.message, ...(err.field ? { field: err.field } : {}) },
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large.
      return reply.code(status).send({
        error: {
          code: status === 404 ? ERROR_CODES.NOT_FOUND : ERROR_CODES.VALIDATION,
          message: err.message,
        },
      });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({
      error: { code: ERROR_CODES.INTERNAL, message: '系統發生錯誤，請稍後再試' },
    });
  });
}

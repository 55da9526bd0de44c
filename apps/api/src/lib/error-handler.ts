import { ERROR_CODES, ERROR_STATUS, type TErrorBody, type TErrorCode } from '@haoyue/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors';

const CONTEXT_LABELS: Record<string, string> = {
  querystring: '查詢參數',
  body: '欄位',
  params: '路徑參數',
  headers: '標頭',
};

type ZodIssueLike = {
  instancePath: string;
  keyword?: string;
  message?: string;
  params?: { keys?: string[] };
};

/** A field name we may repeat in an answer: what our contracts name, nothing a client made up. */
const FIELD_NAME = /^[A-Za-z0-9_.-]{1,100}$/;

/** Names the field at fault: the issue's path, or the first unknown key for strict objects. */
function fieldOf(issue: ZodIssueLike): string {
  const fromPath = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = fromPath || (issue.params?.keys?.[0] ?? '');
  return FIELD_NAME.test(field) ? field : '';
}

/**
 * Refusals by Fastify and its plugins before our code runs (docs/decisions/009-input-rules.md):
 * their code, the one of ours they become and a zh-TW message that repeats nothing of the input.
 */
const REFUSALS: Record<string, [TErrorCode, string]> = {
  FST_ERR_BAD_URL: [ERROR_CODES.VALIDATION, '網址格式不正確'],
  FST_ERR_MAX_PARAM_LENGTH: [ERROR_CODES.VALIDATION, '網址中的參數過長'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [ERROR_CODES.VALIDATION, '不支援這種內容格式，請以 JSON 傳送'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [ERROR_CODES.VALIDATION, '請求內容不可為空白'],
  FST_ERR_CTP_INVALID_JSON_BODY: [ERROR_CODES.VALIDATION, '請求內容不是有效的 JSON'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [ERROR_CODES.VALIDATION, '請求內容的長度不符'],
  FST_ERR_CTP_BODY_TOO_LARGE: [ERROR_CODES.BODY_TOO_LARGE, '請求內容過大'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [ERROR_CODES.VALIDATION, '請以 multipart/form-data 上傳'],
  FST_PROTO_VIOLATION: [ERROR_CODES.VALIDATION, '上傳內容的欄位名稱不正確'],
};

/**
 * Our answer to a client error raised outside our code (Fastify, a plugin), or null for a
 * server error. The status is always the one the contracts' table gives the code.
 */
export function refusalOf(err: FastifyError): { status: number; body: TErrorBody } | null {
  const known = err.code ? REFUSALS[err.code] : undefined;
  const status = err.statusCode ?? 500;
  if (!known && (status < 400 || status >= 500)) return null;
  const [code, message] =
    known ??
    (status === 404
      ? [ERROR_CODES.NOT_FOUND, '找不到資料']
      : status === 413
        ? [ERROR_CODES.BODY_TOO_LARGE, '請求內容過大']
        : [ERROR_CODES.VALIDATION, '請求格式不正確']);
  return { status: ERROR_STATUS[code], body: { error: { code, message } } };
}

/** What a server error answers: nothing about its cause (that goes to the log). */
export const INTERNAL_ERROR_BODY: TErrorBody = {
  error: { code: ERROR_CODES.INTERNAL, message: '系統發生錯誤，請稍後再試' },
};

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
      // Zod names unknown keys in its message; a client's key is not ours to repeat.
      const detail =
        issue.keyword === 'unrecognized_keys' ? '不接受這個欄位' : (issue.message ?? '格式錯誤');
      return reply.code(400).send({
        error: {
          code: ERROR_CODES.VALIDATION,
          message: `${where}「${field}」不正確：${detail}`,
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
    const refusal = refusalOf(err);
    if (refusal) return reply.code(refusal.status).send(refusal.body);
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(INTERNAL_ERROR_BODY);
  });
}

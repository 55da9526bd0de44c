import { findTextFault } from '@haoyue/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Refuses text that breaks the rule for every field (control characters, lone surrogates; see
 * docs/decisions/009-input-rules.md) wherever it is left once the call's schema has shaped the
 * input: multi-line fields have been cleaned by their sanitizer by then, every other field
 * still holds what the client sent.
 */
function refuseBadText(value: unknown, ctx: z.RefinementCtx): void {
  const fault = findTextFault(value);
  if (fault) ctx.addIssue({ code: 'custom', path: fault.path, message: fault.message });
}

/**
 * The app's validator compiler: the call's own schema, then the text rule on its result, so no
 * route can forget it and nothing with a NUL reaches PostgreSQL. A fault answers like any
 * validation error (400 E_VALIDATION naming the field).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  zodValidatorCompiler({ ...route, schema: route.schema.superRefine(refuseBadText) });

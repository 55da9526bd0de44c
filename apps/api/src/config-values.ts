import { z } from 'zod';

/** An environment variable read as yes or no: true/false, 1/0, yes/no. */
export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

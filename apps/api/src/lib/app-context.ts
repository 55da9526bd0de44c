import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { SecretBox } from './secret-box';

/**
 * What a module talking to an outside service takes from the app: the database, the current
 * time (tests fix it), the log, the public URL its links and return pages start with, and the
 * box sealing the credentials it keeps.
 */
export type LinkedAppContext = {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
  secrets: SecretBox;
};

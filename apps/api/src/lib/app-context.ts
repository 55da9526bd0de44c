import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { SecretBox } from './secret-box';

/** What every module's services take from the app: the database, the current time, the log. */
export type AppBasics = { db: Db; clock: () => Date; log: FastifyBaseLogger };

/**
 * What a module talking to an outside service takes from the app: the basics, the public URL
 * its links and return pages start with, and the box sealing the credentials it keeps.
 */
export type LinkedAppContext = AppBasics & { publicBaseUrl: string; secrets: SecretBox };

import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import SftpClient from 'ssh2-sftp-client';
import { timedAdapterCall } from '../../lib/adapter-calls';
import { checkFeedFileName } from './local-uploader';
import type { FeedUploader } from './uploader';

export type SftpFeedSettings = {
  host: string;
  port: number;
  username: string;
  /** The private key registered with Google's Partner Portal (read at each connection). */
  privateKeyPath: string;
  /** The dropbox folder on the server ('.' = the login folder). */
  remoteDir: string;
  /** Seconds to wait for the connection (and its handshake). */
  readyTimeoutSeconds?: number;
  /** The server's host key SHA-256 (base64, as `ssh-keygen -l` prints it); unset: not pinned. */
  hostKeySha256?: string | undefined;
};

/**
 * Feeds uploaded to Google's SFTP dropbox (partnerupload.google.com:19321) with
 * ssh2-sftp-client: one connection per file, the file streamed from the generator. Each file
 * goes up under a temporary name and is renamed when complete, so Google never picks up half
 * a shard.
 */
export function sftpFeedUploader(settings: SftpFeedSettings): FeedUploader {
  const dir = settings.remoteDir.replace(/\/+$/, '') || '/';
  const remote = (name: string) => path.posix.join(dir, checkFeedFileName(name));
  return {
    location: `sftp://${settings.host}:${settings.port}/${dir.replace(/^\/+/, '')}`,
    async put(name, content) {
      await timedAdapterCall({ provider: 'google-feeds-sftp', operation: 'put' }, async () => {
        const client = new SftpClient('google-feeds');
        try {
          await client.connect({
            host: settings.host,
            port: settings.port,
            username: settings.username,
            privateKey: await fs.promises.readFile(settings.privateKeyPath),
            readyTimeout: (settings.readyTimeoutSeconds ?? 20) * 1000,
            retries: 1,
            ...(settings.hostKeySha256
              ? {
                  hostHash: 'sha256',
                  hostVerifier: (hash: string) =>
                    Buffer.from(hash, 'hex').toString('base64').replace(/=+$/, '') ===
                    settings.hostKeySha256!.replace(/^SHA256:/, '').replace(/=+$/, ''),
                }
              : {}),
          });
          const target = remote(name);
          const partial = `${target}.partial`;
          // The client can report a stream as uploaded when the server refused a write:
          // the size on the server must be what was sent.
          let sent = 0;
          const counter = new Transform({
            transform(chunk: Buffer | string, _encoding, done) {
              sent += Buffer.byteLength(chunk);
              done(null, chunk);
            },
          });
          content.on('error', (error) => counter.destroy(error));
          try {
            await client.put(content.pipe(counter), partial);
            const { size } = await client.stat(partial);
            if (size !== sent) {
              throw new Error(`upload of ${name} incomplete: ${size} of ${sent} bytes written`);
            }
          } catch (error) {
            // Half a shard is never left behind under any name.
            await client.delete(partial, true).catch(() => undefined);
            throw error;
          }
          // A file of that name from an earlier run is replaced.
          if (await client.exists(target)) await client.delete(target);
          await client.rename(partial, target);
        } finally {
          await client.end().catch(() => undefined);
          // The stream may be left unread if the connection failed: free the generator.
          if (!content.destroyed) content.destroy();
        }
      });
    },
  };
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import ssh2 from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onAdapterCall } from '../../lib/adapter-calls';
import { startFakeSftp } from './sftp-fake';
import { sftpFeedUploader } from './sftp-uploader';

// Each upload is an SSH connection and handshake of its own: seconds on a busy machine.
describe(
  'SFTP feed uploader (the real client against a loopback ssh2 server)',
  { timeout: 30_000 },
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-sftp-key-'));
    const keyPath = path.join(dir, 'id_ed25519');
    const otherKeyPath = path.join(dir, 'other');
    let fake: Awaited<ReturnType<typeof startFakeSftp>>;
    beforeAll(async () => {
      const key = ssh2.utils.generateKeyPairSync('ed25519');
      fs.writeFileSync(keyPath, key.private);
      fs.writeFileSync(otherKeyPath, ssh2.utils.generateKeyPairSync('ed25519').private);
      fake = await startFakeSftp({ username: 'feeds', publicKey: key.public });
    });
    afterAll(async () => {
      await fake.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });
    const settings = () => ({
      host: '127.0.0.1',
      port: fake.port,
      username: 'feeds',
      privateKeyPath: keyPath,
      remoteDir: '/dropbox',
      readyTimeoutSeconds: 5,
    });
    const chunks = (...parts: string[]) => Readable.from(parts);

    it('streams a file up under a temporary name, renames it, and replaces an older one', async () => {
      const calls: string[] = [];
      const stop = onAdapterCall((c) => calls.push(`${c.provider} ${c.operation} ${c.outcome}`));
      try {
        const uploader = sftpFeedUploader({ ...settings(), hostKeySha256: fake.hostKeySha256 });
        expect(uploader.location).toBe(`sftp://127.0.0.1:${fake.port}/dropbox`);
        await uploader.put(
          'merchants-1-0000.json',
          chunks('{"metadata":', '{}', ',"merchant":[]}'),
        );
        await uploader.put('merchants-1-0000.json', chunks('{"second":true}'));
        expect([...fake.state.files.keys()]).toEqual(['/dropbox/merchants-1-0000.json']);
        expect(fake.state.files.get('/dropbox/merchants-1-0000.json')!.toString()).toBe(
          '{"second":true}',
        );
        // A shard of many chunks arrives whole, in order.
        const parts = Array.from({ length: 500 }, (_, i) =>
          `${String(i).padStart(6, '0')}`.repeat(80),
        );
        await uploader.put('availability-1-0000.json', Readable.from(parts));
        expect(fake.state.files.get('/dropbox/availability-1-0000.json')!.toString()).toBe(
          parts.join(''),
        );
        expect(calls).toEqual([
          'google-feeds-sftp put ok',
          'google-feeds-sftp put ok',
          'google-feeds-sftp put ok',
        ]);
      } finally {
        stop();
      }
    });

    it('fails (and reports an error call) with a key the server does not know, a wrong host key or a refused write', async () => {
      const calls: string[] = [];
      const stop = onAdapterCall((c) => calls.push(`${c.provider} ${c.outcome}`));
      try {
        await expect(
          sftpFeedUploader({ ...settings(), privateKeyPath: otherKeyPath }).put(
            'a.json',
            chunks('{}'),
          ),
        ).rejects.toThrow();
        await expect(
          sftpFeedUploader({ ...settings(), hostKeySha256: 'AAAA' }).put('b.json', chunks('{}')),
        ).rejects.toThrow();
        fake.state.failWrites = true;
        await expect(sftpFeedUploader(settings()).put('c.json', chunks('{}'))).rejects.toThrow();
        fake.state.failWrites = false;
        expect(
          [...fake.state.files.keys()].filter((f) => !/merchants|availability/.test(f)),
        ).toEqual([]);
        expect(calls).toEqual([
          'google-feeds-sftp error',
          'google-feeds-sftp error',
          'google-feeds-sftp error',
        ]);
      } finally {
        stop();
      }
    });
  },
);

import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ssh2, { type ParsedKey, type SFTPWrapper } from 'ssh2';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

/**
 * A loopback SFTP server for tests (Google's dropbox stand-in), on ssh2's own Server: it takes
 * one user with one public key, keeps written files in memory, and answers the requests an
 * upload makes (open, write, close, stat, remove, rename, realpath). `failWrites` refuses
 * every write, as a full or closed dropbox would.
 */
export async function startFakeSftp(o: { username: string; publicKey: string | Buffer }) {
  const hostKey = utils.generateKeyPairSync('ed25519');
  const allowed = utils.parseKey(o.publicKey) as ParsedKey;
  const files = new Map<string, Buffer>();
  const state = { files, failWrites: false, logins: 0 };
  const clean = (p: string) => path.posix.resolve('/', p);

  const serve = (sftp: SFTPWrapper) => {
    const open = new Map<number, { name: string; chunks: { offset: number; data: Buffer }[] }>();
    let nextHandle = 0;
    const handleOf = (buf: Buffer) => (buf.length === 4 ? buf.readUInt32BE(0) : -1);
    sftp.on('OPEN', (reqId, filename, flags) => {
      if (!(flags & OPEN_MODE.WRITE)) return sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED);
      const handle = Buffer.alloc(4);
      handle.writeUInt32BE(nextHandle);
      open.set(nextHandle++, { name: clean(filename), chunks: [] });
      sftp.handle(reqId, handle);
    });
    // ssh2's WRITE event has four arguments.
    // eslint-disable-next-line @typescript-eslint/max-params
    sftp.on('WRITE', (reqId, handle, offset, data) => {
      const file = open.get(handleOf(handle));
      if (!file || state.failWrites) return sftp.status(reqId, STATUS_CODE.FAILURE);
      file.chunks.push({ offset, data: Buffer.from(data) });
      sftp.status(reqId, STATUS_CODE.OK);
    });
    sftp.on('CLOSE', (reqId, handle) => {
      const file = open.get(handleOf(handle));
      if (!file) return sftp.status(reqId, STATUS_CODE.FAILURE);
      open.delete(handleOf(handle));
      // Each write at its offset (writes may be answered out of order).
      const size = Math.max(0, ...file.chunks.map((c) => c.offset + c.data.length));
      const content = Buffer.alloc(size);
      for (const c of file.chunks) c.data.copy(content, c.offset);
      files.set(file.name, content);
      sftp.status(reqId, STATUS_CODE.OK);
    });
    const stat = (reqId: number, p: string) => {
      const name = clean(p);
      const file = files.get(name);
      if (name === '/')
        return sftp.attrs(reqId, { mode: 0o40755, uid: 0, gid: 0, size: 0, atime: 0, mtime: 0 });
      if (!file) return sftp.status(reqId, STATUS_CODE.NO_SUCH_FILE);
      sftp.attrs(reqId, { mode: 0o100644, uid: 0, gid: 0, size: file.length, atime: 0, mtime: 0 });
    };
    sftp.on('STAT', stat);
    sftp.on('LSTAT', stat);
    sftp.on('REMOVE', (reqId, p) => {
      sftp.status(reqId, files.delete(clean(p)) ? STATUS_CODE.OK : STATUS_CODE.NO_SUCH_FILE);
    });
    sftp.on('RENAME', (reqId, from, to) => {
      const file = files.get(clean(from));
      if (!file || files.has(clean(to))) return sftp.status(reqId, STATUS_CODE.FAILURE);
      files.delete(clean(from));
      files.set(clean(to), file);
      sftp.status(reqId, STATUS_CODE.OK);
    });
    sftp.on('REALPATH', (reqId, p) => {
      const name = clean(p);
      sftp.name(reqId, [{ filename: name, longname: name, attrs: {} as never }]);
    });
  };

  const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('authentication', (ctx) => {
      if (ctx.method !== 'publickey' || ctx.username !== o.username)
        return ctx.reject(['publickey']);
      const key = ctx.key;
      if (key.algo !== allowed.type || !key.data.equals(allowed.getPublicSSH()))
        return ctx.reject();
      // Without a signature the client only asks whether the key would do.
      if (ctx.signature && !allowed.verify(ctx.blob!, ctx.signature, ctx.hashAlgo))
        return ctx.reject();
      if (ctx.signature) state.logins += 1;
      ctx.accept();
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => serve(acceptSftp()));
      });
    });
    client.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** The server's host key as `ssh-keygen -l` prints it (base64 SHA-256, no padding). */
  const hostKeySha256 = crypto
    .createHash('sha256')
    .update((utils.parseKey(hostKey.public) as ParsedKey).getPublicSSH())
    .digest('base64')
    .replace(/=+$/, '');
  return {
    port,
    state,
    hostKeySha256,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

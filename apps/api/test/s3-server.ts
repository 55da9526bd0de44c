import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ListObjectsV2Command,
  S3Client,
  DeleteObjectCommand,
  GetObjectCommand,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed key pair (it checks signatures with it). */
const ACCESS_KEY = 'S3RVER';

/** A running s3rver on loopback with one empty bucket, and a client of it. */
export type TestS3Server = {
  /** The S3_* variables that point the app at the bucket. */
  env: Record<string, string>;
  bucket: string;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  /** An object's bytes; `null` when there is none. */
  bytes: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
  /** Requests the server has had so far, the app's and the tests' (`PUT /bucket/key`). */
  requests: () => string[];
  close: () => Promise<void>;
};

/**
 * Starts s3rver (an S3-compatible server from npm, files in a temporary folder) on a free
 * loopback port with the bucket `bucket`: the uploads' tests talk S3 to a real server, not to a
 * mock of our own.
 */
export async function startS3Server(bucket = 'haoyue-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'haoyue-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const requests: string[] = [];
  server.httpServer.on('request', (req: { method?: string; url?: string }) => {
    requests.push(`${req.method} ${req.url?.split('?')[0]}`);
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
  });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    bucket,
    client,
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    bytes: async (key) => {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    requests: () => [...requests],
    close: async () => {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

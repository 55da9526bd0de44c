import type { Readable } from 'node:stream';

/**
 * Where generated Reserve with Google feed files go (decision 027): Google's SFTP dropbox in
 * production, a local folder elsewhere. Each file is streamed, never held whole in memory.
 */
export interface FeedUploader {
  /** Where the files land, for operators: a folder, or `sftp://host:port/dir`. */
  readonly location: string;
  /** Writes (or replaces) the named file with the stream's bytes. */
  put(name: string, content: Readable): Promise<void>;
  /**
   * The file's text, when this uploader can read back what it wrote (the local folder, for the
   * development endpoint); null when it cannot or the file is not there.
   */
  read?(name: string): Promise<string | null>;
}

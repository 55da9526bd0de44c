import type { Config } from '../../config';
import { localFeedUploader } from './local-uploader';
import { sftpFeedUploader } from './sftp-uploader';
import type { FeedUploader } from './uploader';

/** The configured uploader: Google's SFTP dropbox, or the local folder. */
export function feedUploaderFromConfig(config: Config['googleFeeds']): FeedUploader {
  return config.uploader === 'sftp' ? sftpFeedUploader(config.sftp) : localFeedUploader(config.dir);
}

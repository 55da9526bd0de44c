export { checkFeedFileName, localFeedUploader } from './local-uploader';
export { type SftpFeedSettings, sftpFeedUploader } from './sftp-uploader';
export type { FeedUploader } from './uploader';
export { feedUploaderFromConfig } from './from-config';

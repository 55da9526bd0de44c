export {
  RETIRE_AFTER_MS,
  retireUnlessUsed,
  retireUpload,
  retireUploads,
  UNUSED_UPLOAD_GRACE_MS,
  type RetireUploadsContext,
  uploadJobs,
} from './retire-uploads';

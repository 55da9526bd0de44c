export {
  RETIRE_AFTER_MS,
  retireUploads,
  type RetireUploadsContext,
  uploadJobs,
} from './retire-uploads';

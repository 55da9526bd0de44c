export {
  DEFAULT_LEASE_MS,
  type JobDefinition,
  RETRY_BASE_MS,
  retryDelayMs,
} from './job-definition';
export { createJobRunner, type JobRunner, type JobRunnerOptions } from './job-runner';
export { type JobState, listJobStates } from './job-states';

/** Every queue the app uses. Work is found by name, so a name never changes once jobs exist under it. */
export const JOB_QUEUES = {
  mail: 'mail',
  /** Mail carrying a code (verification, reset): a queue of its own, worked apart, so codes never wait behind notices. */
  codeMail: 'code-mail',
  interactionWebhook: 'interaction-webhook',
  retention: 'retention',
  expiredCodes: 'expired-codes',
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

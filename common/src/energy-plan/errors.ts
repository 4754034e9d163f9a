import { PLAN_MESSAGES } from './constants.js';
import type { PlanIssue } from './types.js';

/** A plan that cannot be used. The message is 'Energy plan validation failed: ' and every issue as 'field: message'. */
export class PlanValidationError extends Error {
  readonly issues: readonly PlanIssue[];

  constructor(issues: readonly PlanIssue[]) {
    // '; ' rather than ', ' because number messages may quote a value that holds commas.
    super(`${PLAN_MESSAGES.validationFailed}: ${issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`);
    this.name = 'PlanValidationError';
    this.issues = issues;
  }
}

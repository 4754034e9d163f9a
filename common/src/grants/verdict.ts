/**
 * How likely a listed scheme is for this household and home: `likely` when every rule we can check
 * is met, `check` when something we do not know decides it, `unlikely` when a rule rules it out.
 */
export const GRANT_VERDICTS = ['likely', 'check', 'unlikely'] as const;
export type GrantVerdict = (typeof GRANT_VERDICTS)[number];

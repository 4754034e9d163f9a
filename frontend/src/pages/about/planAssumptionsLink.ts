/** The About page's 'How we calculate your plan' section, which the plan's 'Sources & Assumptions' footnote links to. */
export const PLAN_ASSUMPTIONS_ANCHOR = 'plan-assumptions';
export const PLAN_ASSUMPTIONS_PATH = `/about#${PLAN_ASSUMPTIONS_ANCHOR}`;

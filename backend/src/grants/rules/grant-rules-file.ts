import { readFileSync } from 'node:fs';
import type { Nation } from '@warmwise/common';
import { z } from 'zod';
import { resolveFromRoot } from '../../config/paths.js';
import { compileRule, heatPumpGrantSchema, ruleDataSchema } from './rule-data.js';
import { GRANT_TOPICS, type NationScheme, type SchemeFacts } from './scheme-facts.js';

/** Where the schemes' dated rules are kept: data, so a scheme is refreshed by editing it, not the code. */
const GRANT_RULES_FILE = resolveFromRoot('backend/data/grant-rules.json');

const NATIONS = ['England', 'Wales', 'Scotland', 'Northern Ireland'] as const satisfies readonly Nation[];
const text = z.string().trim().min(3);
const isoDate = z.iso.date();

const factsSchema = z.strictObject({
  id: text,
  amount: text,
  covers: z.array(z.enum(GRANT_TOPICS)).min(1),
  heatPumpGrant: heatPumpGrantSchema.optional(),
  amountIn: z.partialRecord(z.enum(NATIONS), text).optional(),
  source: z.strictObject({ title: text, url: z.url(), asOf: isoDate, grade: z.enum(['P', 'S', 'P/S']) }),
  endedOn: isoDate.nullable(),
  successor: text.optional(),
  rules: z.array(ruleDataSchema),
});

const fileSchema = z.strictObject({
  catalogue: z.array(factsSchema),
  nationSchemes: z.array(
    z.strictObject({
      nation: z.enum(NATIONS),
      scheme: z.strictObject({
        id: text,
        name: text,
        description: text,
        eligibility: z.array(z.literal('all')),
        provider: text,
        requirements: z.array(text),
        applicationProcess: text,
        website: z.url(),
        asOf: text.nullable(),
      }),
      facts: factsSchema,
    }),
  ),
});

const compiled = (facts: z.infer<typeof factsSchema>): SchemeFacts => ({ ...facts, rules: facts.rules.map(compileRule) });

/** The schemes' facts, checked when the server starts: a malformed file fails at boot with where it is wrong. */
export function readGrantRules(file: string = GRANT_RULES_FILE): { catalogue: SchemeFacts[]; nationSchemes: NationScheme[] } {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  return {
    catalogue: parsed.data.catalogue.map(compiled),
    nationSchemes: parsed.data.nationSchemes.map(({ nation, scheme, facts }) => ({ nation, scheme, facts: compiled(facts) })),
  };
}

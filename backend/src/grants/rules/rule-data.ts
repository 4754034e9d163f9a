import { BENEFITS, COUNCIL_TAX_BANDS, MEANS_TESTED_BENEFITS, TENURES, type Benefit, type EpcRating, type Nation } from '@warmwise/common';
import { z } from 'zod';
import { HOME_HEATING_KINDS } from './circumstances.js';
import { anyOf, councilTaxBands, decidedBy, decidedIn, epcBands, forTenures, healthCondition, incomeAtMost, openIn, pensionAge, receives, replacesFossilHeating, tenantsThroughLandlord } from './rule.js';
import type { Rule } from './rule.js';

const NATIONS = ['England', 'Wales', 'Scotland', 'Northern Ireland'] as const satisfies readonly Nation[];
const EPC_BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const satisfies readonly EpcRating[];
const text = z.string().trim().min(3);
const nation = z.enum(NATIONS);
/** 'means_tested' names the questionnaire's means-tested benefits, so a scheme's data need not repeat the list. */
const benefits = z.union([z.literal('means_tested'), z.array(z.enum(BENEFITS.filter((benefit) => benefit !== 'none') as [Benefit, ...Benefit[]]))]);

type RuleData =
  | { openIn: z.infer<typeof nation>[]; elsewhere?: Partial<Record<z.infer<typeof nation>, string>> }
  | { tenures: (typeof TENURES)[number][]; who: string; landlordAppliesFor?: string }
  | { epcBands: EpcRating[]; which: string }
  | { councilTaxBands: Partial<Record<z.infer<typeof nation>, (typeof COUNCIL_TAX_BANDS)[number][]>>; which: string }
  | { receives: z.infer<typeof benefits>; which: string }
  | { incomeAtMost: number; which: string; over?: 'unmet' | 'unknown' }
  | { replacesFossilHeating: string }
  | { decidedBy: string; in?: z.infer<typeof nation>[]; unlessReceives?: z.infer<typeof benefits>; otherwise?: string }
  | { pensionAge: string }
  | { healthCondition: string }
  | { anyOf: RuleData[]; which: string };

/**
 * One rule of a scheme as the data file writes it: each key names a rule of `rule.ts` and holds its
 * settings, so a scheme's rules change with its data, never its code.
 */
export const ruleDataSchema: z.ZodType<RuleData> = z.lazy(() =>
  z.union([
    z.strictObject({ openIn: z.array(nation).min(1), elsewhere: z.partialRecord(nation, text).optional() }),
    z.strictObject({ tenures: z.array(z.enum(TENURES)).min(1), who: text, landlordAppliesFor: text.optional() }),
    z.strictObject({ epcBands: z.array(z.enum(EPC_BANDS)).min(1), which: text }),
    z.strictObject({ councilTaxBands: z.partialRecord(nation, z.array(z.enum(COUNCIL_TAX_BANDS))), which: text }),
    z.strictObject({ receives: benefits, which: text }),
    z.strictObject({ incomeAtMost: z.number().positive(), which: text, over: z.enum(['unmet', 'unknown']).optional() }),
    z.strictObject({ replacesFossilHeating: text }),
    z.strictObject({ decidedBy: text, in: z.array(nation).optional(), unlessReceives: benefits.optional(), otherwise: text.optional() }),
    z.strictObject({ pensionAge: text }),
    z.strictObject({ healthCondition: text }),
    z.strictObject({ anyOf: z.array(ruleDataSchema).min(2), which: text }),
  ]),
);

const benefitList = (listed: z.infer<typeof benefits>): readonly Benefit[] => (listed === 'means_tested' ? MEANS_TESTED_BENEFITS : listed);

/** The rule a data row describes. */
export function compileRule(data: RuleData): Rule {
  if ('openIn' in data) return openIn(data.openIn, data.elsewhere);
  if ('tenures' in data) {
    const rule = forTenures(data.tenures, data.who);
    return data.landlordAppliesFor ? tenantsThroughLandlord(rule, data.landlordAppliesFor) : rule;
  }
  if ('epcBands' in data) return epcBands(data.epcBands, data.which);
  if ('councilTaxBands' in data) return councilTaxBands(data.councilTaxBands, data.which);
  if ('receives' in data) return receives(benefitList(data.receives), data.which);
  if ('incomeAtMost' in data) return incomeAtMost(data.incomeAtMost, data.which, data.over);
  if ('replacesFossilHeating' in data) return replacesFossilHeating(data.replacesFossilHeating);
  if ('decidedBy' in data) {
    if (!data.in && !data.unlessReceives) return decidedBy(data.decidedBy);
    return decidedIn(data.decidedBy, { nations: data.in, unless: data.unlessReceives && benefitList(data.unlessReceives), otherwise: data.otherwise ?? data.decidedBy });
  }
  if ('pensionAge' in data) return pensionAge(data.pensionAge);
  if ('healthCondition' in data) return healthCondition(data.healthCondition);
  return anyOf(data.which, ...data.anyOf.map(compileRule));
}

/** A grant towards a heat pump, raised from a date for some heating or for rural homes (the questionnaire's answer). */
export const heatPumpGrantSchema = z.strictObject({
  gbp: z.number().positive(),
  raised: z
    .array(
      z.strictObject({
        gbp: z.number().positive(),
        from: z.iso.date().optional(),
        heating: z.array(z.enum(HOME_HEATING_KINDS)).optional(),
        rural: z.literal(true).optional(),
        reason: text,
      }),
    )
    .default([]),
});
export type HeatPumpGrantData = z.infer<typeof heatPumpGrantSchema>;

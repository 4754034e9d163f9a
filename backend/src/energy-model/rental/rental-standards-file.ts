import { readFileSync } from 'node:fs';
import type { Nation } from '@warmwise/common';
import { z } from 'zod';
import { resolveFromRoot } from '../../config/paths.js';

/** Where the rented homes' standards are kept: dated data, so a new rule or date is an edit, not a release. */
const RENTAL_STANDARDS_FILE = resolveFromRoot('backend/data/rental-standards.json');

const NATIONS = ['England', 'Wales', 'Scotland', 'Northern Ireland'] as const satisfies readonly Nation[];
const text = z.string().trim().min(3);
const isoDate = z.iso.date();

const standardSchema = z.strictObject({
  nations: z.array(z.enum(NATIONS)).min(1),
  /** confirmed by government, a draft under consultation, or no standard at all. */
  status: z.enum(['confirmed', 'draft', 'none']),
  title: text,
  requiredBand: z.enum(['A', 'B', 'C', 'D', 'E']).nullable(),
  metric: text,
  newTenanciesFrom: isoDate.nullable(),
  allTenanciesFrom: isoDate.nullable(),
  costCapGbp: z.number().int().positive().nullable(),
  costCapNote: text.nullable(),
  /** Only the fabric counts (Scotland's Heat Retention Rating): heating and solar are not part of a route. */
  fabricOnly: z.boolean(),
  todayMinimum: text,
  exemptions: z.array(text),
  exemptionYears: z.number().int().positive().nullable(),
  register: text.nullable(),
  penalty: text.nullable(),
  source: z.strictObject({ title: text, url: z.url(), asOf: isoDate, grade: z.enum(['primary', 'secondary', 'estimate']) }),
});

const fileSchema = z.strictObject({
  standards: z.array(standardSchema).min(1),
  /** The schemes a landlord can use towards the standard, each with who applies and how. */
  landlordGrants: z.array(z.strictObject({ schemeId: text, who: text })),
  newCertificate: z.strictObject({
    costMinGbp: z.number().int().positive(),
    costMaxGbp: z.number().int().positive(),
    validYears: z.number().int().positive(),
    /** The day RdSAP 10 replaced the earlier method: a certificate lodged before it was rated another way. */
    methodChangedOn: isoDate,
    methodNote: text,
    source: text,
  }),
});

export type RentalStandardRule = z.infer<typeof standardSchema>;
export type RentalStandardsData = z.infer<typeof fileSchema>;

/** The file's rules, checked when the server starts: a malformed file fails at boot with where it is wrong. */
function readRentalStandards(file: string = RENTAL_STANDARDS_FILE): RentalStandardsData {
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  }
  const nations = parsed.data.standards.flatMap((standard) => standard.nations);
  const twice = nations.find((nation, index) => nations.indexOf(nation) !== index);
  if (twice) throw new Error(`${file}: ${twice} has more than one standard`);
  return parsed.data;
}

export const RENTAL_STANDARDS = readRentalStandards();

/** The standard for private lets in a nation; null where the file has none for it. */
export const standardIn = (nation: Nation): RentalStandardRule | null =>
  RENTAL_STANDARDS.standards.find((standard) => standard.nations.includes(nation)) ?? null;

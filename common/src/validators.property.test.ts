import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email.js';
import { BENEFITS, checkHouseholdData, COUNCIL_TAX_BANDS, HOUSEHOLD_MEMBER_GROUPS, INCOME_BANDS, MAX_MEMBERS_PER_GROUP } from './grants/index.js';
import {
  checkPropertyInput,
  EPC_RATINGS,
  HEATING_SYSTEMS,
  PRIORITIES,
  PROPERTY_TYPES,
  TENURES,
  YEAR_BUILT_BANDS,
} from './home-profile/index.js';
import { checkPostcode, normalisePostcode, POSTCODE_MESSAGES } from './postcode.js';

/** A thousand generated cases take a few seconds on a busy machine: more than jest's default 5 s. */
const PROPERTY_RUN_TIMEOUT_MS = 30_000;

/*
 * The rules every input passes at the edge, shared by the browser and the server. For each: what a
 * person really types is accepted; normalising twice changes nothing (so a saved value read back
 * and saved again is the same); and nothing, however odd, throws: it is accepted or answered with
 * a message a person can read.
 */

const junk = fc.oneof(fc.anything(), fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom(NaN, -0, Infinity, 1e21, 10n));

const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const NORMALISED_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$/;

/** A postcode's outward and inward codes, in capitals, without spaces. */
const compactPostcode = fc
  .tuple(fc.array(letter, { minLength: 1, maxLength: 2 }), digit, fc.option(fc.oneof(letter, digit), { nil: '' }), digit, letter, letter)
  .map(([area, district, subDistrict, sector, unit1, unit2]) => `${area.join('')}${district}${subDistrict}${sector}${unit1}${unit2}`);

/** As people type one: any case, the space anywhere or nowhere, spaces around. */
const typedPostcode = fc
  .tuple(compactPostcode, fc.nat(7), fc.constantFrom('', ' ', '  '), fc.constantFrom('', ' ', '\t'), fc.constantFrom('', ' '), fc.boolean())
  .map(([compact, at, gap, before, after, lower]) => {
    const split = Math.min(at, compact.length);
    const text = `${before}${compact.slice(0, split)}${gap}${compact.slice(split)}${after}`;
    return lower ? text.toLowerCase() : text;
  });

const domainLabel = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
/** Ordinary addresses, in any case: a local part of atoms joined by single dots (none at either end). */
const emailAddress = fc
  .tuple(fc.stringMatching(/^[A-Za-z0-9_%+-]{1,8}(?:\.[A-Za-z0-9_%+-]{1,8}){0,2}$/), domainLabel, fc.constantFrom('com', 'co.uk', 'ORG', 'example'))
  .map(([local, domain, tld]) => `${local}@${domain}.${tld}`);

/** One of a list's options as a person or an older client might send it: any case, spaces around. */
const option = (options: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...options), fc.constantFrom('as is', 'lower', 'upper'), fc.constantFrom('', ' '))
    .map(([value, casing, pad]) => pad + (casing === 'lower' ? value.toLowerCase() : casing === 'upper' ? value.toUpperCase() : value) + pad);
/** An optional answer: one of the options, or one of the ways the wizard says "not known". */
const optionalOption = (options: readonly string[]) => fc.oneof(option(options), fc.constantFrom(undefined, null, '', 'Unknown', 'N/A'));

const propertyPayload = fc.record(
  {
    address: fc.string({ minLength: 1, maxLength: 60 }).filter((text) => text.trim() !== ''),
    fullAddress: fc.option(fc.string({ maxLength: 120 }), { nil: undefined }),
    postcode: typedPostcode,
    email: fc.option(emailAddress, { nil: undefined }),
    contactApproval: fc.boolean(),
    priority: optionalOption(PRIORITIES.map((priority) => priority.value)),
    propertyType: option(PROPERTY_TYPES),
    yearBuilt: option(YEAR_BUILT_BANDS),
    floorArea: fc.oneof(fc.integer({ min: 10, max: 1_000 }), fc.integer({ min: 10, max: 1_000 }).map(String), fc.constantFrom(0, '', null)),
    numBedrooms: fc.oneof(fc.integer({ min: 1, max: 50 }), fc.constantFrom(0, '', null, '3')),
    heatingSystem: optionalOption(HEATING_SYSTEMS),
    epcRating: optionalOption(EPC_RATINGS.map((rating) => rating.value)),
    epcValidUntil: fc.option(fc.constantFrom('2031 December', ' 2030-01-01 ', ''), { nil: undefined }),
    tenure: optionalOption(TENURES),
    solarPVPanels: fc.boolean(),
    solarWaterHeating: fc.boolean(),
    annualGasKwh: fc.oneof(fc.double({ min: 1, max: 100_000, noNaN: true }), fc.constantFrom('12,500', '9800.4', 0, '', null)),
    annualElectricityKwh: fc.oneof(fc.integer({ min: 1, max: 50_000 }), fc.constantFrom('2,700', 0, null)),
  },
  { requiredKeys: ['address', 'postcode', 'propertyType', 'yearBuilt'] },
);

const householdPayload = fc.record(
  {
    members: fc.record(Object.fromEntries(HOUSEHOLD_MEMBER_GROUPS.map((group) => [group, fc.oneof(fc.nat(MAX_MEMBERS_PER_GROUP), fc.constantFrom(null, ''))])), {
      requiredKeys: [],
    }),
    benefits: fc.array(fc.oneof(fc.constantFrom(...BENEFITS), fc.constantFrom(null, '')), { maxLength: 4 }),
    income: fc.oneof(fc.constantFrom(...INCOME_BANDS), fc.constantFrom(null, '')),
    councilTaxBand: fc.constantFrom(...COUNCIL_TAX_BANDS),
    localAuthority: fc.oneof(fc.string({ maxLength: 100 }), fc.constant(null)),
  },
  { requiredKeys: [] },
);

type PayloadCheck = (input: unknown) => { ok: true; value: unknown } | { ok: false; message: string; field?: string };

/** Never throws; an accepted payload is normalised for good (checked again, the same answer), a refused one says why. */
function expectSettled(check: PayloadCheck, input: unknown): ReturnType<PayloadCheck> {
  const answer = check(input);
  if (answer.ok) expect(check(answer.value)).toEqual(answer);
  else expect(answer.message).toMatch(/\S/);
  return answer;
}

/** Payloads with one of `fields` replaced by one of `values`. */
const spoiled = (payloads: fc.Arbitrary<Record<string, unknown>>, fields: string[], values: fc.Arbitrary<unknown>) =>
  fc.tuple(payloads, fc.constantFrom(...fields), values).map(([payload, field, value]) => ({ ...payload, [field]: value }));

describe('postcode rule, property-based', () => {
  it('accepts every postcode however it is typed, as outward code, one space, inward code', () => {
    fc.assert(
      fc.property(typedPostcode, (typed) => {
        const check = checkPostcode(typed);
        expect(check).toEqual({ ok: true, postcode: expect.stringMatching(NORMALISED_POSTCODE) });
        expect(check.ok && check.postcode.replace(' ', '')).toBe(typed.replace(/\s+/g, '').toUpperCase());
      }),
    );
  });

  it('normalises idempotently, and answers junk with its message or a well-formed postcode, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(typedPostcode, junk), (input) => {
        const check = checkPostcode(input);
        if (!check.ok) {
          expect(Object.values(POSTCODE_MESSAGES)).toContain(check.message);
          return;
        }
        expect(check.postcode).toMatch(NORMALISED_POSTCODE);
        expect(normalisePostcode(check.postcode)).toBe(check.postcode);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('e-mail rule, property-based', () => {
  it('accepts ordinary addresses', () => {
    fc.assert(fc.property(emailAddress, (address) => expect(isValidEmail(address)).toBe(true)));
  });

  it('never throws, and accepts only text with one @, no spaces, a dot after the @, within the length limit', () => {
    const nearTheLimit = fc.string({ minLength: 240, maxLength: 260 }).map((local) => `${local.replace(/[\s@]/g, 'x')}@warmwise.example`);
    fc.assert(
      fc.property(fc.oneof(junk, emailAddress.map((address) => address.replace('@', ' @')), nearTheLimit), (input) => {
        if (!isValidEmail(input)) return;
        expect(input.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
        expect(input).not.toMatch(/\s/);
        const [, domain, ...rest] = input.split('@');
        expect(rest).toEqual([]);
        expect(domain).toMatch(/.\../);
      }),
      { numRuns: 1_000 },
    );
  });
});

describe('property payload rule, property-based', () => {
  it('accepts what the wizard sends, and its normalised form is a fixed point', () => {
    fc.assert(fc.property(propertyPayload, (payload) => expect(expectSettled(checkPropertyInput, payload).ok).toBe(true)), { numRuns: 500 });
  });

  it('never throws on junk: the payload is accepted (and normalised for good) or refused with a message', () => {
    // Long addresses with capitals that grow when lowered ('İ' becomes two characters).
    const longUnicodeEmail = fc
      .string({ unit: fc.constantFrom('a', 'İ', 'É', 'ẞ'), minLength: 225, maxLength: 237 })
      .map((local) => `${local}@warmwise.example`);
    const fields = ['address', 'postcode', 'email', 'propertyType', 'floorArea', 'numBedrooms', 'annualGasKwh', 'solarPVPanels', 'tenure'];
    fc.assert(
      fc.property(fc.oneof(spoiled(propertyPayload, fields, fc.oneof(junk, longUnicodeEmail)), junk), (input) => {
        expectSettled(checkPropertyInput, input);
      }),
      { numRuns: 1_000 },
    );
  }, PROPERTY_RUN_TIMEOUT_MS);
});

describe('grants household rule, property-based', () => {
  it('accepts the questionnaire’s answers, and its normalised form is a fixed point', () => {
    fc.assert(fc.property(householdPayload, (payload) => expect(expectSettled(checkHouseholdData, payload).ok).toBe(true)));
  });

  it('never throws on junk: accepted for good or refused with a message naming the field', () => {
    const fields = ['members', 'benefits', 'income', 'localAuthority', 'heatingSystem'];
    fc.assert(
      fc.property(fc.oneof(spoiled(householdPayload, fields, junk), junk), (input) => {
        const answer = expectSettled(checkHouseholdData, input);
        if (!answer.ok) expect(answer.field).toMatch(/\S/);
      }),
      { numRuns: 1_000 },
    );
  }, PROPERTY_RUN_TIMEOUT_MS);
});

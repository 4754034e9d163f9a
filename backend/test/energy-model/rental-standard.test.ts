import { buildPlan } from '../../src/energy-model/plan/build-plan.js';
import { wordedFor, type RentalStandard } from '../../src/energy-model/rental/rental-standard.js';
import { D_SEMI_LET, SCOTTISH_FLAT_LET, SOLID_TERRACE_LET, STALE_CERTIFICATE_OWNER, TODAY, type WorkedHome } from './rental-homes.js';

const planOf = ({ profile, options }: WorkedHome) => buildPlan(profile, 'reduce_bills', options);
const standardOf = (home: WorkedHome) => planOf(home).rentalStandard!;
const ids = (route: RentalStandard['route']) => route!.measures.map((measure) => measure.id);

/** The figures worked by hand in docs/rental-standard.md: a test fails when the model or the rule moves them. */
describe('the standard for rented homes, on the homes worked in the docs', () => {
  it('a D semi let privately in Leeds reaches C within the £10,000 cap: cavity fill and LED lighting, £1,890 - £2,600', () => {
    const standard = standardOf(D_SEMI_LET);
    expect(standard).toMatchObject({ nation: 'England', ruleStatus: 'confirmed', status: 'within_cap', requiredBand: 'C', allTenanciesFrom: '2030-10-01', currentScore: 60, currentBand: 'D', costCapGbp: 10000 });
    expect(ids(standard.route)).toEqual(['cavity-wall-insulation', 'led-lighting']);
    expect(standard.route).toMatchObject({ costMin: 1890, costMax: 2600, scoreAfter: 70, annualSavingGbp: 157 });
    // Fabric first: the points are the route's in order, and they add up to the score after.
    expect(standard.route!.measures.map((m) => m.sapPointsGain)).toEqual([8, 2]);
    expect(standard.headline).toBe('A privately let home must reach band C by 1 October 2030. This home rates D 60; the cheapest way to C costs you £1,890 - £2,600, within the £10,000 cap.');
    expect(standard.exemption).toBeNull();
    expect(standard.grants.map((grant) => grant.id)).toEqual(['boiler-upgrade-scheme']);
    expect(standard.notes).toContain('The certificate runs out on 1 March 2029, before the deadline: a new one will be needed to let the home.');
  });

  it('a solid-walled terrace cannot reach C within the cap: the cap buys D 61 and the high-cost exemption follows', () => {
    const standard = standardOf(SOLID_TERRACE_LET);
    expect(standard).toMatchObject({ status: 'over_cap', currentScore: 48, currentBand: 'E', viewpoint: 'tenant' });
    expect(standard.route).toMatchObject({ costMin: 15980, costMax: 21640, scoreAfter: 69 });
    expect(ids(standard.route)).toEqual(['solid-wall-external', 'suspended-floor-insulation', 'draught-proofing', 'solar-pv', 'led-lighting']);
    expect(standard.withinCap).toMatchObject({ costMin: 7380, costMax: 9990, scoreAfter: 61, annualSavingGbp: 540 });
    expect(standard.exemption).toContain('The high-cost exemption applies');
    expect(standard.exemption).toContain('PRS Exemptions Register');
    expect(standard.exemption).toContain('It lasts 5 years');
    // The tenant hears what their landlord must do, and what the cap's improvements save them.
    expect(standard.headline).toContain('so your landlord does what the cap buys and registers an exemption.');
    expect(standard.tenantSaving).toBe('Done, these improvements would take about £540 a year off your energy bills.');
  });

  it('a Scottish flat under the draft rule reaches HRR C with the fabric alone: a loft top-up and draught-proofing, £510 - £710', () => {
    const standard = standardOf(SCOTTISH_FLAT_LET);
    // Rated F 34 by its certificate (storage heaters are dear to run), its fabric alone rates about D 66.
    expect(standard).toMatchObject({ nation: 'Scotland', ruleStatus: 'draft', fabricOnly: true, status: 'within_cap', newTenanciesFrom: '2028-04-01', allTenanciesFrom: '2033-04-01', currentScore: 66, certificateBand: 'F' });
    expect(ids(standard.route)).toEqual(['loft-top-up', 'draught-proofing']);
    expect(standard.route).toMatchObject({ costMin: 510, costMax: 710, scoreAfter: 69 });
    expect(standard.route!.measures.map((m) => m.sapPointsGain)).toEqual([2, 1]);
    expect(standard.route!.measures.every((measure) => measure.stage === 'fabric')).toBe(true);
    expect(standard.headline).toBe(
      "Under draft rules, a new tenancy needs band C from 1 April 2028, and every private let needs it from 1 April 2033. This home's heat retention rates about D 66; the cheapest way to C costs the landlord £510 - £710, within the £10,000 cap.",
    );
    expect(standard.notes).toContain('Only insulation, glazing and draught-proofing count towards this rating, so the route leaves out heating and solar panels.');
  });

  it('is not shown for a home its owner lives in, nor for a social tenancy', () => {
    expect(planOf(STALE_CERTIFICATE_OWNER).rentalStandard).toBeNull();
    expect(buildPlan(D_SEMI_LET.profile, 'reduce_bills', { ...D_SEMI_LET.options, letting: { tenure: 'Rented - Social', role: 'tenant' } }).rentalStandard).toBeNull();
  });

  it('is shown to an owner who says they let the home, and says Northern Ireland has no standard', () => {
    const owner = buildPlan(D_SEMI_LET.profile, 'reduce_bills', { ...D_SEMI_LET.options, letting: { tenure: 'Owner-occupied', role: 'landlord' } });
    expect(owner.rentalStandard?.status).toBe('within_cap');
    const belfast = buildPlan({ ...D_SEMI_LET.profile, postcode: 'BT7 1AA' }, 'reduce_bills', D_SEMI_LET.options).rentalStandard!;
    expect(belfast).toMatchObject({ nation: 'Northern Ireland', status: 'no_standard', route: null, headline: 'Northern Ireland sets no minimum energy rating for private lets.' });
  });

  it('meets the standard on a certificate of C valid past the deadline, and says a new certificate is needed where only the model reaches C', () => {
    const rated = (lodgedOn: string, score: number) => buildPlan({ ...D_SEMI_LET.profile, epcScore: score }, 'reduce_bills', { ...D_SEMI_LET.options, certificate: { lodgedOn, score, band: 'C', heating: 'Gas boiler' } }).rentalStandard!;
    expect(rated('2022-01-10', 71)).toMatchObject({ status: 'meets', route: null, grants: [] });
    // The same C on a certificate that runs out before October 2030 does not carry the home past it.
    expect(rated('2019-01-10', 71).status).toBe('meets_with_new_certificate');
  });

  it('speaks to a share link reader in neither the landlord\'s nor the tenant\'s words', () => {
    const neutral = wordedFor(standardOf(SOLID_TERRACE_LET), 'unknown', TODAY);
    expect(neutral.headline).toContain('so the landlord does what the cap buys and registers an exemption.');
    expect(neutral.tenantSaving).toBe("Done, these improvements would take about £540 a year off the tenant's energy bills.");
    expect(wordedFor(standardOf(D_SEMI_LET), 'unknown', TODAY).headline).toContain('costs the landlord £1,890 - £2,600');
  });
});

describe('is my certificate right?', () => {
  it('sees the loft and boiler done since a 2017 certificate: likely C 71, not the lodged D 64, and offers a new certificate', () => {
    const plan = planOf(STALE_CERTIFICATE_OWNER);
    const check = plan.certificateCheck;
    expect(check).toMatchObject({ status: 'current', lodgedOn: '2017-09-01', validUntil: '2027-09-01', ageYears: 9, lodgedScore: 64, lodgedBand: 'D' });
    expect(check.differences).toEqual([
      { fact: 'Loft insulation', certificate: '50 mm', household: '270 mm', pointsEffect: 2 },
      { fact: 'Boiler', certificate: 'Older, non-condensing', household: 'Condensing (most fitted since 2005)', pointsEffect: 4 },
    ]);
    // 64 lodged + 7 modelled for both together (more than 2 + 4 apart: the rating steepens as costs fall).
    expect(check).toMatchObject({ likelyScore: 71, likelyBand: 'C', likelyLow: 64, likelyHigh: 78, bandWouldChange: true, advice: 'maybe', offerNewCertificate: true });
    expect(check.methodNote).toContain('RdSAP 10');
    expect(check.summary).toBe('The certificate says D 64. A new assessment of the home, with the loft insulation and boiler as you describe them, would likely give C 71 (somewhere from D 64 to C 78): a better band.');
    expect(check.reasons[1]).toContain('apply for them before a new one shows C');
    const offered = plan.recommendations.all.find((item) => item.id === 'epc-certificate');
    expect(offered?.description).toMatch(/^A new assessment would likely rate the home C 71, not D as lodged\./);
  });

  it('offers no new certificate for a current one nothing has changed since', () => {
    const plan = planOf(D_SEMI_LET);
    expect(plan.certificateCheck).toMatchObject({ status: 'current', differences: [], likelyScore: 60, bandWouldChange: false, advice: 'no', offerNewCertificate: false });
    expect(plan.recommendations.all.map((item) => item.id)).not.toContain('epc-certificate');
  });

  it('says a landlord needs a new one once it expires, and that none is held where none is', () => {
    const expired = buildPlan(D_SEMI_LET.profile, 'reduce_bills', { ...D_SEMI_LET.options, certificate: { lodgedOn: '2015-06-01', score: 60, band: 'D', heating: 'Gas boiler' } });
    expect(expired.certificateCheck).toMatchObject({ status: 'expired', validUntil: '2025-06-01', advice: 'yes', offerNewCertificate: true });
    expect(expired.certificateCheck.reasons[0]).toBe('To let: the certificate expired on 1 June 2025, and a valid one is needed before a home is let.');
    const none = buildPlan({ ...D_SEMI_LET.profile, epcScore: null }, 'reduce_bills', { ...D_SEMI_LET.options, certificate: null });
    expect(none.certificateCheck).toMatchObject({ status: 'missing', lodgedScore: null, likelyScore: none.currentEnergyEfficiency, offerNewCertificate: true });
    expect(none.recommendations.all.find((item) => item.id === 'epc-certificate')?.description).toMatch(/^We hold no certificate for this home\./);
  });

  it('names a main heating the certificate describes otherwise', () => {
    const heatPump = buildPlan({ ...D_SEMI_LET.profile, heatingSystem: 'Heat pump' }, 'reduce_bills', D_SEMI_LET.options).certificateCheck;
    expect(heatPump.differences).toEqual([expect.objectContaining({ fact: 'Main heating', certificate: 'Gas boiler', household: 'Heat pump' })]);
  });
});

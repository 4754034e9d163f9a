import { asksCertificateCheck, asksRentalStandard } from '../../src/thermy/rental-answer.js';

describe("the questions Thermy answers from the plan's rented homes' standard and certificate check", () => {
  it.each(['Does my rented home meet the 2030 rule?', 'does my rentd home meet the 2030 rule', 'wat must my landlrd do', 'Do I need EPC C to let my flat?', 'what is MEES?'])(
    'hears %j as a question about the standard for rented homes',
    (question) => expect(asksRentalStandard(question)).toBe(true),
  );

  it.each(['Is my certificate right?', 'is my certifcate acurate', 'is my epc out of date', 'Should I get a new EPC?'])('hears %j as doubting the certificate', (question) =>
    expect(asksCertificateCheck(question)).toBe(true),
  );

  it.each(['What is my EPC rating?', 'how can I improve my EPC rating?', 'let me know about loft insulation', 'how do I bleed a radiator?'])('hears neither in %j', (question) => {
    expect(asksRentalStandard(question)).toBe(false);
    expect(asksCertificateCheck(question)).toBe(false);
  });
});

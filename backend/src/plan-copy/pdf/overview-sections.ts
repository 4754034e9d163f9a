import { formatRatingChange } from '@warmwise/common';
import { dateText, gbpAYear, kgAYear, ratingText } from '../copy-words.js';
import type { HomeForCopy, PlanForCopy } from '../plan-copy.js';
import type { Fact, PdfWriter } from './pdf-writer.js';

/** The home the plan is for: its address only when the copy is its owner's. */
export function writeHome(writer: PdfWriter, home: HomeForCopy): void {
  const section = writer.section('Your home');
  const facts: Fact[] = [
    ...(home.address ? [['Address', home.address] as Fact] : []),
    ...(home.postcode ? [['Postcode', home.postcode] as Fact] : []),
    ['Type of home', home.propertyType],
    ['Built', home.yearBuilt],
    ['Heating', home.heatingSystem ?? 'Not stated'],
    ['Floor area', home.floorArea > 0 ? `${home.floorArea} m²` : 'Not known'],
  ];
  writer.facts(section, facts);
}

/**
 * The plan's headline figures, as the top of the plan page shows them, the rating's change in the
 * screen's words ('C (69) → B (81)', 'Stays D (64 → 67)').
 */
export function writeHeadline(writer: PdfWriter, plan: PlanForCopy): void {
  const section = writer.section('Your plan at a glance');
  const ratingChange = formatRatingChange(
    { band: plan.currentEpcRating, score: plan.currentEnergyEfficiency },
    { band: plan.potentialEpcRating, score: plan.potentialEnergyEfficiency },
  );
  writer.tiles(section, [
    { label: "Today's energy bill", value: gbpAYear(plan.baseline.annualBill) },
    { label: 'Potential savings', value: gbpAYear(plan.potentialSavings) },
    { label: 'CO2 reduction', value: kgAYear(plan.co2Reduction) },
    { label: 'Energy rating today', value: ratingText(plan.currentEpcRating, plan.currentEnergyEfficiency) },
    { label: 'Energy rating after the plan', value: ratingText(plan.potentialEpcRating, plan.potentialEnergyEfficiency) },
    { label: 'Rating improvement', value: ratingChange },
  ]);
  writer.paragraph(
    section,
    `Done together, the measures below could save about ${gbpAYear(plan.potentialSavings)} on a bill of ${gbpAYear(plan.baseline.annualBill)} today; ` +
      `energy rating: ${ratingChange}. ${plan.prices}.`,
    { muted: true },
  );
}

/** The title block: the plan's name and the day it was built. */
export function writeTitle(writer: PdfWriter, title: string, builtAt: Date, shareUrl?: string): void {
  const section = writer.section(title, 'H1');
  writer.paragraph(section, `Plan built on ${dateText(builtAt)}`, { muted: true });
  if (shareUrl) writer.paragraph(section, `Shared with you from ${shareUrl}`, { muted: true, size: 8.5 });
}

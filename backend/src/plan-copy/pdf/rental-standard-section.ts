import { gbp } from '../copy-words.js';
import type { CertificateCheck, RentalStandard } from '../plan-copy.js';
import type { PdfWriter } from './pdf-writer.js';

type Route = NonNullable<RentalStandard['route']>;

const range = (min: number, max: number) => (min === max ? gbp(min) : `${gbp(min)} - ${gbp(max)}`);
const SOURCE_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function writeRoute(writer: PdfWriter, parent: ReturnType<PdfWriter['section']>, title: string, route: Route): void {
  const part = writer.section(title, 'H3', parent);
  writer.table(
    part,
    ['Improvement', 'Cost', 'Rating', 'Saves'],
    route.measures.map((measure) => [measure.title, range(measure.costMin, measure.costMax), `+${measure.sapPointsGain}`, `${gbp(measure.annualSavingGbp)} a year`]),
    [0.46, 0.24, 0.12, 0.18],
  );
  writer.paragraph(part, `In all ${range(route.costMin, route.costMax)}, taking the rating to ${route.scoreAfter}.`, { bold: true });
}

/** The standard for rented homes as the plan screen shows it: where the home stands, the route, the cap, the exemption, grants, the rule's source. */
export function writeRentalStandard(writer: PdfWriter, standard: RentalStandard): void {
  const section = writer.section(standard.title);
  writer.paragraph(section, standard.headline, { bold: true, size: 11 });
  if (standard.route) writeRoute(writer, section, 'The cheapest way there, fabric first', standard.route);
  if (standard.withinCap) writeRoute(writer, section, 'What the cap buys', standard.withinCap);
  if (standard.exemption) writer.paragraph(section, standard.exemption);
  if (standard.tenantSaving) writer.paragraph(section, standard.tenantSaving);
  if (standard.grants.length > 0) {
    writer.paragraph(section, 'Help with the cost', { bold: true });
    writer.list(section, standard.grants.map((grant) => `${grant.name} (${grant.verdict === 'likely' ? 'likely' : 'worth checking'}): ${grant.who}`));
  }
  if (standard.exemptions.length > 0) {
    writer.paragraph(section, 'Exemptions', { bold: true });
    writer.list(section, standard.exemptions);
  }
  writer.list(section, [standard.todayMinimum, ...(standard.penalty ? [standard.penalty] : []), ...standard.notes]);
  writer.paragraph(section, `Source: ${standard.source}, ${SOURCE_DATE.format(new Date(`${standard.sourceAsOf}T00:00:00Z`))} (${standard.sourceGrade}).`, { muted: true, size: 8.5 });
}

const ADVICE: Record<CertificateCheck['advice'], string> = { yes: 'worth paying for', maybe: 'may be worth paying for', no: 'not needed now' };

/** "Is my certificate right?" as on the plan screen: the summary, each difference, and whether a new certificate is worth it. */
export function writeCertificateCheck(writer: PdfWriter, check: CertificateCheck): void {
  const section = writer.section('Is your certificate right?');
  writer.paragraph(section, check.summary, { bold: true, size: 11 });
  if (check.differences.length > 0) {
    writer.table(
      section,
      ['Fact', 'Certificate says', 'You say', 'Rating'],
      check.differences.map((d) => [d.fact, d.certificate, d.household, `${d.pointsEffect >= 0 ? '+' : ''}${d.pointsEffect} points`]),
      [0.2, 0.32, 0.32, 0.16],
    );
  }
  if (check.methodNote) writer.paragraph(section, check.methodNote, { muted: true });
  writer.paragraph(section, `A new certificate (${check.newCertificateCost}) is ${ADVICE[check.advice]}.`, { bold: true });
  writer.list(section, check.reasons);
}

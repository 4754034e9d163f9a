import { BRAND } from '@warmwise/common';
import { escapeHtml } from '../mail/escape-html.js';
import type { MailAttachment, MailMessage } from '../mail/mailer.js';
import { dateText, ESTIMATES_NOTE, gbpAYear, kgAYear, ratingText } from './copy-words.js';
import type { PlanCopy } from './plan-copy.js';
import { PLAN_COPY_TITLE } from './pdf/plan-pdf.js';

/**
 * The copy's mail: the headline figures in words, the PDF attached, and for a shared plan the link
 * it came from. Anyone may type any address, so the mail says why it came and how to stop it.
 */
export function planCopyMail(email: string, { plan, shareUrl }: PlanCopy, pdf: MailAttachment): MailMessage {
  const intro = `Here is ${shareUrl ? 'the' : 'your'} ${BRAND.productName} energy plan, built on ${dateText(plan.updatedAt)}. The full plan is attached as a PDF.`;
  const figures = [
    `Today's energy bill: ${gbpAYear(plan.baseline.annualBill)}`,
    `Potential savings: ${gbpAYear(plan.potentialSavings)}`,
    `CO2 reduction: ${kgAYear(plan.co2Reduction)}`,
    `Energy rating: ${ratingText(plan.currentEpcRating, plan.currentEnergyEfficiency)} today, ${ratingText(plan.potentialEpcRating, plan.potentialEnergyEfficiency)} after the plan`,
  ];
  const link = shareUrl ? `See the plan as it is now: ${shareUrl}` : '';
  const why = `You are getting this e-mail because this address (${email}) was given at ${BRAND.productName} to receive a copy of an energy plan.`;
  const stop = `If that wasn't you, reply to this e-mail or write to ${BRAND.supportEmail}.`;
  return {
    to: email,
    replyTo: BRAND.supportEmail,
    // Its own subject, unlike the resume link's mail: an inbox holding both tells them apart.
    subject: shareUrl ? `A shared ${BRAND.productName} energy plan (PDF copy)` : `${PLAN_COPY_TITLE} (PDF copy)`,
    text: [intro, figures.join('\n'), link, `${ESTIMATES_NOTE}.`, `${why}\n${stop}`, `The ${BRAND.productName} team`].filter(Boolean).join('\n\n'),
    html:
      `<p>${escapeHtml(intro)}</p><ul>${figures.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` +
      (shareUrl ? `<p><a href="${escapeHtml(shareUrl)}">See the plan as it is now</a></p>` : '') +
      `<p>${escapeHtml(ESTIMATES_NOTE)}.</p><p><small>${escapeHtml(why)} ${escapeHtml(stop)}</small></p><p>The ${BRAND.productName} team</p>`,
    attachments: [pdf],
  };
}

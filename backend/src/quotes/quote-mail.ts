import { BRAND } from '@warmwise/common';
import type { MailMessage } from '../mail/mailer.js';
import type { QuoteRequest } from './quote-request.entity.js';
import { escapeHtml } from '../mail/escape-html.js';

function detailLines(quote: QuoteRequest): Array<[string, string]> {
  const { cost, savings, description } = quote.productDetails;
  return [
    ['Measure', quote.productName],
    ['Estimated cost', cost ?? 'not given'],
    ['Estimated savings', savings ?? 'not given'],
    ['Description', description ?? 'not given'],
  ];
}

const asText = (lines: Array<[string, string]>) => lines.map(([label, value]) => `${label}: ${value}`).join('\n');
const asHtml = (lines: Array<[string, string]>) =>
  `<table>${lines.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`;

/** The request as the team reads it: who asked, for what, with the plan's estimates. */
export function teamQuoteMail(quote: QuoteRequest, teamAddress: string): MailMessage {
  const lines: Array<[string, string]> = [['Householder', quote.userEmail], ...detailLines(quote)];
  return {
    to: teamAddress,
    replyTo: quote.userEmail,
    subject: `Quote request: ${quote.productName}`,
    text: `A householder asked for quotes.\n\n${asText(lines)}\n\nRequest ${quote.id}`,
    html: `<p>A householder asked for quotes.</p>${asHtml(lines)}<p>Request ${escapeHtml(quote.id)}</p>`,
  };
}

/** The householder's copy: what they asked for, and what happens next. */
export function householderQuoteMail(quote: QuoteRequest): MailMessage {
  const lines = detailLines(quote);
  const next = `Our team will be in touch shortly. Questions? Reply to this e-mail or write to ${BRAND.supportEmail}.`;
  return {
    to: quote.userEmail,
    subject: `Your ${BRAND.productName} quote request: ${quote.productName}`,
    text: `Thank you for your quote request.\n\n${asText(lines)}\n\n${next}\n\nThe costs and savings are estimates from your ${BRAND.productName} plan; installers will quote for your home.`,
    html: `<p>Thank you for your quote request.</p>${asHtml(lines)}<p>${escapeHtml(next)}</p><p>The costs and savings are estimates from your ${BRAND.productName} plan; installers will quote for your home.</p>`,
  };
}

import { BRAND } from '@warmwise/common';
import { escapeHtml } from '../mail/escape-html.js';
import type { MailMessage } from '../mail/mailer.js';
import type { ContactMessage } from './contact-message.entity.js';

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The message as the team reads it; replying answers the sender directly. */
export function teamContactMail(contact: ContactMessage, teamAddress: string): MailMessage {
  const from = `${contact.name} <${contact.email}>`;
  return {
    to: teamAddress,
    replyTo: contact.email,
    subject: `Contact form: ${contact.subject}`,
    text: `From: ${from}\nSubject: ${contact.subject}\n\n${contact.message}\n\nMessage ${contact.id}`,
    html:
      `<p><strong>From:</strong> ${escapeHtml(from)}<br><strong>Subject:</strong> ${escapeHtml(contact.subject)}</p>` +
      `${paragraphs(contact.message)}<p>Message ${escapeHtml(contact.id)}</p>`,
  };
}

/** The sender's acknowledgement: we have it, when to expect an answer, and a copy of what they wrote. */
export function contactAcknowledgementMail(contact: ContactMessage): MailMessage {
  const thanks = `Thank you for getting in touch, ${contact.name}. We'll get back to you within one working day (${BRAND.businessHours}).`;
  const more = `To add anything, reply to this e-mail or write to ${BRAND.supportEmail}.`;
  return {
    to: contact.email,
    replyTo: BRAND.supportEmail,
    subject: `We've received your message: ${contact.subject}`,
    text: `${thanks}\n\nYour message:\n\n${contact.message}\n\n${more}\n\nThe ${BRAND.productName} team`,
    html: `<p>${escapeHtml(thanks)}</p><p>Your message:</p><blockquote>${paragraphs(contact.message)}</blockquote><p>${escapeHtml(more)}</p><p>The ${BRAND.productName} team</p>`,
  };
}

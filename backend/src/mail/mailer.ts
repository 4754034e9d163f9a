/** A file sent with a mail; base64, so a queued mail's job stays plain JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
}

/** The one way the server sends e-mail: SMTP when SMTP_URL is set, else a developer outbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

// Control characters and line separators in a subject can split the header or hide text; a person's
// words (a measure's name, a contact subject) reach subjects, so they become plain spaces here.
const SUBJECT_BREAKERS = /[\p{Cc}\p{Zl}\p{Zp}]+/gu;
const SUBJECT_MAX_LENGTH = 200;

/** A subject safe to put in a header: one line, no control characters, at most 200 characters. */
function safeSubject(subject: string): string {
  return subject.replace(SUBJECT_BREAKERS, ' ').replace(/ {2,}/g, ' ').trim().slice(0, SUBJECT_MAX_LENGTH);
}

/** What both transports hand to nodemailer: the message with its subject made safe, from our address. */
export const outgoing = ({ attachments, ...message }: MailMessage, from: string) => ({
  ...message,
  subject: safeSubject(message.subject),
  from,
  ...(attachments && {
    attachments: attachments.map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, content: contentBase64, encoding: 'base64' })),
  }),
});

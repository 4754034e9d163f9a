import { Router } from 'express';
import type { OutboxMailer } from './outbox-mailer.js';
import { escapeHtml } from './escape-html.js';

/** A development-only page listing the outbox, so a developer can read codes and links. */
export function outboxRoutes(outbox: OutboxMailer): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    const rows = (await outbox.list())
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.date)}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="outbox/${encodeURIComponent(m.file)}">${escapeHtml(m.subject || '(no subject)')}</a></td>` +
          `<td>${escapeHtml(m.attachments.join(', '))}</td></tr>`,
      )
      .join('');
    res.type('html').send(
      `<!doctype html><meta charset="utf-8"><title>Mail outbox</title>` +
        `<h1>Mail outbox</h1><p>Messages written to ${escapeHtml(outbox.dir)} (development only).</p>` +
        `<table border="1" cellpadding="6"><thead><tr><th>Date</th><th>To</th><th>Subject</th><th>Attached</th></tr></thead>` +
        `<tbody>${rows || '<tr><td colspan="4">No mail yet.</td></tr>'}</tbody></table>`,
    );
  });

  router.get('/:file', async (req, res) => {
    const raw = await outbox.read(req.params.file);
    if (raw === null) {
      res.status(404).type('text').send('No such message.');
      return;
    }
    res.type('text/plain').send(raw);
  });

  return router;
}

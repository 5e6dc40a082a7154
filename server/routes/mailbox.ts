import { Hono, type MiddlewareHandler } from 'hono';
import { latestOutboxMails, latestOutboxMailTo } from '../db/queries/outbox';
import type { AppEnv } from '../http/env';
import { escapeHtml, page } from '../http/html';
import { fail, textOf } from '../http/errors';
import { clientAddress, isLoopback, socketAddress } from '../http/proxy';

/** Makes links in a plain-text mail clickable (only http(s) links, escaped). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<&]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The demo mailbox: every e-mail of the outbox, newest first. Mounted only with DEMO_MAILBOX=on, demo
 * data and no SMTP_URL (config.demoMailbox), and even then it answers only a client on this machine:
 * the socket's peer is loopback and so is the client a trusted proxy names. Anyone else gets 404, so
 * reset links never reach an anonymous caller.
 */
export const mailbox = new Hono<AppEnv>();

const loopbackOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLoopback(socketAddress(c)) || !isLoopback(clientAddress(c))) return fail(c, 404, 'Server.NotFound');
  await next();
};
mailbox.use('/Demo/Mailbox', loopbackOnly);
mailbox.use('/Demo/Mailbox/*', loopbackOnly);

mailbox.get('/Demo/Mailbox', async (c) => {
  const { db, config } = c.var.deps;
  const to = c.req.query('to')?.trim().toLowerCase();
  const rows = await latestOutboxMails(db, to || null);
  const items = rows
    .map(
      (m) => `<tr><td>${escapeHtml(new Date(m.created_at).toISOString().replace('T', ' ').slice(0, 19))}</td>
<td>${escapeHtml(m.to_address)}</td><td><strong>${escapeHtml(m.subject)}</strong><pre>${linkify(m.body_text)}</pre></td></tr>`,
    )
    .join('\n');
  const body = `<h1>${escapeHtml(textOf('Mailbox.Title'))}</h1>
<p class="muted">${escapeHtml(textOf('Mailbox.Intro'))}</p>
<table><caption class="muted">${escapeHtml(textOf('Mailbox.Caption'))}</caption>
<thead><tr><th scope="col">${escapeHtml(textOf('Mailbox.Sent'))}</th><th scope="col">${escapeHtml(textOf('Mailbox.To'))}</th><th scope="col">${escapeHtml(textOf('Mailbox.Message'))}</th></tr></thead>
<tbody>${items || `<tr><td colspan="3">${escapeHtml(textOf('Mailbox.Empty'))}</td></tr>`}</tbody></table>`;
  c.header('Cache-Control', 'no-store');
  return c.html(page(textOf('Mailbox.Title'), body, config.basePath));
});

mailbox.get('/Demo/Mailbox/latest.json', async (c) => {
  const to = c.req.query('to')?.trim().toLowerCase() ?? '';
  const mail = await latestOutboxMailTo(c.var.deps.db, to);
  c.header('Cache-Control', 'no-store');
  return c.json({ IsSuccessful: mail !== undefined, Entity: mail ?? null });
});

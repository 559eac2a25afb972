// What each e-mail says: a subject, a plain-text body and the same as simple HTML (inline
// styles only: mail clients ignore style sheets). Every value is escaped into the HTML.

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Why this e-mail came and how to stop it (an unsubscribe link), under a rule. */
  footer?: { text: string; link?: { label: string; url: string } };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function render(body: MailBody): MailContent {
  const text = [
    body.heading,
    '',
    ...body.paragraphs.flatMap((p) => [p, '']),
    ...(body.action ? [`${body.action.label}: ${body.action.url}`, ''] : []),
    '—',
    'Forkful, the local dining directory',
    ...(body.footer ? [body.footer.text, ...(body.footer.link ? [`${body.footer.link.label}: ${body.footer.link.url}`] : [])] : []),
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(body.subject)}</title></head>
<body style="margin:0;padding:24px;background:#faf7f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f1a17">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:28px;border:1px solid #ece4da">
<p style="margin:0 0 20px;font-weight:700;color:#c2410c;font-size:18px">Forkful</p>
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escape(body.heading)}</h1>
${body.paragraphs.map((p) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.55">${escape(p)}</p>`).join('\n')}
${body.action ? `<p style="margin:22px 0"><a href="${escape(body.action.url)}" style="display:inline-block;background:#c2410c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:999px;font-weight:600">${escape(body.action.label)}</a></p>` : ''}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:1.5;color:#6b625b">Forkful, the local dining directory.${
    body.footer
      ? ` ${escape(body.footer.text)}${body.footer.link ? ` <a href="${escape(body.footer.link.url)}" style="color:#6b625b">${escape(body.footer.link.label)}</a>` : ''}`
      : ''
  }</p>
</body></html>`;
  return { subject: body.subject, text, html };
}

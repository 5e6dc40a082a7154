/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A small server page in the portal's look, without any script. */
export function page(title: string, body: string, base: string, brand = 'default'): string {
  return `<!doctype html>
<html lang="en" data-brand="${escapeHtml(brand)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(base)}server-pages.css">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

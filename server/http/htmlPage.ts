import { escapeHtml } from '../../src/lib/escapeHtml';

/**
 * The server's own pages (the login pages, the unsubscribe pages, the development mailbox), in
 * Swedish, under one layout. No inline script or style (the CSP allows neither): the look comes
 * from stylesheets and the behaviour from scripts served as files.
 */
export const productName = 'Min sida';

export function htmlPage({ title, body, stylesheets, script }: { title: string; body: string; stylesheets: readonly string[]; script?: string }): string {
  return `<!DOCTYPE html>
<html lang="sv">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} – ${productName}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('')}</head>
<body>
<main class="page">
<p class="brand">${productName}</p>
${body}
</main>
${script ? `<script src="${escapeHtml(script)}"></script>\n` : ''}</body>
</html>
`;
}

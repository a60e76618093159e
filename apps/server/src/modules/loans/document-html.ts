import type { LoanDocument } from '@tenora/contract/loans';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A document as a standalone HTML file the borrower keeps: readable offline, printable, no
 * scripts, no outside resources.
 */
export function documentHtml(doc: LoanDocument, lang: string, issuedLine: string): string {
  const sections = doc.sections
    .map(
      (s) =>
        `<h2>${escape(s.heading)}</h2>\n${s.lines.map((l) => `<p>${escape(l)}</p>`).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;line-height:1.5;color:#14201f}h1{font-size:24px}h2{font-size:17px;margin-top:24px}p{margin:4px 0}.issued{color:#52615f}</style>
</head>
<body>
<h1>${escape(doc.title)}</h1>
<p class="issued">${escape(issuedLine)}</p>
${sections}
</body>
</html>
`;
}

// Markdown to HTML for the documentation: marked (GitHub-flavoured Markdown), then js-xss's allow-list
// of tags and attributes (which also refuses javascript: links), so even a page written carelessly
// cannot put script into the product's own origin. js-xss works on the string (no DOM needed), so the
// same sanitising runs, and is tested, outside a browser.
import { marked } from 'marked';
import { filterXSS } from 'xss';

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const safe = filterXSS(html, { stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'] });
  // A code block wider than the page scrolls: keyboard users must be able to reach it to scroll it.
  return safe.replaceAll('<pre>', '<pre tabindex="0">');
}

// Customer text in the Markdown we post on a pull request (check runs and the summary comment). GitHub
// renders its Markdown with links, images, raw HTML, autolinks and @-mentions that notify people: text we
// did not write is escaped so it renders as itself, and only an http(s) URL becomes a link.

/** Every ASCII punctuation mark Markdown (CommonMark and GitHub's extensions) may give a meaning. */
const PUNCTUATION = /[\\`*_{}[\]()#+\-.!|<>~@:&"']/g;

/** Customer text as literal Markdown text: each punctuation mark backslash-escaped. */
export function markdownText(text: string): string {
  return text.replace(PUNCTUATION, (mark) => `\\${mark}`);
}

/** A link to an http(s) URL, its text escaped; any other scheme (javascript:, data:) is only text. */
export function markdownUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return markdownText(url);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return markdownText(url);
  // Percent-encoded, the marks that could end the link, open another or mention someone are inert.
  const target = parsed.href.replace(/[()[\]<>|@\\\s]/g, (mark) => encodeURIComponent(mark));
  return `[${markdownText(parsed.href)}](${target})`;
}

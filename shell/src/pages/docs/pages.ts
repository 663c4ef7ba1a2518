// The documentation's pages, in reading order: the Markdown of the repository's docs/ folder, inlined
// by the build into this lazily loaded chunk (the shell's first screen never carries it).
import api from '../../../../docs/api.md?raw';
import cli from '../../../../docs/cli.md?raw';
import configuration from '../../../../docs/configuration.md?raw';
import gettingStarted from '../../../../docs/getting-started.md?raw';
import integrations from '../../../../docs/integrations.md?raw';
import rum from '../../../../docs/rum.md?raw';
import selfHosting from '../../../../docs/self-hosting.md?raw';

export interface DocPage {
  slug: string;
  title: string;
  /** Markdown; null for the schema browser, which is not Markdown. */
  markdown: string | null;
}

export const DOC_PAGES: readonly DocPage[] = [
  { slug: 'getting-started', title: 'Getting started', markdown: gettingStarted },
  { slug: 'rum', title: 'Real-user monitoring', markdown: rum },
  { slug: 'api', title: 'API tokens and GraphQL', markdown: api },
  { slug: 'schema', title: 'GraphQL schema', markdown: null },
  { slug: 'cli', title: 'Command line', markdown: cli },
  { slug: 'integrations', title: 'Integrations', markdown: integrations },
  { slug: 'self-hosting', title: 'Self-hosting', markdown: selfHosting },
  { slug: 'configuration', title: 'Configuration', markdown: configuration },
];

export function docPage(slug: string | undefined): DocPage | undefined {
  return slug === undefined ? DOC_PAGES[0] : DOC_PAGES.find((page) => page.slug === slug);
}

// The documentation: every page of docs/ renders (Markdown, sanitised), unknown pages are not found, and
// the schema browser lists the API's definitions.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { createAppRouter } from '../../router';
import { render } from '../../test/render';
import { renderMarkdown } from './markdown';
import { DOC_PAGES } from './pages';
import { definitionsOf, SCHEMA } from './SchemaBrowser';

async function open(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const view = await render(<RouterProvider router={router} />);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

describe('renderMarkdown', () => {
  test('renders GitHub-flavoured Markdown', () => {
    const html = renderMarkdown('# Title\n\n| a | b |\n| --- | --- |\n| `x` | y |\n');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<td><code>x</code></td>');
    // Code blocks scroll: reachable from the keyboard.
    expect(renderMarkdown('```sh\nnpm start\n```')).toContain('<pre tabindex="0"><code>npm start');
  });

  test('drops script, event handlers and javascript: links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="/a.png" onerror="alert(2)">\n\nA [link](javascript:alert(3)) and [another](/docs/rum).',
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|href="javascript/i);
    expect(html).toContain('<img src="/a.png">');
    expect(html).toContain('<a href="/docs/rum">another</a>');
  });
});

describe('/docs', () => {
  test('opens on getting started, with the list of pages', async () => {
    const view = await open('/docs');
    expect(view.container.querySelector('article h1')?.textContent).toBe('Getting started');
    const links = [...view.container.querySelectorAll('nav[aria-label="Documentation"] a')];
    expect(links.map((link) => link.textContent)).toEqual(DOC_PAGES.map((page) => page.title));
    view.unmount();
  });

  test('the configuration page lists the variables', async () => {
    const view = await open('/docs/configuration');
    const names = [...view.container.querySelectorAll('article td:first-child code')].map(
      (cell) => cell.textContent,
    );
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'REDIS_URL', 'PUBLIC_URL']));
    view.unmount();
  });

  test('an unknown page is not found', async () => {
    const view = await open('/docs/no-such-page');
    expect(view.container.querySelector('[data-testid="not-found"]')).not.toBeNull();
    view.unmount();
  });
});

describe('the schema browser', () => {
  test('splits the schema into its definitions, descriptions included', () => {
    const definitions = definitionsOf(
      '"""The root."""\ntype Query {\n  a: Int\n}\n\nenum Role {\n  admin\n}\n',
    );
    expect(definitions.map(({ kind, name }) => [kind, name])).toEqual([
      ['type', 'Query'],
      ['enum', 'Role'],
    ]);
    expect(definitions[0]?.text).toContain('The root.');
  });

  test('finds the roots and every type of the real schema', () => {
    const definitions = definitionsOf(SCHEMA);
    const names = definitions.map((definition) => definition.name);
    expect(names).toEqual(expect.arrayContaining(['Query', 'Mutation', 'CurrentUser', 'Site']));
    expect(definitions.length).toBe(
      (SCHEMA.match(/^(type|input|enum|interface|union|scalar) /gm) ?? []).length,
    );
  });
});

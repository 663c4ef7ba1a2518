// The table of the list screens: the headings, the actions column read only by screen readers, and the
// one row that says why a list is empty.
import { act } from 'react';
import { describe, expect, test } from 'vitest';
import { ActionsCell, ListTable } from '../src/lists';
import { pageRoot } from '../src/testing';

describe('list table', () => {
  const page = pageRoot();

  test('heads each column, names the actions column, and renders the rows', async () => {
    await act(async () =>
      page.root.render(
        <ListTable
          testId="teams"
          columns={['Name', { label: 'Sites', className: 'figure' }]}
          actions
          count={1}
          empty="No teams"
        >
          <tr>
            <td>Web</td>
            <td>3</td>
            <ActionsCell>
              <a href="/edit">Edit</a>
            </ActionsCell>
          </tr>
        </ListTable>,
      ),
    );
    const table = page.host.querySelector('[data-testid="teams"]')!;
    const headings = [...table.querySelectorAll('thead th')];
    expect(headings.map((th) => th.textContent)).toEqual(['Name', 'Sites', 'Actions']);
    expect(headings.every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(headings[1]!.className).toBe('figure');
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Web', '3', 'Edit']);
    expect(table.textContent).not.toContain('No teams');
  });

  test('says why the list is empty in one row across every column', async () => {
    await act(async () =>
      page.root.render(
        <ListTable testId="teams" columns={['Name', 'Sites']} actions count={0} empty="No teams yet">
          {null}
        </ListTable>,
      ),
    );
    const cells = page.host.querySelectorAll('tbody td');
    expect(cells).toHaveLength(1);
    expect(cells[0]!.textContent).toBe('No teams yet');
    expect(cells[0]!.getAttribute('colspan')).toBe('3');
  });

  test('names the table with a caption read only by screen readers', async () => {
    await act(async () =>
      page.root.render(
        <ListTable testId="pages" caption="CrUX of each page" columns={['Page']} count={0} empty="None">
          {null}
        </ListTable>,
      ),
    );
    const caption = page.host.querySelector('[data-testid="pages"] caption')!;
    expect(caption.textContent).toBe('CrUX of each page');
    expect(caption.className).toContain('visuallyHidden');
  });
});

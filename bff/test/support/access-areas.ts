// The access entries of every area (test/access/<area>.ts exports `area`) and the world they run in:
// shared by the top-level access matrix and the field walk below it.
import { readdirSync } from 'node:fs';
import type { TestApp } from '../support.ts';
import type { AccessArea, AccessCase, AccessFixtures } from './access-kit.ts';
import { createWorld } from './actors.ts';

const areaDir = new URL('../access/', import.meta.url);

/** Every area's table, by file name. */
export async function loadAreas(): Promise<Map<string, AccessArea>> {
  const areas = new Map<string, AccessArea>();
  for (const file of readdirSync(areaDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const module = (await import(new URL(file, areaDir).href)) as { area: AccessArea };
    areas.set(file.replace(/\.ts$/, ''), module.area);
  }
  return areas;
}

/** Every entry by its field ('Query.site'), with the area that holds it; a field listed twice throws. */
export function casesOf(areas: Map<string, AccessArea>): Map<string, AccessCase & { area: string }> {
  const cases = new Map<string, AccessCase & { area: string }>();
  for (const [name, area] of areas) {
    for (const entry of area.cases) {
      if (cases.has(entry.field)) throw new Error(`${entry.field} has two access entries (${name})`);
      cases.set(entry.field, { ...entry, area: name });
    }
  }
  return cases;
}

/** createWorld's two organisations plus the rows each area's entries need. */
export async function createFixtures(app: TestApp, areas: Map<string, AccessArea>): Promise<AccessFixtures> {
  const world = await createWorld(app);
  const fixtures: AccessFixtures = { ...world, app, extra: {} };
  for (const [name, area] of areas) {
    if (area.setup) fixtures.extra[name] = await area.setup(fixtures);
  }
  return fixtures;
}

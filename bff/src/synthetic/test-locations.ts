// The test locations a site may choose (issue 21): those whose workers are alive now, and the site's
// own one, marked offline when its workers are gone (its tests wait in its queue until one returns).
// Listed to whoever may read the site; the location itself is set by updateSite (identity), which
// accepts only a live one.
import type { Database } from '@pace/platform/db';
import { liveLocations } from '@pace/synthetic/test-locations';
import type { Access } from '../kernel/auth/access.ts';
import { readSite, type SiteRef } from '../kernel/auth/site-scope.ts';

export interface TestLocationView {
  name: string | null;
  workers: number;
  online: boolean;
  current: boolean;
}

export class TestLocationService {
  constructor(private readonly db: Database) {}

  async list(access: Access, ref: SiteRef): Promise<TestLocationView[]> {
    const { site } = await readSite(access, ref);
    const current = site.testLocation || null;
    const live: TestLocationView[] = (await liveLocations(this.db)).map((location) => ({
      name: location.name,
      workers: location.workers,
      online: true,
      current: location.name === current,
    }));
    if (!live.some((location) => location.current))
      live.push({ name: current, workers: 0, online: false, current: true });
    return live;
  }
}

// The areas' services, made once per app by each area's factory (area.ts): business rules with no HTTP or
// GraphQL in them (routes and resolvers stay thin). Resolvers reach them as ctx.services.
import type { Area, MadeBy } from './area.ts';
import type { Services } from './area-services.ts';
import { AREAS } from './areas.ts';
import type { ServiceDeps } from './deps.ts';

export type { Services } from './area-services.ts';
export type { ServiceDeps } from './deps.ts';

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type FromAreas = Intersection<MadeBy<NonNullable<(typeof AREAS)[number]['services']>>>;
// Every area in the list adds its services to `Services`, and nothing else does.
const agree: [FromAreas, Services] extends [Services, FromAreas] ? true : false = true;

export function createServices(deps: ServiceDeps): Services {
  void agree;
  const made: Record<string, unknown> = {};
  let waiting = (AREAS as readonly Area[]).filter((area) => area.services);
  while (waiting.length > 0) {
    // An area is made once every service it uses is (in the list's order otherwise).
    const ready = waiting.filter((area) => (area.uses ?? []).every((key) => key in made));
    if (ready.length === 0)
      throw new Error(`Areas wait on services nothing makes: ${waiting.map((a) => a.name)}`);
    for (const area of ready) Object.assign(made, area.services?.({ ...deps, ...made } as never));
    waiting = waiting.filter((area) => !ready.includes(area));
  }
  return made as unknown as Services;
}

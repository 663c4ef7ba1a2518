// The areas' services, made once per app by each area's factory (area.ts): business rules with no HTTP or
// GraphQL in them (routes and resolvers stay thin). Resolvers reach them as ctx.services.
import type { Area } from './area.ts';
import { AREAS } from './areas.ts';
import type { ServiceDeps } from './deps.ts';

export type { ServiceDeps } from './deps.ts';

type ServicesOf<A> = A extends Area<infer S> ? S : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every area's services by key: the intersection of what their factories return. */
export type Services = Intersection<ServicesOf<(typeof AREAS)[number]>>;

export function createServices(deps: ServiceDeps): Services {
  const made: Record<string, unknown> = {};
  const pending: readonly Area[] = AREAS;
  let waiting = pending.filter((area) => area.services);
  while (waiting.length > 0) {
    // An area is made once every service it uses is (in the list's order otherwise).
    const ready = waiting.filter((area) => (area.uses ?? []).every((key) => key in made));
    if (ready.length === 0)
      throw new Error(`Areas wait on services nothing makes: ${waiting.map((a) => a.name)}`);
    for (const area of ready) Object.assign(made, area.services?.({ ...deps, ...made } as never));
    waiting = waiting.filter((area) => !ready.includes(area));
  }
  return made as Services;
}

// `Services`: every area's services by key (ctx.services, and what routes are made from). Each area's
// area.ts adds what its factory makes to this interface (module augmentation), so the type is exactly what
// the factories return, and this module stays a leaf: resolvers and routes import it without importing
// the list of areas that imports them (kernel/services.ts checks the two agree).

// biome-ignore lint/suspicious/noEmptyInterface: filled in by every area's area.ts.
export interface Services {}

import type { FastifyInstance } from 'fastify';

export interface ListedRoute {
  method: string;
  url: string;
}

/**
 * Every route an instance serves, read from Fastify's printed route tree (Fastify has no route
 * list of its own): each line is `<indent>├── <segment> (<METHODS>)`, a segment continuing its
 * parent's path. HEAD routes Fastify adds beside GET are left out.
 */
export function listRoutes(app: FastifyInstance): ListedRoute[] {
  const stack: string[] = [];
  const routes: ListedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}

// Route schemas compiled once per process. Fastify compiles every route's request validators (Ajv) and answer
// serialisers (fast-json-stringify) when an app starts, about two seconds for the portal's routes. A compiled function
// depends only on its schema, the part it checks or the status it answers, and the compiler's options, so an app built
// again in the same process (each API test file builds its own; a worker runs many files) takes them from here. One app
// per process, as in production, compiles exactly as before.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type Compile<Route, Compiled> = (route: Route) => Compiled;

/** Wraps a compiler factory: the same options and shared schemas give compilers that share their compiled functions. */
const memoised = <Args extends unknown[], Route extends { schema: unknown }, Compiled>(
  factory: (...args: Args) => Compile<Route, Compiled>,
  routeKey: (route: Route) => unknown[],
) => {
  const compiled = new Map<string, Compiled>();
  return (...args: Args): Compile<Route, Compiled> => {
    const compile = factory(...args);
    const prefix = JSON.stringify(args);
    return (route) => {
      const key = `${prefix}|${JSON.stringify([route.schema, ...routeKey(route)])}`;
      const known = compiled.get(key);
      if (known) return known;
      const made = compile(route);
      compiled.set(key, made);
      return made;
    };
  };
};

type ValidatorRoute = { schema: unknown; httpPart?: string; contentType?: string };
type SerializerRoute = { schema: unknown; httpStatus?: string; contentType?: string };

/** Fastify's `schemaController.compilersFactory`: its own default compilers, each function compiled once. */
export const schemaCompilers = {
  buildValidator: memoised(AjvCompiler() as never as (...args: unknown[]) => Compile<ValidatorRoute, unknown>, (r) => [
    r.httpPart,
    r.contentType,
  ]),
  buildSerializer: memoised(
    SerializerSelector() as never as (...args: unknown[]) => Compile<SerializerRoute, unknown>,
    (r) => [r.httpStatus, r.contentType],
  ),
};

import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Checks an object against its response schema and stringifies it once, then reuses the text while the same
 * object is answered again. For hot answers built from cached objects (settings, a session's user): the zod
 * serialiser would otherwise re-validate them on every request.
 */
export function memoizedJson<Schema extends z.ZodType>(schema: Schema): (value: z.infer<Schema>) => string {
  const memo = new WeakMap<object, string>();
  return (value) => {
    let json = memo.get(value as object);
    if (json === undefined) {
      json = JSON.stringify(schema.parse(value));
      memo.set(value as object, json);
    }
    return json;
  };
}

/** A route's serializer compiler: `serializeOk` for the 200 answer, the usual zod serialiser for the others. */
export function withOkSerializer<Data>(serializeOk: (data: Data) => string) {
  return <RouteSchema>(route: FastifyRouteSchemaDef<RouteSchema>): ((data: Data) => string) =>
    String(route.httpStatus) === '200' ? serializeOk : zodSerializerCompiler(route as FastifyRouteSchemaDef<z.ZodType>);
}

import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;

/**
 * Fastify compiles every route's request validators (Ajv) and answer serialisers (fast-json-stringify) each time an
 * app is built: a second of work for the manifest's operations. A server builds one app, but the API suites build
 * hundreds in one process from the same schema objects (`routeSchema` keeps one per operation), so the compiled
 * functions are kept per schema object for the life of the process. Ajv's pool already keeps one Ajv per
 * configuration, and Ajv keeps what it compiled by schema object; answers need the same for fast-json-stringify.
 */
const validators = AjvCompiler();
const serializerSelector = SerializerSelector();
const serializers = new Map<string, WeakMap<object, Serializer>>();

const sharedSerializers: SerializerFactory = (externalSchemas, options) => {
  const compile = serializerSelector(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options]);
  let compiled = serializers.get(key);
  if (!compiled) serializers.set(key, (compiled = new WeakMap()));
  const known = compiled;
  return (route) => {
    const schema = route.schema as object;
    let serializer = known.get(schema);
    if (!serializer) known.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

export const sharedCompilers = { buildValidator: validators, buildSerializer: sharedSerializers };

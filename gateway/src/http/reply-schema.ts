import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/**
 * A reply's zod schema (from @reto/contracts) as a Fastify response schema: fast-json-stringify
 * serialises the answer from it, faster than JSON.stringify on a hot path, and only the declared
 * fields leave. It describes, it does not validate: `required` is dropped (a field the service left
 * out is left out, as JSON.stringify would), and `X | null` becomes `X` with `nullable`, which
 * fast-json-stringify writes directly instead of trying each branch of an `anyOf`.
 */
export function replySchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-7', io: 'output' }) as JsonSchema;
  return forSerialisation(json);
}

const isNull = (branch: JsonSchema) => branch.type === 'null';

function forSerialisation(node: JsonSchema): JsonSchema {
  const { required: _required, anyOf, properties, items, ...rest } = node;
  const branches = anyOf as JsonSchema[] | undefined;
  const value = branches?.length === 2 && branches.some(isNull) ? branches.find((b) => !isNull(b)) : undefined;
  if (value) return { ...forSerialisation(value), ...rest, nullable: true };
  return {
    ...rest,
    ...(branches ? { anyOf: branches.map(forSerialisation) } : {}),
    ...(properties
      ? {
          properties: Object.fromEntries(
            Object.entries(properties as Record<string, JsonSchema>).map(([key, value]) => [
              key,
              forSerialisation(value),
            ]),
          ),
        }
      : {}),
    ...(items ? { items: forSerialisation(items as JsonSchema) } : {}),
  };
}

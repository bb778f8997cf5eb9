import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the app's request schemas use. */
export interface JsonSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

/**
 * Texts that have broken servers before: NUL, SQL and path tricks, odd Unicode, long ones, control
 * characters.
 */
const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "'; drop table patients; --",
    '../../etc/passwd',
    '%2e%2e%2f',
    '\uD800',
    '😷'.repeat(300),
    'x'.repeat(70_000),
    '1e309',
    '-0',
    'null',
    '{{7*7}}',
    // A line break starting a formula (CSV) or a calendar line of its own (.ics).
    "Budi\n=cmd|' /C calc'!A0",
    'Klinik\r\nATTENDEE:mailto:evil@example.com',
    'Budi "Jr"\tSantoso\u001b[31m',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Arbitrary JSON of any shape, for a value the schema did not ask for. */
const anyJson = fc.oneof(hostileText, fc.jsonValue({ maxDepth: 2 }));

function textArbitrary(schema: JsonSchema, strict: boolean): fc.Arbitrary<string> {
  const lengths = {
    minLength: schema.minLength ?? 0,
    maxLength: Math.min(schema.maxLength ?? 40, 60),
  };
  const plain = fc.string(lengths);
  if (!schema.pattern) return plain;
  try {
    const matching = fc.stringMatching(new RegExp(schema.pattern));
    return strict ? matching : fc.oneof(matching, plain);
  } catch {
    // fast-check reads most regular expressions, not every one; plain text is then the best guess.
    return plain;
  }
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? -1e6, Number.MIN_SAFE_INTEGER);
  const max = Math.min(schema.maximum ?? 1e6, Number.MAX_SAFE_INTEGER);
  return schema.type === 'integer'
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
}

/** How often a value ignores its schema: one time in n, at any depth; `null` for never. */
export type Wildness = number | null;

/**
 * Values for a schema: mostly what it describes (so requests get past validation and reach the
 * services), and at any depth, one time in `wildOneIn`, anything else (so validation is tried too).
 */
export function schemaArbitrary(
  schema: JsonSchema,
  wildOneIn: Wildness = 10,
): fc.Arbitrary<unknown> {
  const conforming = conformingArbitrary(schema, wildOneIn);
  if (wildOneIn === null) return conforming;
  return fc.oneof(
    { weight: wildOneIn - 1, arbitrary: conforming },
    { weight: 1, arbitrary: anyJson },
  );
}

function conformingArbitrary(schema: JsonSchema, wildOneIn: Wildness): fc.Arbitrary<unknown> {
  const base = baseArbitrary(schema, wildOneIn);
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

function baseArbitrary(schema: JsonSchema, wildOneIn: Wildness): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches?.length)
    return fc.oneof(...branches.map((branch) => schemaArbitrary(branch, wildOneIn)));
  // allOf narrows one value by several schemas (here: texts with two patterns); any of them is
  // a fair start, and the server refuses what the others do not allow.
  if (schema.allOf?.length) {
    return fc.oneof(...schema.allOf.map((part) => conformingArbitrary(part, wildOneIn)));
  }
  switch (schema.type) {
    case 'string':
      return textArbitrary(schema, wildOneIn === null);
    case 'integer':
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schemaArbitrary(schema.items ?? {}, wildOneIn), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, inner]) => [
          name,
          schemaArbitrary(inner, wildOneIn),
        ]),
      );
      const required = (schema.required ?? []).filter((name) => name in properties);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return anyJson;
  }
}

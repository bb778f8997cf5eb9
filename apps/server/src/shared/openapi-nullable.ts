/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`. fastify-type-provider-zod turns a nullable
 * union (`fileReference.or(z.literal('')).nullish()`) into `{ nullable: true, anyOf: [...] }`
 * without one, which says "null is not allowed" to strict readers and fails Redocly's
 * `nullable-type-sibling` rule. When every branch has the same type, that type is the union's.
 */
export function withNullableUnionTypes<T>(document: T): T {
  visit(document);
  return document;
}

type SchemaLike = Record<string, unknown>;

function branchesOf(schema: SchemaLike): SchemaLike[] | null {
  const branches = schema.anyOf ?? schema.oneOf;
  return Array.isArray(branches) ? (branches as SchemaLike[]) : null;
}

function visit(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(visit);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as SchemaLike;
  const branches = branchesOf(schema);
  if (schema.nullable === true && schema.type === undefined && branches) {
    const types = new Set(branches.map((branch) => branch.type));
    const [only] = types;
    if (types.size === 1 && typeof only === 'string') schema.type = only;
  }
  Object.values(schema).forEach(visit);
}

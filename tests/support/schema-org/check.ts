import Validator, { type ValidatorIssue } from '@adobe/structured-data-validator';
import { Parser } from 'htmlparser2';
import { valueIssues, type JsonLdNode } from './value-types';
import { schemaOrgGraph, schemaOrgVocabulary } from './vocabulary';

/** What a page's structured data gets wrong (`errors`), and what Google would like on top (`advice`). */
export type StructuredDataReport = { errors: string[]; advice: string[] };

/** The text of every <script type="application/ld+json"> of an HTML document, in document order. */
export function jsonLdScripts(html: string): string[] {
  const scripts: string[] = [];
  let current: string[] | undefined;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      if (name === 'script' && attributes.type === 'application/ld+json') current = [];
    },
    ontext: (text) => current?.push(text),
    onclosetag: (name) => {
      if (name === 'script' && current) scripts.push(current.join(''));
      current = undefined;
    },
  });
  parser.end(html);
  return scripts;
}

/**
 * Google requires these of a Product's offer; the validator only recommends availability and the
 * currency (a warning), we require them (issue 25 §3). Name and price are errors of the validator already.
 */
const REQUIRED_BY_US = ['availability', 'priceCurrency'];

/**
 * Google's merchant listings want a product image; our products have none to give (tariffs are
 * services, device pictures are drawn inline), and product snippets need none. Everything else the
 * validator calls an error is one.
 */
const isMissingProductImage = (issue: ValidatorIssue) =>
  issue.rootType === 'Product' && issue.issueMessage === 'Required attribute "image" is missing';

const isError = (issue: ValidatorIssue) =>
  (issue.severity === 'ERROR' && !isMissingProductImage(issue)) ||
  issue.errorType === 'schemaOrg' ||
  Boolean(issue.fieldNames?.some((field) => REQUIRED_BY_US.includes(field)));

const step = (p: NonNullable<ValidatorIssue['path']>[number]) =>
  p.property ? `${p.property}${p.index === undefined ? '' : `[${p.index}]`}` : p.type;
const describe = (issue: ValidatorIssue) => `${(issue.path ?? []).map(step).join('.') || issue.rootType}: ${issue.issueMessage}`;

/**
 * Checks every JSON-LD block of a page against schema.org, offline:
 * - @adobe/structured-data-validator: every @type exists in schema.org, every property belongs to its
 *   type (domainIncludes, following supertypes), and Google's rich-result rules for the types it knows
 *   (Product, Offer, PriceSpecification, BreadcrumbList, ListItem, Organization …);
 * - valueIssues (ours, as no package checks them): every value has a type the property allows;
 * - each block is schema.org JSON-LD (@context https://schema.org).
 */
export async function checkStructuredData(scripts: readonly string[]): Promise<StructuredDataReport> {
  const vocabulary = schemaOrgVocabulary();
  const blocks = scripts.map((text) => JSON.parse(text) as JsonLdNode);
  const contextErrors = blocks.flatMap((block, index) =>
    block['@context'] === 'https://schema.org'
      ? []
      : [`block ${index + 1}: @context is ${JSON.stringify(block['@context'])}, not "https://schema.org"`],
  );
  const nodes = blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as JsonLdNode[]) : [block]));
  const jsonld: Record<string, JsonLdNode[]> = {};
  for (const node of nodes) (jsonld[String(node['@type'])] ??= []).push(structuredClone(node));
  const issues = await new Validator(schemaOrgGraph(vocabulary)).validate({ jsonld });
  return {
    errors: [
      ...contextErrors,
      ...issues.filter(isError).map(describe),
      ...valueIssues(vocabulary, nodes).map((issue) => `${issue.at}: ${issue.message}`),
    ],
    advice: issues.filter((issue) => !isError(issue)).map(describe),
  };
}

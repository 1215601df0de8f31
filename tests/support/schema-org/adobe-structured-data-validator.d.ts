/** The part of @adobe/structured-data-validator (plain JavaScript, no types of its own) the checks use. */
declare module '@adobe/structured-data-validator' {
  export type ValidatorIssue = {
    rootType: string;
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    errorType?: string;
    fieldNames?: string[];
    path?: { type?: string; property?: string; index?: number }[];
  };

  /** Items by their root @type, per syntax, as @marbec/web-auto-extractor delivers them. */
  export type ExtractedData = { jsonld?: Record<string, Record<string, unknown>[]>; microdata?: never; rdfa?: never };

  export default class Validator {
    /** Without the schema.org graph only Google's rich-result rules run. */
    constructor(schemaOrgJson?: { '@graph': Record<string, unknown>[] });
    validate(data: ExtractedData): Promise<ValidatorIssue[]>;
  }
}

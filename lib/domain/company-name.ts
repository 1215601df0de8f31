/** SPEC §5 and §9: a company name has at most 60 characters. */
export const COMPANY_NAME_MAX_LENGTH = 60;

export type CompanyNameProblem = 'required' | 'too_long';

/**
 * Why a company name cannot be taken. A business customer (isCompany) must give one; for a private
 * customer it may stay empty. Counted as a browser's maxlength counts (UTF-16 code units) after trimming,
 * so the form's limit and this rule never disagree.
 */
export function companyNameProblem(value: string, { required }: { required: boolean }): CompanyNameProblem | undefined {
  const name = value.trim();
  if (name === '') return required ? 'required' : undefined;
  return name.length > COMPANY_NAME_MAX_LENGTH ? 'too_long' : undefined;
}

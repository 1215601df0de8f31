import { useTranslations } from 'next-intl';

type MessageKey =
  'required' | 'tooShort' | 'tooLong' | 'invalidZip' | 'invalidEmail' | 'invalidPhone' | 'invalid' | 'consent' | 'chooseOption';

const FORMAT_MESSAGE: Record<string, MessageKey> = { zip: 'invalidZip', email: 'invalidEmail', phone: 'invalidPhone' };

function messageKey(field: string, code: string | undefined): MessageKey {
  switch (code) {
    case 'required':
      return field === 'buildingType' ? 'chooseOption' : 'required';
    case 'too_short':
      return 'tooShort';
    case 'too_long':
      return 'tooLong';
    case 'consent_required':
      return 'consent';
    default:
      return FORMAT_MESSAGE[field] ?? 'invalid';
  }
}

/**
 * The message (fibre.errors.*) for an error code on a field of the check's forms, from their schemas
 * (lib/fixedline/contracts.ts) or the API's 400 (SPEC §5: empty field, search needs more than 1
 * character, invalid postal code, e-mail or phone number).
 */
export function useFieldMessage(): (field: string, code: string | undefined) => string {
  const t = useTranslations('fibre.errors');
  return (field, code) => t(messageKey(field, code));
}

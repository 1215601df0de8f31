import { z } from 'zod';
import { cancelledNumber, landlineNumber, newNumber, optional, portedNumber, text } from '@/lib/platform/contracts/checkout';
import { incumbentContractNumberProblem } from '@/lib/domain/incumbent-contract-number';
import { matchesMarketPattern, type PhoneRules } from '@/lib/domain/market-patterns';
import { addDays } from '@/lib/domain/opening-hours';
import { normalizePuk, pukProblem } from '@/lib/domain/puk';
import {
  isSwitchingCodeValidOn,
  normalizeSwitchingCode,
  switchingCodeExpiry,
  switchingCodeProblem,
  SWITCHING_CODE_VALID_DAYS,
} from '@/lib/domain/switching-codes';
import type { MarketCode } from '@/lib/platform/markets/markets';
import type { PortingProvider } from '@/lib/platform/content-api/schemas';

/**
 * The number step's rules of a market (issue 14 §3.2), laid over the shapes of lib/platform/contracts/checkout.ts.
 * Client-safe: the island checks with the same schema the route handler does (lib/checkout/steps/number.ts
 * loads the rules on the server). Error messages are field-error codes, which the form turns into SPEC §5
 * texts: `required` (also "choose an option"), `invalid_format`, `unavailable_date` ("porting date invalid,
 * choose another day"), `consent_required`, `mismatch` (a STAC given for a PAC or the other way round),
 * `expired` (a STAC older than 30 days), `invalid_date`.
 */
export type NumberRules = {
  market: MarketCode;
  /** The market's mobile and landline patterns (/config/mandant). */
  phone: PhoneRules;
  /** GET /portings/providers: every provider with the contract types it supports (the form filters by type). */
  providers: PortingProvider[];
  /** GET /portings/freedates: the dates a porting can be asked for. */
  freeDates: string[];
  /** The market's calendar day (a STAC's validity counts from it). */
  today: string;
};

/**
 * The UK switches with Ofcom's codes (lib/domain/switching-codes): a PAC keeps the number, a STAC cancels
 * the old contract for a new number (source CANCEL). Everywhere else a prepaid card's PUK proves its owner
 * (SPEC §5: 8 digits; optional for contracts, checked when given), the termination type is asked for a
 * contract, and the visitor confirms the porting SMS (SPEC §9: SMS 499).
 */
export const usesSwitchingCodes = (market: MarketCode) => market === 'UK';

/**
 * SPEC §5 "an incumbent provider's business contract number starts with 3". The providers' list carries
 * no incumbent flag (lib/domain/incumbent-contract-number), so here is each market's former state
 * operator by its id in GET /portings/providers. The UK ports with a PAC and asks no contract number.
 */
export const INCUMBENT_PROVIDER: Partial<Record<MarketCode, string>> = {
  AT: 'a1',
  CAMP: 'a1',
  DE: 'telekom-de',
  CH: 'swisscom',
  IT: 'tim',
};

/** Whether a port asks for the incumbent's business contract number. */
export const asksContractNumber = (market: MarketCode, porting: { previousProviderId?: string; contractType?: string }) =>
  !usesSwitchingCodes(market) &&
  porting.contractType === 'BUSINESS' &&
  porting.previousProviderId !== undefined &&
  porting.previousProviderId === INCUMBENT_PROVIDER[market];

/** Whether a port asks how the old contract ends: not in the UK, and not for a prepaid card. */
export const asksTerminationType = (market: MarketCode, contractType?: string) => !usesSwitchingCodes(market) && contractType !== 'PREPAID';

/** A pattern the browser cannot read checks nothing (the content API checks the order again). */
const matches = (pattern: string, value: string) => matchesMarketPattern(pattern, value.trim()) !== false;

/** A code without the spaces it is printed or typed with (PUK "1234 5678"; PAC "abc 123 456" in capitals). */
const codeField = (normalise: (code: string) => string) => z.preprocess((v) => (typeof v === 'string' ? normalise(v) : v), text(20));

/** The STAC's issue date: a real day, not after today, and at most 30 days ago (switching-codes). */
function stacIssueProblem(issuedOn: string, today: string): 'invalid_date' | 'expired' | undefined {
  if (issuedOn > today) return 'invalid_date';
  return isSwitchingCodeValidOn(switchingCodeExpiry(issuedOn), today) ? undefined : 'expired';
}

type Issue = (path: string, message: string) => void;

/** A field's text as far as it was read (the refinements run on an object with invalid fields too). */
const given = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

type Ported = Partial<z.output<typeof portedNumber>>;
type Cancelled = Partial<z.output<typeof cancelledNumber>>;

function portingProblems(rules: NumberRules, sim: Ported, issue: Issue) {
  const { market } = rules;
  const switching = usesSwitchingCodes(market);
  const number = given(sim.transferPhoneNumber);
  if (number && !matches(rules.phone.mobilePhoneNumberRegex, number)) issue('transferPhoneNumber', 'invalid_format');
  const provider = rules.providers.find((p) => p.id === sim.previousProviderId);
  if (!provider || (sim.contractType && !provider.supportedContractTypes.includes(sim.contractType)))
    issue('previousProviderId', 'required');
  const code = given(sim.code);
  if (switching) {
    const problem = switchingCodeProblem(code, 'PAC');
    if (problem) issue('code', problem === 'wrong_type' ? 'mismatch' : problem);
  } else if (sim.contractType === 'PREPAID' || code !== '') {
    const problem = pukProblem(code);
    if (problem) issue('code', problem);
  }
  if (sim.contractType && asksContractNumber(market, sim)) {
    const contractNumber = given(sim.contractNumber);
    if (contractNumber === '') issue('contractNumber', 'required');
    else if (incumbentContractNumberProblem(contractNumber, { fromIncumbent: true, contractType: sim.contractType }))
      issue('contractNumber', 'invalid_format');
  }
  if (!rules.freeDates.includes(given(sim.date))) issue('date', given(sim.date) ? 'unavailable_date' : 'required');
  if (sim.contractType && asksTerminationType(market, sim.contractType) && !sim.terminationType) issue('terminationType', 'required');
  if (!switching && sim.smsSent !== true) issue('smsSent', 'consent_required');
}

function cancelProblems(rules: NumberRules, sim: Cancelled, issue: Issue) {
  if (!usesSwitchingCodes(rules.market)) return issue('source', 'required');
  const number = given(sim.cancelPhoneNumber);
  if (number && !matches(rules.phone.mobilePhoneNumberRegex, number)) issue('cancelPhoneNumber', 'invalid_format');
  if (!rules.providers.some((p) => p.id === sim.previousProviderId)) issue('previousProviderId', 'required');
  const problem = given(sim.code) && switchingCodeProblem(given(sim.code), 'STAC');
  if (problem) issue('code', problem === 'wrong_type' ? 'mismatch' : problem);
  const issuedOn = given(sim.codeIssuedOn);
  const issued = /^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ? stacIssueProblem(issuedOn, rules.today) : undefined;
  if (issued) issue('codeIssuedOn', issued);
}

/**
 * A refinement that runs on the object even when some of its fields are invalid, so that one submit
 * shows every problem (zod skips refinements of an invalid object unless told otherwise).
 */
function refined<T>(check: (value: Partial<T>, issue: Issue) => void) {
  return z.superRefine<T>(
    (value, ctx) => check(value, (path, message) => ctx.addIssue({ code: 'custom', path: path.split('.'), message })),
    { when: () => true },
  );
}

/**
 * The number step's body for a market: per SIM card a new number (a live reservation's), a ported one
 * or (UK) a cancelled contract's new one, and the fixed line's landline number. PUK, PAC and STAC are
 * kept without spaces (the content API refuses them with spaces).
 */
export function numberSchema(rules: NumberRules) {
  const switching = usesSwitchingCodes(rules.market);
  const code = optional(codeField(switching ? normalizeSwitchingCode : normalizePuk));
  const simCard = z.discriminatedUnion('source', [
    newNumber,
    portedNumber.extend({ code }).check(refined((sim, issue) => portingProblems(rules, sim, issue))),
    cancelledNumber.extend({ code: codeField(normalizeSwitchingCode) }).check(refined((sim, issue) => cancelProblems(rules, sim, issue))),
  ]);
  const [keep, port] = landlineNumber.options;
  const landline = z.discriminatedUnion('port', [
    keep,
    port.check(
      refined((line, issue) => {
        const number = given(line.phoneNumber);
        if (number && !matches(rules.phone.phoneNumberRegex, number)) issue('phoneNumber', 'invalid_format');
      }),
    ),
  ]);
  return z.object({ simCards: z.array(simCard).max(5), landline: landline.optional() });
}
export type NumberSchema = ReturnType<typeof numberSchema>;

/** The earliest issue date a STAC can still have today (the date field's min). */
export const earliestStacIssue = (today: string) => addDays(today, -SWITCHING_CODE_VALID_DAYS);

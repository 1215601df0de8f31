import { Hono } from 'hono';
import {
  customer as customerSchema,
  customerUpdate,
  emailChangeConfirm,
  emailChangePending,
  emailChangeRequest,
  userFeatures,
} from '@storefront/wire';
import type { Clock } from '../../clock';
import { apiError } from '../../context';
import {
  confirmationLink,
  confirmedAddress,
  EMAIL_CHANGE_ASPECT,
  pendingAddress,
  startEmailChange,
  type EmailChangeState,
} from '../../customer-area/email-change';
import { changedState, customerData, updateProblems, type PersonalState } from '../../customer-area/personal-data';
import { pick } from '../../localise';
import type { CustomerEnv } from '../../require-customer';
import { leadRetentionCutoff } from '../../retention';
import type { Store } from '../../store';
import type { AreaCtx } from './area-context';
import { invalid } from '../../invalid-request';
import { jsonBody } from '../../json-body';

const PERSONAL = 'personal';

const EMAIL_TEXT = {
  subject: {
    en: 'Confirm your new e-mail address',
    de: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    fr: 'Confirmez votre nouvelle adresse e-mail',
    it: 'Conferma il tuo nuovo indirizzo e-mail',
  },
  body: {
    en: 'Please confirm that this is your new e-mail address for your customer account {customerNumber}. The link works for 24 hours: {link}',
    de: 'Bitte bestätigen Sie, dass dies Ihre neue E-Mail-Adresse für Ihr Kundenkonto {customerNumber} ist. Der Link gilt 24 Stunden: {link}',
    fr: 'Veuillez confirmer qu’il s’agit de votre nouvelle adresse e-mail pour votre compte client {customerNumber}. Le lien est valable 24 heures : {link}',
    it: 'Conferma che questo è il tuo nuovo indirizzo e-mail per il conto cliente {customerNumber}. Il link è valido 24 ore: {link}',
  },
};

/**
 * GET /customerarea/customer/ (SPEC §3 Customer), PUT /customerarea/customer (the editable personal
 * data; 400 with field errors), PUT /customerarea/customer/email (sends a confirmation link to the
 * new address: 202), PUT /customerarea/customer/email/confirm (the link's token changes the address;
 * 400 invalid_token when it is wrong, used or expired) and GET /customerarea/features.
 */
export function personalRoutes({ customerState, config, outbox }: Pick<Store, 'customerState' | 'config' | 'outbox'>, clock: Clock) {
  const app = new Hono<CustomerEnv>();
  const stateOf = (c: AreaCtx) => {
    const [market, number] = [c.get('market'), c.get('customer').customerNumber];
    return {
      personal: customerState.get<PersonalState>(market, number, PERSONAL),
      emailChange: customerState.get<EmailChangeState>(market, number, EMAIL_CHANGE_ASPECT),
      put: <T>(aspect: string, value: T) => customerState.put(market, number, aspect, value),
    };
  };
  const view = (c: AreaCtx) => {
    const state = stateOf(c);
    return customerSchema.parse(customerData(c.get('customer'), state.personal, pendingAddress(state.emailChange, clock.now())));
  };

  app.get('/customer', (c) => c.json(view(c)));

  app.put('/customer', jsonBody(customerUpdate), async (c) => {
    const body = c.req.valid('json');
    const mandant = config.mandant(c.get('market'));
    if (!mandant) return apiError(c, 404, 'not_found', 'No such market configuration.');
    const problems = updateProblems(c.get('market'), mandant, c.get('customer'), body);
    if (problems.length > 0) return invalid(c, problems);
    const state = stateOf(c);
    state.put(PERSONAL, changedState(state.personal, body));
    return c.json(view(c));
  });

  app.put('/customer/email', jsonBody(emailChangeRequest), async (c) => {
    const body = c.req.valid('json');
    const now = clock.now();
    const { state, token } = startEmailChange(body.eMail, now);
    stateOf(c).put(EMAIL_CHANGE_ASPECT, state);
    const customer = c.get('customer');
    const language = c.get('language');
    const text = pick(EMAIL_TEXT.body, language)
      .replace('{customerNumber}', customer.customerNumber)
      .replace('{link}', confirmationLink(body.confirmUrl, token));
    outbox.send(
      c.get('market'),
      { channel: 'EMAIL', to: state.eMail, subject: pick(EMAIL_TEXT.subject, language), text, customerNumber: customer.customerNumber },
      now,
      leadRetentionCutoff(now),
    );
    return c.json(emailChangePending.parse({ pendingEMail: state.eMail, expiresAt: state.expiresAt }), 202);
  });

  app.put('/customer/email/confirm', jsonBody(emailChangeConfirm), async (c) => {
    const body = c.req.valid('json');
    const state = stateOf(c);
    const eMail = confirmedAddress(state.emailChange, body.token, clock.now());
    if (!eMail) return apiError(c, 400, 'invalid_token', 'Link invalid or expired.');
    state.put(PERSONAL, { ...state.personal, eMail });
    state.put<EmailChangeState>(EMAIL_CHANGE_ASPECT, null);
    return c.json(view(c));
  });

  app.get('/features', (c) => c.json(userFeatures.parse(c.get('customer').features)));

  return app;
}

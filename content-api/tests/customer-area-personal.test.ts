import { customer, emailChangePending, fieldErrorBody, userFeatures, apiError } from '@storefront/wire';
import { customerSender } from './support/customer-area';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app, clock, store } = referenceApp(NOW);

beforeEach(() => clock.set(new Date(NOW)));

const PRIVATE_UPDATE = {
  street: 'Neubaugasse',
  houseNumber: '7',
  doorNumber: '3',
  zip: '1070',
  city: 'Wien',
  country: 'AT',
  language: 'en-GB',
  contactPhoneNumber: '+43 664 1234599',
};

const fieldsOf = async (response: Response) => fieldErrorBody.parse(await response.json()).fields;

describe('GET /customerarea/customer/', () => {
  it('answers the personal data of SPEC §3; company fields only for company customers', async () => {
    const katharina = await customerSender(app, '10000001');
    const person = customer.parse(await (await katharina('GET', '/customerarea/customer/')).json());
    expect(person).toMatchObject({
      customerNumber: '10000001',
      firstName: 'Katharina',
      dateOfBirth: '1988-04-17',
      zip: '1070',
      country: 'AT',
      isCompany: false,
    });
    expect(person.companyName).toBeUndefined();
    const florian = await customerSender(app, '10000002');
    expect(customer.parse(await (await florian('GET', '/customerarea/customer')).json())).toMatchObject({
      isCompany: true,
      companyName: 'Huber Installationen GmbH',
      companyRegisterNumber: 'FN 482913 k',
      vatNumber: 'ATU71234567',
    });
  });
});

describe('PUT /customerarea/customer', () => {
  it('saves the address and keeps it for the next read; a field left out is cleared', async () => {
    const katharina = await customerSender(app, '10000001');
    const response = await katharina('PUT', '/customerarea/customer', PRIVATE_UPDATE);
    expect(response.status).toBe(200);
    const saved = customer.parse(await (await katharina('GET', '/customerarea/customer/')).json());
    expect(saved).toMatchObject({
      street: 'Neubaugasse',
      houseNumber: '7',
      doorNumber: '3',
      language: 'en-GB',
      contactPhoneNumber: '+43 664 1234599',
    });
    expect(saved.block).toBeUndefined();
    expect(saved.firstName).toBe('Katharina');
    expect(store.customerState.get('AT', '10000001', 'personal')).toMatchObject({ street: 'Neubaugasse' });
  });

  it("answers 400 with field errors for the market's zip and phone patterns, country and language", async () => {
    const katharina = await customerSender(app, '10000001');
    const response = await katharina('PUT', '/customerarea/customer', {
      ...PRIVATE_UPDATE,
      zip: '10700',
      contactPhoneNumber: '12',
      country: 'DE',
      language: 'fr-CH',
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual([
      { field: 'zip', code: 'invalid_format' },
      { field: 'country', code: 'unsupported_country' },
      { field: 'language', code: 'invalid_format' },
      { field: 'contactPhoneNumber', code: 'invalid_format' },
    ]);
    const uk = await customerSender(app, '40000001', 'UK');
    const ukResponse = await uk('PUT', '/customerarea/customer', {
      ...PRIVATE_UPDATE,
      zip: 'SW1A 1AA',
      country: 'GB',
      contactPhoneNumber: '+44 7700 900999',
    });
    expect(ukResponse.status).toBe(200);
  });

  it('answers 400 for empty required fields, unknown fields and a body that is not JSON', async () => {
    const katharina = await customerSender(app, '10000001');
    expect(await fieldsOf(await katharina('PUT', '/customerarea/customer', { ...PRIVATE_UPDATE, street: ' ', city: undefined }))).toEqual([
      { field: 'street', code: 'required' },
      { field: 'city', code: 'required' },
    ]);
    expect((await katharina('PUT', '/customerarea/customer', { ...PRIVATE_UPDATE, firstName: 'Kathi' })).status).toBe(400);
    expect((await katharina('PUT', '/customerarea/customer', '{not json')).status).toBe(400);
  });

  it('takes company fields only from company customers, and checks the VAT number and the 60-character name', async () => {
    const katharina = await customerSender(app, '10000001');
    expect(await fieldsOf(await katharina('PUT', '/customerarea/customer', { ...PRIVATE_UPDATE, companyName: 'Gruber KG' }))).toEqual([
      { field: 'companyName', code: 'invalid_format' },
    ]);
    const florian = await customerSender(app, '10000002');
    const company = {
      ...PRIVATE_UPDATE,
      language: 'de-AT',
      companyName: 'Huber Installationen GmbH',
      companyRegisterNumber: 'FN 482913 k',
      vatNumber: 'ATU 7123 4567',
    };
    expect(
      await fieldsOf(await florian('PUT', '/customerarea/customer', { ...company, vatNumber: 'DE123', companyName: 'x'.repeat(61) })),
    ).toEqual([{ field: 'companyName', code: 'too_long' }]);
    expect(await fieldsOf(await florian('PUT', '/customerarea/customer', { ...company, vatNumber: 'DE123' }))).toEqual([
      { field: 'vatNumber', code: 'invalid_format' },
    ]);
    expect(await fieldsOf(await florian('PUT', '/customerarea/customer', { ...company, companyName: '' }))).toEqual([
      { field: 'companyName', code: 'required' },
    ]);
    const saved = await florian('PUT', '/customerarea/customer', company);
    expect(saved.status).toBe(200);
    expect(customer.parse(await saved.json())).toMatchObject({ companyName: 'Huber Installationen GmbH', vatNumber: 'ATU 7123 4567' });
  });
});

describe('PUT /customerarea/customer/email and /customer/email/confirm', () => {
  const CONFIRM_URL = 'https://www.example.at/de-at/kundenbereich/email-bestaetigen';

  const linkToken = (to: string) => {
    const message = store.outbox
      .messages('AT')
      .filter((m) => m.to === to)
      .at(-1)!;
    return new URL(/https:\S+/.exec(message.text)![0]).searchParams.get('token')!;
  };

  it('sends a confirmation link to the new address and changes the address only once confirmed', async () => {
    const katharina = await customerSender(app, '10000001', 'AT', 'de-AT');
    const response = await katharina('PUT', '/customerarea/customer/email', { eMail: 'k.gruber@example.net', confirmUrl: CONFIRM_URL });
    expect(response.status).toBe(202);
    expect(emailChangePending.parse(await response.json())).toEqual({
      pendingEMail: 'k.gruber@example.net',
      expiresAt: expect.stringMatching(/^2026-11-24T10:00:0/),
    });
    const message = store.outbox
      .messages('AT')
      .filter((m) => m.to === 'k.gruber@example.net')
      .at(-1)!;
    expect(message).toMatchObject({ channel: 'EMAIL', subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse', customerNumber: '10000001' });
    expect(message.text).toContain(`${CONFIRM_URL}?token=`);
    const before = customer.parse(await (await katharina('GET', '/customerarea/customer/')).json());
    expect(before).toMatchObject({ eMail: 'katharina.gruber@example.at', pendingEMail: 'k.gruber@example.net' });

    const token = linkToken('k.gruber@example.net');
    const confirmed = await katharina('PUT', '/customerarea/customer/email/confirm', { token });
    expect(confirmed.status).toBe(200);
    expect(customer.parse(await confirmed.json())).toMatchObject({ eMail: 'k.gruber@example.net' });
    expect(customer.parse(await (await katharina('GET', '/customerarea/customer/')).json()).pendingEMail).toBeUndefined();
    // The link works once.
    const again = await katharina('PUT', '/customerarea/customer/email/confirm', { token });
    expect(again.status).toBe(400);
    expect(apiError.parse(await again.json()).error).toBe('invalid_token');
  });

  it('refuses an expired link, a wrong token and another customer confirming the link', async () => {
    const florian = await customerSender(app, '10000002');
    const katharina = await customerSender(app, '10000001');
    await katharina('PUT', '/customerarea/customer/email', { eMail: 'new.address@example.at', confirmUrl: CONFIRM_URL });
    const token = linkToken('new.address@example.at');
    expect((await katharina('PUT', '/customerarea/customer/email/confirm', { token: 'wrong' })).status).toBe(400);
    expect((await florian('PUT', '/customerarea/customer/email/confirm', { token })).status).toBe(400);
    clock.set(new Date('2026-11-24T10:00:01Z'));
    const late = await customerSender(app, '10000001');
    expect((await late('PUT', '/customerarea/customer/email/confirm', { token })).status).toBe(400);
    expect(customer.parse(await (await late('GET', '/customerarea/customer/')).json()).eMail).not.toBe('new.address@example.at');
  });

  it('answers 400 with field errors for an invalid address or link page', async () => {
    const katharina = await customerSender(app, '10000001');
    const response = await katharina('PUT', '/customerarea/customer/email', { eMail: 'not-an-address', confirmUrl: 'javascript:alert(1)' });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual([
      { field: 'eMail', code: 'invalid_format' },
      { field: 'confirmUrl', code: 'invalid_format' },
    ]);
  });
});

describe('GET /customerarea/features', () => {
  it("answers the customer's features", async () => {
    const florian = await customerSender(app, '10000002');
    expect(userFeatures.parse(await (await florian('GET', '/customerarea/features')).json())).toEqual(['SIM_CHANGE']);
    const katharina = await customerSender(app, '10000001');
    expect(userFeatures.parse(await (await katharina('GET', '/customerarea/features')).json())).toEqual(['CALL_FORWARDING', 'SIM_CHANGE']);
  });
});

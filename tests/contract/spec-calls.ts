/**
 * Every call of SPEC §7, as method and path below the content API. `{}` stands for a value the SPEC
 * leaves open (an id, a token, a product key, the financing provider the API names); where the SPEC
 * names a kind of thing whose value the shop decides (the mobile wallet: applepay, ADR 47; the Swiss
 * instant payment: twint; the voucher method: paysafecard), the shop's value stands there. The SPEC
 * abbreviates some paths with "…": they are written out as the calls they continue (the porting
 * signature's calls are a phone account's; the voicemail greeting's are a line's settings'). The
 * itemised bill has no path in the SPEC: ours is listed.
 */
export type SpecCall = { group: string; method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };

const calls = (group: string, list: string) =>
  list
    .trim()
    .split('\n')
    .map((line): SpecCall => {
      const [method, path] = line.trim().split(/\s+/) as [SpecCall['method'], string];
      return { group, method, path };
    });

export const SPEC_CALLS: readonly SpecCall[] = [
  ...calls(
    'Configuration and content',
    `
    GET config/landingpageitems
    GET config/countries/byip
    GET config/mandant
    GET config/countries/regions
    GET config/reviews/google
    GET config/maps/google
    GET tariffs
    GET tariffs/{}
    GET fixedline/tariffs
    GET faq
    GET products/smartphones
    GET products/smartphones/{}
    GET products/router
    GET products/router/{}
    GET products/repeater
    GET products/repeater/{}
    GET products/connections`,
  ),
  ...calls(
    'Customer area',
    `
    GET customerarea/products
    GET customerarea/usage
    GET customerarea/usage/{}
    GET customerarea/spendingcaps/{}
    PUT customerarea/spendingcaps/{}
    GET customerarea/tariffs
    GET customerarea/tariffs/{}
    PUT customerarea/tariff/{}
    GET customerarea/tariff/{}/porting/authorisationcode
    POST customerarea/tariff/{}/porting/authorisationcode/{}
    GET customerarea/tariff/{}/esim
    GET user/status
    GET customerarea/features
    GET customerarea/settings/{}
    PUT customerarea/settings/{}
    GET customerarea/settings/{}/customvoicemail
    PUT customerarea/settings/{}/customvoicemail
    GET customerarea/settings/{}/customvoicemail/available
    GET customerarea/settings/{}/voicemail/speaker
    GET customerarea/customer
    PUT customerarea/customer
    PUT customerarea/customer/email
    GET customerarea/invoices
    GET customerarea/invoices/itemisedbill/{}/{}/{}
    POST customerarea/contract:terminate`,
  ),
  ...calls(
    'Authentication',
    `
    PUT authentication/changepassword
    POST authentication/login
    POST authentication/login/openid
    POST authentication/openid2fa
    POST authentication/tan
    POST authentication/onetimelink/email
    POST authentication/resetpassword
    PUT authentication/resetpassword
    POST authentication/initpassword
    PUT authentication/initpassword
    POST authentication/login/token
    POST authentication/autologin
    PUT authentication/upgrade/password
    PUT authentication/upgrade/tan`,
  ),
  ...calls(
    'Contact',
    `
    POST contact/send
    POST fixedline/contact`,
  ),
  ...calls(
    'Payment',
    `
    GET payment/{}/getToken
    PUT payment/changemethod/{}
    PUT payment/method/sepa
    PUT payment/changemethod/creditcard
    PUT payment/changemethod/creditcard/{}
    PUT payment/method/twint
    PUT payment/method/twint/transaction/{}
    PUT payment/changemethod/invoice
    PUT payment/method/ebill
    GET payment/status/{}
    GET payment/continue/creditcard/{}
    GET payment/methods
    POST payment/methods/allowed
    POST payment/billingcontracts/{}/order/creditcard
    POST payment/billingcontracts/{}/order/eps
    PUT payment/method/eps
    GET payment/eps/banklist
    GET payment/openposition
    GET payment/openposition/{}
    POST payment/method/creditcard:rechargeprepaid
    POST payment/method/storedcreditcard:rechargeprepaid
    POST payment/method/eps:rechargeprepaid
    POST payment/method/paysafecard:rechargeprepaid
    POST payment/method/voucher:rechargeprepaid
    POST payment/method/applepay/validatemerchant
    PUT payment/method/applepay
    GET payment/method/{}/ratepayment/config
    POST payment/method/{}/ratepayment/{}`,
  ),
  ...calls(
    'Orders',
    `
    POST orders/numberreservations/mobile
    PUT orders/numberreservations/extend
    POST orders/validate
    POST orders
    DELETE orders/{}/{}
    DELETE orders/latest
    GET orders/status
    GET orders/latest
    POST orders/deliveries:calculate
    GET orders/deliveries/fermopoint
    GET cookietracking/{}`,
  ),
  ...calls(
    'Portings',
    `
    GET portings/providers
    GET portings/freedates
    GET portings/mobile
    GET portings/fixedline
    PUT portings/fixedline/phoneaccounts/{}
    PUT portings/phoneaccounts/{}
    PUT portings/phoneaccounts/{}/action:represent
    PUT portings/phoneaccounts/{}/form:sign
    PUT portings/form:sign
    GET portings/phoneaccounts/{}/issigned
    GET portings/phoneaccounts/{}/link:qrcode
    PUT portings/phoneaccounts/{}/link:sms/{}
    GET portings/info/{}
    PUT portings/phoneaccounts/{}/verification/sms:validate
    GET portings/phoneaccounts/{}/verification/sms:send`,
  ),
  ...calls(
    'SIM cards',
    `
    GET simcards/{}
    PUT simcards/{}/action:lock
    POST simcards/replacements
    POST simcards/{}/replacements/{}`,
  ),
  ...calls(
    'Identification',
    `
    GET identification/video/upload/link
    POST identification/video/upload
    POST identification/video/upload/status
    GET identification/id/upload/link
    POST identification/id/upload
    POST identification/id/upload/status
    GET identification/config
    GET identification/state
    POST identification/start
    GET identification/redirecturl
    POST identification/validate
    POST identification/finish
    POST identification/takeoveridaustriadataandfinish
    GET identification/e-id/bics
    GET identification/e-id/bics/{}/redirecturl
    GET identification/e-id/transactions/{}:validate
    POST identification/e-id/finish`,
  ),
  ...calls(
    'Fixed line',
    `
    POST fixedline/addresses:search
    POST fixedline/addresses:choose
    GET fixedline/suppliers/{}`,
  ),
];

import type { LegalMarket } from '@/content/legal/text';
import type { MarketLaw, StatementText } from './types';

const LAW: Record<LegalMarket, MarketLaw> = {
  AT: {
    basis:
      'The statement follows the Austrian Accessibility Act (Barrierefreiheitsgesetz, BaFG), which applies to electronic communications services and to online shops since 28 June 2025.',
    enforcement: [
      'If our answer does not solve the problem, you can turn to the Sozialministeriumservice, the market surveillance authority under the Accessibility Act, which checks whether services such as ours meet its requirements.',
      'If you feel discriminated against because of a disability, the Federal Disability Equality Act (BGStG) provides a conciliation procedure at the Sozialministeriumservice before any court action. It is free of charge and you do not need a lawyer. The Disability Ombud advises you on it.',
    ],
    bodies: [
      'Sozialministeriumservice (Federal Office for Social Affairs and Disability), Babenbergerstraße 5, 1010 Wien, www.sozialministeriumservice.gv.at',
      'Behindertenanwaltschaft (Disability Ombud), Babenbergerstraße 5/4, 1010 Wien, www.behindertenanwalt.gv.at',
    ],
  },
  DE: {
    basis:
      'The statement follows the German Accessibility Strengthening Act (Barrierefreiheitsstärkungsgesetz, BFSG), which applies to telecommunications services and to online shops since 28 June 2025.',
    enforcement: [
      'If our answer does not solve the problem, you can apply for a conciliation procedure at the conciliation body under the Disability Equality Act (Schlichtungsstelle BGG), which also handles disputes under the BFSG (section 34 BFSG). The procedure is free of charge and you do not need a lawyer.',
      'You can also ask the market surveillance authority of the German federal states to check whether our services meet the requirements of the BFSG.',
    ],
    bodies: [
      'Schlichtungsstelle nach dem Behindertengleichstellungsgesetz, Mauerstraße 53, 10117 Berlin, www.schlichtungsstelle-bgg.de',
      'Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen (MLBF), Magdeburg, www.mlbf-barrierefrei.de',
    ],
  },
  CH: {
    basis:
      'As a private company in Switzerland we are bound by the Disability Discrimination Act (Behindertengleichstellungsgesetz, BehiG), under which services offered to the public must not discriminate against people with disabilities. We measure our website against the same standard as our shops in the EU.',
    enforcement: [
      'Switzerland has no conciliation body for the websites of private companies. Under articles 6 and 8 of the Disability Discrimination Act (BehiG) you can bring a claim of discrimination before the civil courts; a hearing at the cantonal conciliation authority comes first.',
      'Inclusion Handicap, the umbrella organisation of Swiss disability organisations, gives free legal advice. The Federal Office for the Equality of People with Disabilities informs about your rights but does not handle individual complaints.',
    ],
    bodies: [
      'Inclusion Handicap, Mühlemattstrasse 14a, 3007 Bern, www.inclusion-handicap.ch',
      'Federal Office for the Equality of People with Disabilities (EBGB), Inselgasse 1, 3003 Bern, www.ebgb.admin.ch',
    ],
  },
  UK: {
    basis:
      'The statement follows the Equality Act 2010, which requires us to make reasonable adjustments so that disabled customers can use our services; WCAG 2.1 level AA is the standard we measure ourselves against.',
    enforcement: [
      'If you are not happy with how we respond, contact the Equality Advisory and Support Service (EASS). It advises on discrimination under the Equality Act 2010 and can help you resolve the matter with us.',
      'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010.',
    ],
    bodies: [
      'Equality Advisory and Support Service (EASS), FREEPOST EASS HELPLINE FPN6521, phone 0808 800 0082, www.equalityadvisoryservice.com',
      'Equality and Human Rights Commission (EHRC), www.equalityhumanrights.com',
    ],
  },
  IT: {
    basis:
      'The statement follows Law 4/2004 (Legge Stanca) as amended by Legislative Decree 82/2022, which implements the European Accessibility Act and applies to electronic communications services and to online shops since 28 June 2025.',
    enforcement: [
      'If our answer does not solve the problem, you can send a report to the Agency for Digital Italy (AgID), which supervises compliance with the accessibility requirements for services under Law 4/2004, using the form on its website.',
    ],
    bodies: ['Agenzia per l’Italia Digitale (AgID), Via Liszt 21, 00144 Roma, www.agid.gov.it'],
  },
};

/** Accessibility statement in English. */
export const statementEn: StatementText = (market, { company, created, updated, assessed }) => {
  const law = LAW[market];
  return {
    title: 'Accessibility statement',
    intro: `${company} wants everyone to be able to find, compare, order and manage our tariffs and devices on this website, whatever their abilities and whatever technology they use. This statement describes how accessible the website is, where it still falls short, and how to reach us.`,
    sections: [
      {
        id: 'scope',
        heading: 'Scope of this statement',
        paragraphs: [
          'This statement applies to the whole web shop of this market: tariff and device pages, the fibre availability check, the cart and checkout, the customer area, help, FAQ, legal and information pages, and the pages of our shops and locations.',
          'It does not cover the pages of our payment and identification partners that open during checkout, nor our mobile apps; see “Third-party content” below.',
        ],
      },
      {
        id: 'status',
        heading: 'Conformance status',
        paragraphs: [
          `We assessed the website in ${assessed} against the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, which are also the requirements for web content of the European standard EN 301 549 V3.2.1.`,
          'The website is partially conformant with WCAG 2.1 level AA: most of it meets the requirements; the exceptions are listed under “Known limitations”.',
          law.basis,
        ],
      },
      {
        id: 'testing',
        heading: 'How we tested',
        paragraphs: ['The assessment combined automated and manual checks:'],
        list: [
          'Automated checks with axe-core against all WCAG 2.1 A and AA rules on every type of page, in every language of the market. They run again before every release, and a release that fails them is stopped.',
          'Keyboard-only use of every journey: finding and ordering a tariff, the availability check, logging in and the forms.',
          'Screen readers: NVDA with Firefox on Windows, VoiceOver with Safari on macOS and iOS, and TalkBack with Chrome on Android.',
          'Zoom to 200 % and 400 %, increased text spacing, and a window 320 pixels wide.',
          'Colour contrast of text, controls and focus indicators.',
        ],
      },
      {
        id: 'limitations',
        heading: 'Known limitations',
        paragraphs: ['We know about the following barriers and are working on them:'],
        list: [
          'PDF documents: the service descriptions and price lists of our tariffs and the withdrawal form are PDF files without tags, so screen readers read them without headings or a defined reading order. The same information is on our web pages, and we send any document in an accessible format on request (see “Documents”).',
          'Identification by selfie video needs a camera and cannot be completed without sight. Choose identification by uploading your ID, by bank login or with the national digital ID instead.',
          'The number-porting signature is drawn with a finger or a mouse. If you cannot draw it, give your consent by SMS to 499 or ask our service line to help you.',
          'The map on the shop pages is an overview without street detail. Every address, the opening hours and a link to plan your route are given as text next to it.',
        ],
      },
      {
        id: 'alternatives',
        heading: 'Other ways to reach us',
        paragraphs: ['Everything you can do on this website you can also do with our customer service:'],
        list: [
          'Order or change a tariff by phone with our service line.',
          'Visit a shop: each shop page lists its step-free access, induction loops and other facilities.',
          'Write to us by e-mail; we answer in writing.',
          'Ask for any contract document in large print, as plain text or as an accessible PDF.',
        ],
      },
      {
        id: 'keyboard',
        heading: 'Keyboard use',
        paragraphs: [
          'All functions can be used with the keyboard alone. A “Skip to content” link comes first on every page, the keyboard focus is always visible and moves in the order of the page.',
          'The offer slider on the home page has buttons to pause it and to move between offers, and it does not move on its own when your device asks for reduced motion.',
        ],
      },
      {
        id: 'screen-readers',
        heading: 'Screen readers',
        paragraphs: [
          'Pages are structured with headings, landmarks and lists, so you can move through them quickly. Every form field has a visible label, and hints and error messages are linked to their field.',
          'Changes on a page are announced: the number of tariffs after filtering, the result of the availability check, and the messages after sending a form. Tables of prices and opening hours have captions and header cells.',
        ],
      },
      {
        id: 'zoom-contrast',
        heading: 'Zoom, text size and contrast',
        paragraphs: [
          'The layout adapts to the width of the window, so pages can be zoomed to 400 % without scrolling sideways. Text can be enlarged in the browser settings without losing content.',
          'Text and controls have a contrast ratio of at least 4.5:1 (3:1 for large text and for graphics), and no information is given by colour alone.',
        ],
      },
      {
        id: 'motion',
        heading: 'Movement and animation',
        paragraphs: [
          'Nothing on this website flashes. Animations are limited to short transitions and are switched off when your device asks for reduced motion. The countdown of a limited offer shows the remaining days as text.',
        ],
      },
      {
        id: 'forms',
        heading: 'Forms and error messages',
        paragraphs: [
          'Forms say which fields are optional and which format they expect, for example for the postal codes and phone numbers of your country.',
          'If something is missing or wrong, a list of the problems appears at the top of the form, each message is also shown next to its field, and everything you typed is kept. Sessions in the customer area are kept alive while you are active.',
        ],
      },
      {
        id: 'documents',
        heading: 'Documents (PDF)',
        paragraphs: [
          'Contract documents, price lists and the withdrawal form are provided as PDF files. As described under “Known limitations”, they are not yet tagged.',
          'Until they are, the same content is available as a web page (tariff details, terms and conditions, privacy policy), and we send any document as an accessible PDF, in large print or as plain text within 5 working days of your request.',
        ],
      },
      {
        id: 'third-party',
        heading: 'Third-party content',
        paragraphs: [
          'During checkout you may be passed to our payment providers (card payment with 3-D Secure, bank payment, instalment financing) and identification providers. Their pages are outside our control; we ask them for their accessibility statements and prefer providers that meet WCAG 2.1 level AA.',
          'Our profiles on social networks and the reviews shown from other websites are covered by the accessibility of those platforms.',
        ],
      },
      {
        id: 'iptv',
        heading: 'IP TV box',
        paragraphs: [
          'The IP TV box we supply meets the accessibility requirements of EN 301 549 V3.2.1 for hardware and software. It shows subtitles and plays audio description wherever the broadcaster provides them, and its menus can be shown with larger text and high contrast.',
        ],
      },
      {
        id: 'feedback',
        heading: 'Feedback and contact',
        paragraphs: [
          'If you come across a barrier on this website, need content in another format, or want to tell us what works well, please contact us. Tell us the address of the page and what happened. You can reach our customer service here:',
        ],
      },
      {
        id: 'response-times',
        heading: 'How quickly we respond',
        paragraphs: ['When you tell us about a barrier:'],
        list: [
          'We confirm your message within 2 working days.',
          'Within 14 days we answer with a solution, or with the date by which we will remove the barrier.',
          'Documents in an accessible format are sent within 5 working days.',
        ],
      },
      {
        id: 'enforcement',
        heading: 'Enforcement procedure',
        paragraphs: law.enforcement,
        list: law.bodies,
      },
      {
        id: 'preparation',
        heading: 'Preparation of this statement',
        paragraphs: [
          `This statement was prepared on ${created}. It is based on the assessment of ${assessed} described above, a self-assessment by ${company} supported by automated checks.`,
        ],
      },
      {
        id: 'dates',
        heading: 'Date and review',
        paragraphs: [
          `First published on ${created}; last updated on ${updated}.`,
          'We review this statement at least once a year and whenever we change the website substantially.',
        ],
      },
      {
        id: 'history',
        heading: 'Version history',
        paragraphs: ['Changes to this statement:'],
        list: [
          `${created}: first version, after the assessment of ${assessed}.`,
          `${updated}: sections on the IP TV box and on third-party content added; known limitations updated for the new map overview on the shop pages.`,
        ],
      },
    ],
  };
};

/**
 * The company behind each market's shop and the authorities that oversee it: the facts the terms,
 * the privacy policy, the imprint and the withdrawal form (content API) name. CAMP is run by the
 * Austrian company. Pure data with relative imports only: the reference content API reads it too.
 */
import type { MarketCode } from '../../lib/platform/markets/markets';
import type { Localised } from './types';

export type Authority = { name: Localised; address: string; url: string };

export type Company = {
  name: string;
  /** One-line postal address as written in each language. */
  address: Localised;
  /** Commercial register and number. */
  register: Localised;
  vatNumber: Localised;
  /** Managing directors (or board) with the title the company's legal form uses. */
  management: { title: Localised; names: string[] }[];
  /** Share capital, where the imprint must name it (Italy). */
  shareCapital?: string;
  privacyEmail: string;
  /** Telecommunications regulator of the market. */
  regulator: Authority;
  /** Data protection authority a customer can complain to. */
  dataProtectionAuthority: Authority;
  /** Out-of-court dispute resolution for telecommunications customers. */
  disputeBody: Authority;
};

const same = (text: string): Localised => ({ de: text, en: text, fr: text, it: text });

const AUSTRIA: Company = {
  name: 'Mobile & Fibre Austria GmbH',
  address: {
    de: 'Praterstraße 101, 1020 Wien, Österreich',
    en: 'Praterstraße 101, 1020 Vienna, Austria',
    fr: 'Praterstraße 101, 1020 Vienne, Autriche',
    it: 'Praterstraße 101, 1020 Vienna, Austria',
  },
  register: {
    de: 'Firmenbuch FN 512345 k, Handelsgericht Wien',
    en: 'Commercial register FN 512345 k, Commercial Court of Vienna',
    fr: 'Registre du commerce FN 512345 k, tribunal de commerce de Vienne',
    it: 'Registro delle imprese FN 512345 k, Tribunale commerciale di Vienna',
  },
  vatNumber: same('ATU12345678'),
  management: [
    {
      title: { de: 'Geschäftsführung', en: 'Managing directors', fr: 'Gérants', it: 'Amministratori' },
      names: ['Katharina Berger', 'Stefan Hofer'],
    },
  ],
  privacyEmail: 'datenschutz@example.at',
  regulator: {
    name: {
      de: 'Rundfunk und Telekom Regulierungs-GmbH (RTR)',
      en: 'Austrian Regulatory Authority for Broadcasting and Telecommunications (RTR)',
      fr: 'Autorité autrichienne de régulation de la radiodiffusion et des télécommunications (RTR)',
      it: 'Autorità austriaca di regolamentazione della radiodiffusione e delle telecomunicazioni (RTR)',
    },
    address: 'Mariahilfer Straße 77–79, 1060 Wien',
    url: 'https://www.rtr.at',
  },
  dataProtectionAuthority: {
    name: {
      de: 'Österreichische Datenschutzbehörde',
      en: 'Austrian Data Protection Authority (Datenschutzbehörde)',
      fr: 'Autorité autrichienne de protection des données (Datenschutzbehörde)',
      it: 'Autorità austriaca per la protezione dei dati (Datenschutzbehörde)',
    },
    address: 'Barichgasse 40–42, 1030 Wien',
    url: 'https://www.dsb.gv.at',
  },
  disputeBody: {
    name: {
      de: 'Schlichtungsstelle der RTR-GmbH',
      en: 'Conciliation body of RTR (Schlichtungsstelle)',
      fr: 'Organe de conciliation de la RTR (Schlichtungsstelle)',
      it: 'Organo di conciliazione della RTR (Schlichtungsstelle)',
    },
    address: 'Mariahilfer Straße 77–79, 1060 Wien',
    url: 'https://www.rtr.at/schlichtungsstelle',
  },
};

export const COMPANIES: Record<MarketCode, Company> = {
  AT: AUSTRIA,
  CAMP: AUSTRIA,
  DE: {
    name: 'Mobile & Fibre Deutschland GmbH',
    address: {
      de: 'Friedrichstraße 200, 10117 Berlin, Deutschland',
      en: 'Friedrichstraße 200, 10117 Berlin, Germany',
      fr: 'Friedrichstraße 200, 10117 Berlin, Allemagne',
      it: 'Friedrichstraße 200, 10117 Berlino, Germania',
    },
    register: {
      de: 'Amtsgericht Charlottenburg, HRB 212345 B',
      en: 'Local Court of Charlottenburg (Berlin), HRB 212345 B',
      fr: 'Tribunal d’instance de Charlottenburg (Berlin), HRB 212345 B',
      it: 'Tribunale di Charlottenburg (Berlino), HRB 212345 B',
    },
    vatNumber: same('DE312345678'),
    management: [
      {
        title: { de: 'Geschäftsführung', en: 'Managing directors', fr: 'Gérants', it: 'Amministratori' },
        names: ['Julia Schneider', 'Tobias Wagner'],
      },
    ],
    privacyEmail: 'datenschutz@example.de',
    regulator: {
      name: {
        de: 'Bundesnetzagentur für Elektrizität, Gas, Telekommunikation, Post und Eisenbahnen',
        en: 'Federal Network Agency (Bundesnetzagentur)',
        fr: 'Agence fédérale des réseaux (Bundesnetzagentur)',
        it: 'Agenzia federale delle reti (Bundesnetzagentur)',
      },
      address: 'Tulpenfeld 4, 53113 Bonn',
      url: 'https://www.bundesnetzagentur.de',
    },
    dataProtectionAuthority: {
      name: {
        de: 'Die Bundesbeauftragte für den Datenschutz und die Informationsfreiheit (BfDI)',
        en: 'Federal Commissioner for Data Protection and Freedom of Information (BfDI)',
        fr: 'Commissaire fédérale à la protection des données et à la liberté d’information (BfDI)',
        it: 'Commissaria federale per la protezione dei dati e la libertà d’informazione (BfDI)',
      },
      address: 'Graurheindorfer Straße 153, 53117 Bonn',
      url: 'https://www.bfdi.bund.de',
    },
    disputeBody: {
      name: {
        de: 'Verbraucherschlichtungsstelle Telekommunikation der Bundesnetzagentur',
        en: 'Consumer conciliation body for telecommunications of the Bundesnetzagentur',
        fr: 'Organe de conciliation des consommateurs en télécommunications de la Bundesnetzagentur',
        it: 'Organo di conciliazione per i consumatori nelle telecomunicazioni della Bundesnetzagentur',
      },
      address: 'Postfach 80 01, 53105 Bonn',
      url: 'https://www.bundesnetzagentur.de/schlichtungsstelle',
    },
  },
  CH: {
    name: 'Mobile & Fibre Schweiz AG',
    address: {
      de: 'Hardturmstrasse 161, 8005 Zürich, Schweiz',
      en: 'Hardturmstrasse 161, 8005 Zurich, Switzerland',
      fr: 'Hardturmstrasse 161, 8005 Zurich, Suisse',
      it: 'Hardturmstrasse 161, 8005 Zurigo, Svizzera',
    },
    register: {
      de: 'Handelsregister des Kantons Zürich, UID CHE-123.456.789',
      en: 'Commercial register of the Canton of Zurich, UID CHE-123.456.789',
      fr: 'Registre du commerce du canton de Zurich, IDE CHE-123.456.789',
      it: 'Registro di commercio del Cantone di Zurigo, IDI CHE-123.456.789',
    },
    vatNumber: {
      de: 'CHE-123.456.789 MWST',
      en: 'CHE-123.456.789 VAT',
      fr: 'CHE-123.456.789 TVA',
      it: 'CHE-123.456.789 IVA',
    },
    management: [
      {
        title: { de: 'Geschäftsleitung', en: 'Executive board', fr: 'Direction', it: 'Direzione' },
        names: ['Lukas Meier', 'Sophie Favre'],
      },
      {
        title: {
          de: 'Präsidentin des Verwaltungsrats',
          en: 'Chair of the board of directors',
          fr: 'Présidente du conseil d’administration',
          it: 'Presidente del consiglio di amministrazione',
        },
        names: ['Claudia Keller'],
      },
    ],
    privacyEmail: 'datenschutz@example.ch',
    regulator: {
      name: {
        de: 'Bundesamt für Kommunikation BAKOM',
        en: 'Federal Office of Communications OFCOM (BAKOM)',
        fr: 'Office fédéral de la communication OFCOM',
        it: 'Ufficio federale delle comunicazioni UFCOM',
      },
      address: 'Zukunftstrasse 44, 2501 Biel/Bienne',
      url: 'https://www.bakom.admin.ch',
    },
    dataProtectionAuthority: {
      name: {
        de: 'Eidgenössischer Datenschutz- und Öffentlichkeitsbeauftragter (EDÖB)',
        en: 'Federal Data Protection and Information Commissioner (FDPIC)',
        fr: 'Préposé fédéral à la protection des données et à la transparence (PFPDT)',
        it: 'Incaricato federale della protezione dei dati e della trasparenza (IFPDT)',
      },
      address: 'Feldeggweg 1, 3003 Bern',
      url: 'https://www.edoeb.admin.ch',
    },
    disputeBody: {
      name: {
        de: 'ombudscom, Schlichtungsstelle Telekommunikation',
        en: 'ombudscom, the telecommunications ombudsman',
        fr: 'ombudscom, organe de conciliation des télécommunications',
        it: 'ombudscom, organo di conciliazione per le telecomunicazioni',
      },
      address: 'Bundesgasse 26, 3011 Bern',
      url: 'https://www.ombudscom.ch',
    },
  },
  UK: {
    name: 'Mobile & Fibre UK Ltd',
    address: {
      de: '25 Clerkenwell Road, London EC1M 5RN, Vereinigtes Königreich',
      en: '25 Clerkenwell Road, London EC1M 5RN, United Kingdom',
      fr: '25 Clerkenwell Road, Londres EC1M 5RN, Royaume-Uni',
      it: '25 Clerkenwell Road, Londra EC1M 5RN, Regno Unito',
    },
    register: {
      de: 'Eingetragen in England und Wales, Companies House Nr. 12345678',
      en: 'Registered in England and Wales, company number 12345678',
      fr: 'Immatriculée en Angleterre et au pays de Galles, numéro 12345678',
      it: 'Registrata in Inghilterra e Galles, numero 12345678',
    },
    vatNumber: same('GB 123 4567 89'),
    management: [
      {
        title: { de: 'Directors', en: 'Directors', fr: 'Administrateurs', it: 'Amministratori' },
        names: ['Emily Clarke', 'Rajesh Patel'],
      },
    ],
    privacyEmail: 'privacy@example.co.uk',
    regulator: {
      name: {
        de: 'Office of Communications (Ofcom)',
        en: 'Office of Communications (Ofcom)',
        fr: 'Office of Communications (Ofcom)',
        it: 'Office of Communications (Ofcom)',
      },
      address: 'Riverside House, 2a Southwark Bridge Road, London SE1 9HA',
      url: 'https://www.ofcom.org.uk',
    },
    dataProtectionAuthority: {
      name: same('Information Commissioner’s Office (ICO)'),
      address: 'Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF',
      url: 'https://ico.org.uk',
    },
    disputeBody: {
      name: same('Communications Ombudsman (Ombudsman Services)'),
      address: 'PO Box 730, Warrington WA4 6WU',
      url: 'https://www.ombudsman-services.org',
    },
  },
  IT: {
    name: 'Mobile & Fibre Italia S.r.l.',
    address: {
      de: 'Via Tortona 33, 20144 Mailand, Italien',
      en: 'Via Tortona 33, 20144 Milan, Italy',
      fr: 'Via Tortona 33, 20144 Milan, Italie',
      it: 'Via Tortona 33, 20144 Milano, Italia',
    },
    register: {
      de: 'Handelsregister Mailand Monza Brianza Lodi, REA MI-2654321, Steuernummer 12345678901',
      en: 'Companies register of Milano Monza Brianza Lodi, REA MI-2654321, tax code 12345678901',
      fr: 'Registre des entreprises de Milan Monza Brianza Lodi, REA MI-2654321, code fiscal 12345678901',
      it: 'Registro delle Imprese di Milano Monza Brianza Lodi, REA MI-2654321, codice fiscale 12345678901',
    },
    vatNumber: same('IT12345678901'),
    management: [
      {
        title: { de: 'Geschäftsführerin', en: 'Managing director', fr: 'Administratrice déléguée', it: 'Amministratrice delegata' },
        names: ['Giulia Romano'],
      },
    ],
    shareCapital: '€ 100.000,00 i.v.',
    privacyEmail: 'privacy@example.it',
    regulator: {
      name: {
        de: 'Autorità per le Garanzie nelle Comunicazioni (AGCOM)',
        en: 'Communications Regulatory Authority (AGCOM)',
        fr: 'Autorité de garantie des communications (AGCOM)',
        it: 'Autorità per le Garanzie nelle Comunicazioni (AGCOM)',
      },
      address: 'Centro Direzionale, Isola B5, 80143 Napoli',
      url: 'https://www.agcom.it',
    },
    dataProtectionAuthority: {
      name: {
        de: 'Garante per la protezione dei dati personali',
        en: 'Italian Data Protection Authority (Garante per la protezione dei dati personali)',
        fr: 'Autorité italienne de protection des données (Garante per la protezione dei dati personali)',
        it: 'Garante per la protezione dei dati personali',
      },
      address: 'Piazza Venezia 11, 00187 Roma',
      url: 'https://www.garanteprivacy.it',
    },
    disputeBody: {
      name: {
        de: 'ConciliaWeb (AGCOM und CORECOM)',
        en: 'ConciliaWeb (AGCOM and the regional CORECOM)',
        fr: 'ConciliaWeb (AGCOM et les CORECOM régionaux)',
        it: 'ConciliaWeb (AGCOM e CORECOM)',
      },
      address: 'Centro Direzionale, Isola B5, 80143 Napoli',
      url: 'https://conciliaweb.agcom.it',
    },
  },
};

import type { Position } from '../types';

export const customerServiceAgent: Position = {
  id: 'customer-service-agent',
  posted: '2026-11-02',
  title: {
    en: 'Customer service agent (phone, chat, e-mail)',
    de: 'Kundenberater:in (Telefon, Chat, E-Mail)',
    fr: 'Conseiller·ère clientèle (téléphone, chat, e-mail)',
    it: 'Consulente del servizio clienti (telefono, chat, e-mail)',
  },
  team: { en: 'Customer service', de: 'Kundenservice', fr: 'Service clientèle', it: 'Servizio clienti' },
  employment: 'FULL_OR_PART_TIME',
  summary: {
    en: 'You are the voice of our company: you help customers with their tariff, their invoice, porting their number or setting up their eSIM – by phone, chat and e-mail.',
    de: 'Sie sind die Stimme unseres Unternehmens: Sie helfen bei Tarif, Rechnung, Rufnummernmitnahme oder eSIM-Einrichtung – am Telefon, im Chat und per E-Mail.',
    fr: 'Vous êtes la voix de notre entreprise : vous aidez nos client·es pour leur abonnement, leur facture, le portage de leur numéro ou l’installation de leur eSIM, par téléphone, chat et e-mail.',
    it: 'Sei la voce della nostra azienda: aiuti i clienti con la tariffa, la fattura, la portabilità del numero o l’attivazione dell’eSIM, al telefono, in chat e via e-mail.',
  },
  tasks: [
    {
      en: 'Answer questions about tariffs, invoices and devices.',
      de: 'Fragen zu Tarifen, Rechnungen und Geräten beantworten.',
      fr: 'Répondre aux questions sur les abonnements, les factures et les appareils.',
      it: 'Rispondere alle domande su tariffe, fatture e dispositivi.',
    },
    {
      en: 'Guide customers through eSIM activation and number porting.',
      de: 'Kund:innen durch eSIM-Aktivierung und Rufnummernmitnahme begleiten.',
      fr: 'Accompagner les client·es dans l’activation de l’eSIM et le portage du numéro.',
      it: 'Guidare i clienti nell’attivazione dell’eSIM e nella portabilità del numero.',
    },
    {
      en: 'Solve problems yourself, or hand them over with everything the next colleague needs.',
      de: 'Probleme selbst lösen oder mit allem übergeben, was die nächste Kollegin braucht.',
      fr: 'Résoudre les problèmes vous-même, ou les transmettre avec tout ce dont le ou la collègue a besoin.',
      it: 'Risolvere i problemi in autonomia o passarli al collega con tutto ciò che gli serve.',
    },
    {
      en: 'Tell us what confuses customers, so we can fix it at the source.',
      de: 'Rückmelden, was Kund:innen verwirrt, damit wir es an der Quelle beheben.',
      fr: 'Nous signaler ce qui déroute nos client·es, pour que nous le corrigions à la source.',
      it: 'Segnalarci cosa confonde i clienti, così possiamo correggerlo alla fonte.',
    },
  ],
  profile: [
    {
      en: 'You explain technical things in plain words and stay calm when a customer is not.',
      de: 'Sie erklären Technisches in einfachen Worten und bleiben ruhig, auch wenn es die Kundschaft nicht ist.',
      fr: 'Vous expliquez la technique avec des mots simples et restez calme quand le client ne l’est pas.',
      it: 'Spieghi le cose tecniche con parole semplici e resti calmo anche quando il cliente non lo è.',
    },
    {
      en: 'Experience in customer service is welcome but not required; we train you for four weeks.',
      de: 'Erfahrung im Kundenservice ist willkommen, aber keine Bedingung; wir schulen Sie vier Wochen lang.',
      fr: 'Une expérience du service clientèle est bienvenue mais pas indispensable : nous vous formons pendant quatre semaines.',
      it: 'L’esperienza nel servizio clienti è gradita ma non necessaria: ti formiamo per quattro settimane.',
    },
    {
      en: 'Fluent in the language of the market; a second language is a plus.',
      de: 'Sie sprechen die Sprache unserer Kundschaft fließend; eine weitere Sprache ist ein Plus.',
      fr: 'Excellente maîtrise de la langue du marché ; une deuxième langue est un plus.',
      it: 'Ottima padronanza della lingua del mercato; una seconda lingua è un plus.',
    },
  ],
  offer: [
    {
      en: 'Shifts planned four weeks ahead, between 8:00 and 20:00 on weekdays and Saturday mornings.',
      de: 'Dienstpläne vier Wochen im Voraus, zwischen 8:00 und 20:00 an Werktagen und samstags vormittags.',
      fr: 'Horaires planifiés quatre semaines à l’avance, entre 8 h et 20 h en semaine et le samedi matin.',
      it: 'Turni pianificati con quattro settimane di anticipo, tra le 8:00 e le 20:00 nei giorni feriali e il sabato mattina.',
    },
    {
      en: 'Full time or part time from 20 hours a week.',
      de: 'Vollzeit oder Teilzeit ab 20 Stunden pro Woche.',
      fr: 'Temps plein ou temps partiel dès 20 heures par semaine.',
      it: 'Tempo pieno o part-time da 20 ore settimanali.',
    },
  ],
  markets: {
    AT: {
      city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
      hoursPerWeek: 38.5,
      salary: { kind: 'monthly', minimum: 2250, from: 2400, to: 2800, payments: 14 },
    },
    DE: {
      city: { en: 'Berlin', de: 'Berlin', fr: 'Berlin', it: 'Berlino' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 34000, to: 38000 },
    },
    CH: {
      city: { en: 'Lausanne', de: 'Lausanne', fr: 'Lausanne', it: 'Losanna' },
      hoursPerWeek: 42,
      salary: { kind: 'yearly', from: 58000, to: 64000 },
    },
    UK: {
      city: { en: 'Manchester', de: 'Manchester', fr: 'Manchester', it: 'Manchester' },
      hoursPerWeek: 37.5,
      salary: { kind: 'yearly', from: 25500, to: 28000 },
    },
    IT: {
      city: { en: 'Milan', de: 'Mailand', fr: 'Milan', it: 'Milano' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 24000, to: 27000 },
    },
  },
};

import type { Position } from '../types';

export const fibreNetworkEngineer: Position = {
  id: 'fibre-network-engineer',
  posted: '2026-09-28',
  title: {
    en: 'Network engineer, fibre to the home',
    de: 'Netzwerkingenieur:in Glasfaser (FTTH)',
    fr: 'Ingénieur·e réseau fibre optique (FTTH)',
    it: 'Ingegnere di rete fibra ottica (FTTH)',
  },
  team: { en: 'Network', de: 'Netz', fr: 'Réseau', it: 'Rete' },
  employment: 'FULL_TIME',
  summary: {
    en: 'You plan and bring into service the fibre networks of new build areas – from the first survey to the first customer online.',
    de: 'Sie planen Glasfasernetze in neuen Ausbaugebieten und nehmen sie in Betrieb – von der ersten Begehung bis zum ersten Kunden online.',
    fr: 'Vous planifiez et mettez en service les réseaux fibre des nouvelles zones de déploiement, de la première visite au premier client raccordé.',
    it: 'Progetti e metti in servizio le reti in fibra delle nuove aree di sviluppo, dal primo sopralluogo al primo cliente online.',
  },
  tasks: [
    {
      en: 'Plan routes, street cabinets and building connections.',
      de: 'Trassen, Verteilerkästen und Hausanschlüsse planen.',
      fr: 'Planifier les tracés, les armoires de rue et les raccordements d’immeubles.',
      it: 'Progettare tracciati, armadi stradali e allacciamenti degli edifici.',
    },
    {
      en: 'Work with civil engineering partners and local authorities.',
      de: 'Mit Tiefbaupartnern und Gemeinden zusammenarbeiten.',
      fr: 'Travailler avec les entreprises de génie civil et les communes.',
      it: 'Collaborare con le imprese edili e con i comuni.',
    },
    {
      en: 'Test and accept new lines before customers are connected.',
      de: 'Neue Leitungen messen und abnehmen, bevor Kund:innen angeschlossen werden.',
      fr: 'Mesurer et réceptionner les nouvelles lignes avant le raccordement des client·es.',
      it: 'Misurare e collaudare le nuove linee prima di collegare i clienti.',
    },
    {
      en: 'Keep the address data of the availability check up to date.',
      de: 'Die Adressdaten der Verfügbarkeitsprüfung aktuell halten.',
      fr: 'Tenir à jour les adresses du test d’éligibilité.',
      it: 'Tenere aggiornati gli indirizzi della verifica di copertura.',
    },
  ],
  profile: [
    {
      en: 'A degree or technical training in telecommunications or electrical engineering.',
      de: 'Studium oder technische Ausbildung in Nachrichten- oder Elektrotechnik.',
      fr: 'Un diplôme ou une formation technique en télécommunications ou en électrotechnique.',
      it: 'Laurea o diploma tecnico in telecomunicazioni o elettrotecnica.',
    },
    {
      en: 'Experience with passive optical networks (GPON or XGS-PON).',
      de: 'Erfahrung mit passiven optischen Netzen (GPON oder XGS-PON).',
      fr: 'Une expérience des réseaux optiques passifs (GPON ou XGS-PON).',
      it: 'Esperienza con reti ottiche passive (GPON o XGS-PON).',
    },
    {
      en: 'A driving licence; you are on site about two days a week.',
      de: 'Führerschein B; Sie sind etwa zwei Tage pro Woche vor Ort.',
      fr: 'Le permis de conduire ; vous êtes sur le terrain environ deux jours par semaine.',
      it: 'Patente B; sei in cantiere circa due giorni a settimana.',
    },
  ],
  offer: [
    {
      en: 'A company car you may also use privately.',
      de: 'Ein Firmenauto, das Sie auch privat nutzen dürfen.',
      fr: 'Une voiture de fonction utilisable à titre privé.',
      it: 'Un’auto aziendale a uso anche privato.',
    },
    {
      en: 'Certified training in fibre splicing and measurement.',
      de: 'Zertifizierte Schulungen für Spleißen und Messtechnik.',
      fr: 'Des formations certifiantes en épissure et en mesure de fibre.',
      it: 'Formazione certificata su giunzione e misure della fibra.',
    },
  ],
  markets: {
    AT: {
      city: { en: 'Vienna', de: 'Wien', fr: 'Vienne', it: 'Vienna' },
      hoursPerWeek: 38.5,
      salary: { kind: 'monthly', minimum: 3350, from: 4200, to: 5300, payments: 14 },
    },
    DE: {
      city: { en: 'Munich', de: 'München', fr: 'Munich', it: 'Monaco di Baviera' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 60000, to: 75000 },
    },
    CH: {
      city: { en: 'Bern', de: 'Bern', fr: 'Berne', it: 'Berna' },
      hoursPerWeek: 42,
      salary: { kind: 'yearly', from: 100000, to: 122000 },
    },
    IT: {
      city: { en: 'Bologna', de: 'Bologna', fr: 'Bologne', it: 'Bologna' },
      hoursPerWeek: 40,
      salary: { kind: 'yearly', from: 40000, to: 50000 },
    },
  },
};

import type { Random } from './random';

/**
 * People of the demo clinic. The app runs in English, French and Arabic, so its patients and
 * staff carry Arabic, French and English names (Arabic ones in their usual Latin spelling).
 */
const FIRST = {
  female: {
    arabic: [
      'Leila',
      'Fatima',
      'Aya',
      'Nour',
      'Rania',
      'Yasmine',
      'Maryam',
      'Hiba',
      'Salma',
      'Zeina',
      'Rim',
      'Dina',
      'Lina',
      'Farah',
      'Hala',
      'Amal',
      'Samira',
      'Khadija',
      'Nadia',
      'Jana',
    ],
    french: [
      'Claire',
      'Camille',
      'Chloé',
      'Manon',
      'Léa',
      'Juliette',
      'Inès',
      'Élise',
      'Margaux',
      'Sophie',
      'Amélie',
      'Hélène',
      'Céline',
      'Océane',
      'Mathilde',
    ],
    english: [
      'Emily',
      'Sarah',
      'Olivia',
      'Grace',
      'Hannah',
      'Charlotte',
      'Emma',
      'Lucy',
      'Rebecca',
      'Alice',
      'Jessica',
      'Amelia',
    ],
  },
  male: {
    arabic: [
      'Omar',
      'Ahmad',
      'Karim',
      'Youssef',
      'Ali',
      'Hassan',
      'Khalil',
      'Rami',
      'Samir',
      'Tarek',
      'Walid',
      'Ziad',
      'Nabil',
      'Bilal',
      'Fadi',
      'Mahmoud',
      'Hadi',
      'Jad',
      'Elias',
      'Imad',
    ],
    french: [
      'Julien',
      'Antoine',
      'Hugo',
      'Louis',
      'Mathieu',
      'Nicolas',
      'Théo',
      'Étienne',
      'Pierre',
      'Rémi',
      'Baptiste',
      'François',
      'Lucas',
      'Olivier',
      'Guillaume',
    ],
    english: [
      'James',
      'Oliver',
      'Thomas',
      'Daniel',
      'William',
      'Henry',
      'George',
      'Jack',
      'Samuel',
      'Michael',
      'David',
      'Edward',
    ],
  },
} as const;

const LAST = {
  arabic: [
    'Haddad',
    'Khalil',
    'Nassar',
    'Saleh',
    'Mansour',
    'Khoury',
    'Aoun',
    'Hamdan',
    'Farah',
    'Karam',
    'El Amine',
    'Sabbagh',
    'Awad',
    'Daher',
    'Chami',
    'Zein',
    'Harb',
    'Jaber',
    'Youssef',
    'Najjar',
    'Bitar',
    'Rahal',
    'Ghanem',
    'Sleiman',
    'Abou Jaoude',
  ],
  french: [
    'Martin',
    'Bernard',
    'Dubois',
    'Lefèvre',
    'Moreau',
    'Laurent',
    'Girard',
    'Rousseau',
    'Fontaine',
    'Chevalier',
    'Garnier',
    'Lambert',
    'Faure',
    'Mercier',
    'Blanchard',
  ],
  english: [
    'Smith',
    'Johnson',
    'Brown',
    'Taylor',
    'Wilson',
    'Evans',
    'Walker',
    'Wright',
    'Hughes',
    'Clarke',
    'Harris',
    'Turner',
  ],
} as const;

type Origin = keyof typeof LAST;
const ORIGINS: readonly (readonly [Origin, number])[] = [
  ['arabic', 6],
  ['french', 3],
  ['english', 2],
];

export type Sex = 'female' | 'male';

export interface Person {
  firstName: string;
  lastName: string;
  sex: Sex;
}

export function person(random: Random, sex: Sex = random.chance(0.52) ? 'female' : 'male'): Person {
  const origin = random.weighted(ORIGINS);
  // Families mix: one in five has a surname from another tradition.
  const surname = random.chance(0.2) ? random.weighted(ORIGINS) : origin;
  return {
    firstName: random.pick(FIRST[sex][origin]),
    lastName: random.pick(LAST[surname]),
    sex,
  };
}

/** "Élise Lefèvre" → "elise.lefevre", for e-mail addresses. */
export const asciiSlug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');

const MAIL_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.fr',
  'hotmail.com',
  'icloud.com',
  'orange.fr',
];

export const emailOf = (random: Random, p: { firstName: string; lastName: string }) =>
  `${asciiSlug(p.firstName)}.${asciiSlug(p.lastName)}${random.chance(0.4) ? random.int(1, 99) : ''}@${random.pick(MAIL_DOMAINS)}`;

/** Lebanese, French, Emirati and British numbers, written as people write them. */
export function phoneNumber(random: Random): string {
  switch (
    random.weighted([
      ['lb', 5],
      ['fr', 2],
      ['ae', 2],
      ['uk', 1],
    ] as const)
  ) {
    case 'lb':
      return `+961 ${random.pick(['3', '70', '71', '76', '81'])} ${random.digits(3)} ${random.digits(3)}`;
    case 'fr':
      return `06 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`;
    case 'ae':
      return `+971 5${random.pick(['0', '2', '5', '6'])} ${random.digits(3)} ${random.digits(4)}`;
    default:
      return `07${random.digits(3)} ${random.digits(6)}`;
  }
}

const STREETS: Record<string, readonly string[]> = {
  Beirut: ['Rue Hamra', 'Rue Monnot', 'Rue Verdun', 'Corniche El Mazraa', 'Rue Gouraud'],
  Tripoli: ['Rue Azmi', 'Rue Riad El Solh'],
  Saida: ['Rue Riad El Solh', 'Boulevard Maritime'],
  Jounieh: ['Rue Maameltein', 'Autostrade Jounieh'],
  Paris: ['Boulevard Haussmann', 'Rue de la Paix', 'Avenue des Ternes'],
  Lyon: ['Rue de la République', 'Cours Lafayette'],
  Dubai: ['Sheikh Zayed Road', 'Al Wasl Road', 'Jumeirah Beach Road'],
  'Abu Dhabi': ['Corniche Road', 'Hamdan Street'],
  London: ['Baker Street', 'Victoria Road', 'Edgware Road'],
};
const CITIES = Object.keys(STREETS);

export const address = (random: Random) => {
  const city = random.pick(CITIES);
  return `${random.int(1, 240)} ${random.pick(STREETS[city]!)}, ${city}`;
};

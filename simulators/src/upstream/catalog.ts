/*
 * What upstream orders are drawn from. The default code lists are those of the
 * console's demo data (customers' short names, agent and channel codes, main
 * destinations, sales staff), so the simulator started alone meets a demo
 * console; whoever starts it for another console passes that console's lists.
 */

export const DEFAULT_CODES = {
  customers: [
    '星辰电子',
    '海蓝家居',
    '锐动户外',
    '优品数码',
    '乐享母婴',
    '极光照明',
    '申美服饰',
    '沪通贸易',
    '义众百货',
    '福田饰品',
    '小商玩具',
    '稠州文具',
    '金华五金',
    '穗华美妆',
    '羊城皮具',
    '白云灯饰',
    '番禺珠宝',
    '天河宠物',
    '华强配件',
    '南山运动',
  ],
  agents: ['DHL-SZ', 'UPS-SZ', 'FEDEX-GZ', 'JY-US', 'OSD-EU', 'YLT-UK', 'FS-JP', 'HL-SEA'],
  channels: [
    'DHL-EXP-DDP',
    'UPS-EXP-DDP',
    'FEDEX-IP',
    'US-EXP-DDP',
    'EU-EXP-DDP',
    'JP-EXP-DDP',
    'US-AIR-DDP',
    'EU-AIR-DDP',
    'UK-AIR-DDP',
    'US-SEA-FAST',
    'US-SEA-STD',
    'EU-SEA-DDP',
  ],
  countries: ['US', 'GB', 'DE', 'FR', 'CA', 'AU', 'JP', 'IT', 'ES', 'NL', 'MX'],
  owners: ['liuyang', 'yangli', 'zhaolei', 'zhoujie', 'xuhui', 'sunhao', 'guoting', 'linfeng', 'gaoyu'],
};

/**
 * The channels a forwarder books to each country, the likelier ones listed more often: its own lines first, the
 * couriers beside them, air and sea freight for the few heavy ones. A country without routes, or whose routes are
 * not among an order book's channels, takes any of them.
 */
export const DEFAULT_ROUTES: Record<string, readonly string[]> = {
  US: [
    ...Array<string>(5).fill('US-EXP-DDP'),
    ...Array<string>(3).fill('UPS-EXP-DDP'),
    'FEDEX-IP',
    'DHL-EXP-DDP',
    'US-AIR-DDP',
    'US-SEA-FAST',
    'US-SEA-STD',
  ],
  CA: ['UPS-EXP-DDP', 'UPS-EXP-DDP', 'FEDEX-IP', 'DHL-EXP-DDP'],
  MX: ['FEDEX-IP'],
  GB: ['UK-AIR-DDP', 'UK-AIR-DDP', 'DHL-EXP-DDP'],
  ...Object.fromEntries(
    ['DE', 'FR', 'IT', 'ES', 'NL'].map((c) => [
      c,
      ['EU-EXP-DDP', 'EU-EXP-DDP', 'EU-EXP-DDP', 'EU-AIR-DDP', 'DHL-EXP-DDP', 'EU-SEA-DDP'],
    ]),
  ),
  JP: ['JP-EXP-DDP', 'JP-EXP-DDP', 'DHL-EXP-DDP'],
  AU: ['DHL-EXP-DDP'],
};

/** Codes no console list is expected to hold: the "unknown customer/agent" cases. */
export const UNKNOWN_CUSTOMERS = ['宏远跨境', '鑫达电商', '腾跃贸易'];
export const UNKNOWN_AGENTS = ['XPRESS-HK', 'SWIFT-TW', 'NEWAGENT-01'];

interface Place {
  cities: readonly (readonly [string, string])[];
  /** '#' stands for a digit. */
  phone: string;
  streets: readonly string[];
}

export const PLACES: Record<string, Place> = {
  US: {
    cities: [
      ['Los Angeles', '90012'],
      ['Houston', '77002'],
      ['Chicago', '60601'],
      ['Seattle', '98101'],
    ],
    phone: '+1 ### ### ####',
    streets: ['Main St', 'Oak Ave', 'Maple Dr'],
  },
  GB: {
    cities: [
      ['London', 'SW1A 1AA'],
      ['Manchester', 'M1 1AE'],
      ['Birmingham', 'B1 1BB'],
    ],
    phone: '+44 7### ######',
    streets: ['High Street', 'Station Road', 'Church Lane'],
  },
  DE: {
    cities: [
      ['Berlin', '10115'],
      ['Hamburg', '20095'],
      ['München', '80331'],
    ],
    phone: '+49 15# #######',
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenweg'],
  },
  FR: {
    cities: [
      ['Paris', '75001'],
      ['Lyon', '69001'],
      ['Marseille', '13001'],
    ],
    phone: '+33 6 ## ## ## ##',
    streets: ['Rue de la Paix', 'Avenue Victor Hugo', 'Rue du Moulin'],
  },
  CA: {
    cities: [
      ['Toronto', 'M5H 2N2'],
      ['Vancouver', 'V6B 1A1'],
      ['Montréal', 'H2Y 1C6'],
    ],
    phone: '+1 ### ### ####',
    streets: ['King St W', 'Queen St', 'Maple Ave'],
  },
  AU: {
    cities: [
      ['Sydney', '2000'],
      ['Melbourne', '3000'],
      ['Brisbane', '4000'],
    ],
    phone: '+61 4## ### ###',
    streets: ['George St', 'Collins St', 'Queen St'],
  },
  JP: {
    cities: [
      ['Tokyo', '100-0001'],
      ['Osaka', '530-0001'],
      ['Yokohama', '220-0011'],
    ],
    phone: '+81 90-####-####',
    streets: ['Chiyoda', 'Umeda', 'Minatomirai'],
  },
  IT: {
    cities: [
      ['Roma', '00184'],
      ['Milano', '20121'],
      ['Napoli', '80133'],
    ],
    phone: '+39 3## ### ####',
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Italia'],
  },
  ES: {
    cities: [
      ['Madrid', '28013'],
      ['Barcelona', '08002'],
      ['Valencia', '46002'],
    ],
    phone: '+34 6## ### ###',
    streets: ['Calle Mayor', 'Gran Vía', 'Calle del Sol'],
  },
  NL: {
    cities: [
      ['Amsterdam', '1012 AB'],
      ['Rotterdam', '3011 AA'],
      ['Utrecht', '3511 AA'],
    ],
    phone: '+31 6 ########',
    streets: ['Kerkstraat', 'Dorpsstraat', 'Molenweg'],
  },
  MX: {
    cities: [
      ['Ciudad de México', '06000'],
      ['Guadalajara', '44100'],
      ['Monterrey', '64000'],
    ],
    phone: '+52 55 #### ####',
    streets: ['Avenida Juárez', 'Calle Hidalgo', 'Calle Morelos'],
  },
};

export const NAMES = [
  'James Smith',
  'Emma Johnson',
  'Oliver Brown',
  'Sophie Martin',
  'Lukas Müller',
  'Hannah Schmidt',
  'Yuki Tanaka',
  'Haruto Sato',
  'Lucas Bernard',
  'Chloé Dubois',
  'Liam Wilson',
  'Olivia Taylor',
  'Mateo García',
  'Lucía Martínez',
  'Giulia Rossi',
  'Sem de Vries',
];

// description, HS code
export const GOODS: readonly (readonly [string, string])[] = [
  ['Phone case', '392690'],
  ['Bluetooth earphones', '851830'],
  ['LED desk lamp', '940520'],
  ['Cotton T-shirt', '610910'],
  ['Yoga mat', '950691'],
  ['Stainless steel water bottle', '732393'],
  ['Plush toy', '950300'],
  ['Ceramic mug', '691200'],
  ['Sunglasses', '900410'],
  ['Silicone kitchen utensils', '392410'],
  ['Backpack', '420292'],
  ['USB charger', '850440'],
  ['Gel pens', '960810'],
  ['Hair clips', '961511'],
  ['Pet collar', '420100'],
];

export const REMARKS = ['Fragile', 'Call before delivery', 'Gift, no invoice in the parcel', 'Battery inside (UN3481)'];
export const PROBLEMS = [
  'Consignee phone number missing',
  'Address could not be verified',
  'Customs asked for an invoice',
];

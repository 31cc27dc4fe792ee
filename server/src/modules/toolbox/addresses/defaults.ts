import type { AddressWordKind } from '@fwd/contract';
import type { Db } from '../../../http/context.ts';
import { normalize } from './classify.ts';

/*
 * The word lists every installation starts with, by language (for every
 * country unless one is named). Words are matched whole (between spaces and
 * punctuation) in Latin scripts and inside the text in Chinese and Japanese,
 * so short ones that are also everyday words or places ("Co", "BP", "Fl" for
 * Florida, "Halle", "piso", 室, ㈱ as 株 of 株洲) are left out: staff add them per country
 * where they are safe. Street types (St, Rue, Straße) are no sign either way:
 * with a house number they mark a street, whose name's words do not count.
 */
type Lists = Partial<Record<AddressWordKind, string[]>>;
const DEFAULTS: { lang: string; country?: string; lists: Lists }[] = [
  {
    lang: 'en',
    lists: {
      company: [
        'Inc',
        'Incorporated',
        'LLC',
        'L.L.C.',
        'Ltd',
        'Limited',
        'Corp',
        'Corporation',
        'PLC',
        'LLP',
        'Pty Ltd',
        'Pte Ltd',
        'Co., Ltd',
      ],
      business: [
        'Suite',
        'Ste',
        'Floor',
        'Industrial',
        'Industrial Estate',
        'Industrial Park',
        'Business Park',
        'Warehouse',
        'Office',
        'Building',
        'Bldg',
        'Tower',
        'Plaza',
        'Center',
        'Centre',
        'Mall',
        'Depot',
        'Factory',
        'Dock',
        'Terminal',
        'Hospital',
        'University',
        'Trading Estate',
      ],
      residential: [
        'Apt',
        'Apartment',
        'Apartments',
        'House',
        'Residence',
        'Flat',
        'Cottage',
        'Villa',
        'Condo',
        'Dormitory',
        'Mobile Home',
        'Trailer Park',
      ],
      poBox: ['PO Box', 'P.O. Box', 'Post Office Box', 'POB', 'PMB'],
      street: [
        'Street',
        'St',
        'Avenue',
        'Ave',
        'Road',
        'Rd',
        'Boulevard',
        'Blvd',
        'Drive',
        'Dr',
        'Lane',
        'Ln',
        'Court',
        'Ct',
        'Place',
        'Pl',
        'Way',
        'Parkway',
        'Pkwy',
        'Highway',
        'Hwy',
        'Circle',
        'Cir',
        'Terrace',
        'Ter',
        'Tce',
        'Trail',
        'Trl',
        'Square',
        'Sq',
        'Crescent',
        'Cres',
        'Grove',
        'Gardens',
        'Close',
        'Parade',
        'Pde',
        'Mews',
        'Vale',
        'Quay',
        'Pike',
        'Alley',
        'Loop',
        'Expressway',
      ],
    },
  },
  {
    lang: 'de',
    lists: {
      company: ['GmbH', 'AG', 'KG', 'UG', 'e.K.', 'GmbH & Co. KG', 'OHG'],
      business: ['Gewerbegebiet', 'Gewerbepark', 'Industriegebiet', 'Lager', 'Büro', 'Etage'],
      residential: ['Wohnung', 'Whg'],
      poBox: ['Postfach'],
      street: ['Straße', 'Strasse', 'Str', 'Weg', 'Gasse', 'Platz', 'Allee', 'Ring', 'Damm', 'Ufer', 'Chaussee'],
    },
  },
  {
    lang: 'fr',
    lists: {
      company: ['SARL', 'SAS', 'SASU', 'EURL', 'S.A.'],
      business: ['Zone Industrielle', "Zone d'activité", 'Bureau', 'Entrepôt', 'Étage', 'Centre Commercial'],
      residential: ['Appartement', 'Appt', 'Résidence', 'Maison'],
      poBox: ['Boîte Postale', 'Case Postale'],
      street: [
        'Rue',
        'Avenue',
        'Av',
        'Boulevard',
        'Bd',
        'Boul',
        'Place',
        'Allée',
        'Chemin',
        'Quai',
        'Impasse',
        'Cours',
        'Route',
      ],
    },
  },
  {
    lang: 'es',
    lists: {
      company: ['S.L.', 'S.L.U.', 'S.A. de C.V.', 'S.R.L.', 'SpA', 'Ltda'],
      business: ['Polígono Industrial', 'Polígono', 'Nave', 'Oficina', 'Almacén', 'Centro Comercial'],
      residential: ['Apartamento', 'Apto', 'Casa', 'Vivienda', 'Urbanización'],
      poBox: ['Apartado de Correos', 'Apartado Postal', 'Casilla'],
      street: ['Calle', 'Avenida', 'Paseo', 'Carrer', 'Camino', 'Carretera', 'Ronda', 'Travesía'],
    },
  },
  {
    lang: 'it',
    lists: {
      company: ['S.p.A.', 'S.r.l.', 'S.n.c.'],
      business: ['Zona Industriale', 'Capannone', 'Ufficio'],
      residential: ['Appartamento', 'Interno'],
      poBox: ['Casella Postale'],
      street: ['Via', 'Viale', 'Piazza', 'Corso', 'Vicolo'],
    },
  },
  {
    lang: 'nl',
    lists: {
      company: ['B.V.', 'N.V.'],
      business: ['Bedrijventerrein', 'Kantoor'],
      residential: ['Woning'],
      poBox: ['Postbus'],
      street: ['Straat', 'Weg', 'Laan', 'Gracht', 'Plein', 'Kade', 'Singel', 'Dijk'],
    },
  },
  {
    lang: 'ja',
    lists: {
      company: ['株式会社', '有限会社', '合同会社', '合資会社', 'K.K.'],
      business: ['ビル', '階', '工場', '倉庫', '事務所', '本社', '支店', '営業所', 'オフィス', 'センター', '工業団地'],
      residential: ['マンション', 'アパート', '号室', 'ハイツ', 'コーポ', 'レジデンス', '荘', '寮'],
      poBox: ['私書箱'],
    },
  },
  {
    lang: 'zh',
    lists: {
      company: ['有限公司', '股份有限公司', '有限责任公司', '集团', '公司', '商行', '工作室'],
      business: [
        '大厦',
        '写字楼',
        '工业园',
        '工业区',
        '产业园',
        '科技园',
        '仓库',
        '物流园',
        '办公楼',
        '商务中心',
        '商场',
        '厂',
      ],
      residential: ['小区', '花园', '公寓', '住宅', '新村', '家园', '宿舍', '单元'],
      poBox: ['邮政信箱', '信箱'],
    },
  },
  {
    lang: 'ko',
    lists: {
      company: ['주식회사', '(주)'],
      business: ['빌딩', '오피스텔'],
      residential: ['아파트', '빌라'],
      poBox: ['사서함'],
    },
  },
];

export const defaultWords = () =>
  DEFAULTS.flatMap(({ lang, country = '', lists }) =>
    Object.entries(lists).flatMap(([kind, words]) =>
      words.map((word) => ({ kind: kind as AddressWordKind, country, lang, word, match_key: normalize(word) })),
    ),
  );

/**
 * The default words (reference data, synced at every start): added when
 * missing, never changed; staff switch one off rather than delete it (a
 * built-in word cannot be deleted).
 */
export async function addressReference(db: Db): Promise<void> {
  const rows = defaultWords().map((w) => ({ ...w, builtin: true }));
  await db
    .insertInto('address_words')
    .values(rows)
    .onConflict((oc) => oc.columns(['kind', 'country', 'lang', 'match_key']).doNothing())
    .execute();
}

/*
 * What can happen to a parcel from China: the steps of each scenario with the
 * hours a step follows the one before (a range, drawn per number), where it
 * happens and how carriers word it. Weights give about 70 % delivered, 20 %
 * still on the way and 10 % problems.
 */

/** The nine main statuses of 17TRACK v2.2. */
export const MAIN_STATUSES = [
  'NotFound',
  'InfoReceived',
  'InTransit',
  'Expired',
  'AvailableForPickup',
  'OutForDelivery',
  'DeliveryFailure',
  'Delivered',
  'Exception',
] as const;
export type MainStatus = (typeof MAIN_STATUSES)[number];

/** A sub-status names its main status before the underscore ('InfoReceived' has none). */
export const mainStatusOf = (subStatus: string) => subStatus.split('_')[0] as MainStatus;

// The milestone stage 17TRACK puts on the events that mark one.
const STAGES: Record<string, string> = {
  InfoReceived: 'InfoReceived',
  InTransit_PickedUp: 'PickedUp',
  InTransit_Departure: 'Departure',
  InTransit_Arrival: 'Arrival',
  AvailableForPickup_Other: 'AvailableForPickup',
  OutForDelivery_Other: 'OutForDelivery',
  Delivered_Other: 'Delivered',
  Exception_Returning: 'Returning',
  Exception_Returned: 'Returned',
};
export const stageOf = (subStatus: string): string | null => STAGES[subStatus] ?? null;

export type Place = 'origin' | 'originHub' | 'originGateway' | 'destGateway' | 'destHub' | 'destCity';

interface Step {
  subStatus: string;
  place: Place;
  /** Hours after the step before. */
  gap: readonly [number, number];
  texts: readonly string[];
}

const step = (subStatus: string, place: Place, gap: [number, number], ...texts: string[]): Step => ({
  subStatus,
  place,
  gap,
  texts,
});

const info = step('InfoReceived', 'origin', [0, 0], 'Shipment information received', '电子信息已收到，等待揽收');
const pickedUp = step('InTransit_PickedUp', 'origin', [2, 20], 'Picked up by courier', '快件已揽收');
const hubIn = step('InTransit_Other', 'originHub', [1, 8], 'Arrived at sorting center', '到达分拨中心');
const hubOut = step(
  'InTransit_Other',
  'originHub',
  [2, 10],
  'Departed sorting center for the export port',
  '离开分拨中心，发往出口口岸',
);
const departed = step(
  'InTransit_Departure',
  'originGateway',
  [8, 36],
  'Departed from the origin airport',
  'Export clearance completed, flight departed',
);
const arrived = step(
  'InTransit_Arrival',
  'destGateway',
  [12, 40],
  'Arrived at the destination airport',
  'Arrived in the destination country',
);
const customs = step(
  'InTransit_CustomsProcessing',
  'destGateway',
  [1, 6],
  'Import customs clearance started',
  'Held for customs clearance',
);
const released = step(
  'InTransit_CustomsReleased',
  'destGateway',
  [4, 48],
  'Import customs clearance completed',
  'Released by customs',
);
const destHub = step(
  'InTransit_Other',
  'destHub',
  [6, 30],
  'Arrived at the delivery facility',
  'Processed at the regional sorting facility',
);
const outForDelivery = step(
  'OutForDelivery_Other',
  'destCity',
  [6, 20],
  'Out for delivery',
  'With the courier for delivery',
);
const delivered = step(
  'Delivered_Other',
  'destCity',
  [2, 8],
  'Delivered, left at the front door',
  'Delivered, signed for by the recipient',
  'Delivered to the mailbox',
);
const atPickupPoint = step(
  'AvailableForPickup_Other',
  'destCity',
  [4, 24],
  'Available for pickup at the local post office',
  'Arrived at the pickup point, awaiting collection',
);
const collected = step('Delivered_Other', 'destCity', [12, 96], 'Collected by the recipient at the pickup point');
const nobodyHome = step(
  'DeliveryFailure_NoBody',
  'destCity',
  [2, 8],
  'Delivery attempted: nobody at home, notice left',
);
const badAddress = step(
  'DeliveryFailure_InvalidAddress',
  'destCity',
  [2, 8],
  'Delivery failed: the address is incomplete or incorrect',
);
const delayed = step(
  'Exception_Delayed',
  'originGateway',
  [24, 72],
  'Shipment delayed: not enough flight capacity',
  '航班延误，货物滞留口岸',
);
const returning = step('Exception_Returning', 'destGateway', [24, 96], 'Refused by customs, returning to the sender');
const returned = step(
  'Exception_Returned',
  'origin',
  [120, 300],
  'Returned parcel delivered to the sender',
  '退件已签收',
);
const lost = step('Exception_Lost', 'destHub', [72, 168], 'Shipment cannot be located, an investigation was opened');

const toExport = [info, pickedUp, hubIn, hubOut, departed];
const toDestination = [...toExport, arrived, customs, released, destHub];

interface Scenario {
  name: string;
  weight: number;
  steps: readonly Step[];
  /** Days after the last step at which the provider gives up: Expired. */
  expiresAfterDays?: number;
}

export const SCENARIOS: readonly Scenario[] = [
  { name: 'delivered', weight: 55, steps: [...toDestination, outForDelivery, delivered] },
  { name: 'collected', weight: 10, steps: [...toDestination, atPickupPoint, collected] },
  {
    name: 'second-attempt',
    weight: 5,
    steps: [...toDestination, outForDelivery, nobodyHome, outForDelivery, delivered],
  },
  { name: 'departed', weight: 6, steps: toExport },
  { name: 'in-customs', weight: 4, steps: [...toExport, arrived, customs] },
  { name: 'awaiting-pickup', weight: 3, steps: [...toDestination, atPickupPoint] },
  { name: 'out-for-delivery', weight: 2, steps: [...toDestination, outForDelivery] },
  { name: 'info-only', weight: 3, steps: [info] },
  // The carrier never knows the number: NotFound once the provider has looked.
  { name: 'not-found', weight: 2, steps: [] },
  { name: 'expired', weight: 2, steps: toExport, expiresAfterDays: 30 },
  { name: 'delayed', weight: 2, steps: [...toExport, delayed] },
  { name: 'returned', weight: 2, steps: [...toExport, arrived, customs, returning, returned] },
  { name: 'lost', weight: 1, steps: [...toExport, arrived, lost] },
  { name: 'bad-address', weight: 2, steps: [...toDestination, outForDelivery, badAddress] },
  { name: 'nobody-home', weight: 1, steps: [...toDestination, outForDelivery, nobodyHome] },
];

interface Origin {
  /** Minutes east of UTC, for the events' local time. */
  offset: number;
  city: string;
  hub: string;
  gateway: string;
}

export interface Destination {
  /** ISO code. */
  country: string;
  offset: number;
  gateway: string;
  hub: string;
  cities: readonly string[];
}

export const ORIGINS: readonly Origin[] = [
  {
    offset: 480,
    city: 'Shenzhen, Guangdong, CN',
    hub: "Shenzhen Bao'an Sorting Center, CN",
    gateway: "Shenzhen Bao'an International Airport, CN",
  },
  {
    offset: 480,
    city: 'Guangzhou, Guangdong, CN',
    hub: 'Guangzhou Baiyun Sorting Center, CN',
    gateway: 'Guangzhou Baiyun International Airport, CN',
  },
  {
    offset: 480,
    city: 'Yiwu, Zhejiang, CN',
    hub: 'Yiwu Sorting Center, CN',
    gateway: 'Shanghai Pudong International Airport, CN',
  },
  {
    offset: 480,
    city: 'Shanghai, CN',
    hub: 'Shanghai Hongqiao Sorting Center, CN',
    gateway: 'Shanghai Pudong International Airport, CN',
  },
];

export const DESTINATIONS: readonly Destination[] = [
  {
    country: 'US',
    offset: -480,
    gateway: 'Los Angeles, CA, US',
    hub: 'City of Industry, CA, US',
    cities: ['San Diego, CA, US', 'San Jose, CA, US', 'Sacramento, CA, US'],
  },
  {
    country: 'US',
    offset: -300,
    gateway: 'New York, NY, US',
    hub: 'Jersey City, NJ, US',
    cities: ['Brooklyn, NY, US', 'Philadelphia, PA, US', 'Boston, MA, US'],
  },
  {
    country: 'GB',
    offset: 0,
    gateway: 'London Heathrow, GB',
    hub: 'Coventry Mail Centre, GB',
    cities: ['Manchester, GB', 'Birmingham, GB', 'Leeds, GB'],
  },
  {
    country: 'DE',
    offset: 60,
    gateway: 'Frankfurt am Main, DE',
    hub: 'Leipzig, DE',
    cities: ['Berlin, DE', 'Hamburg, DE', 'Munich, DE'],
  },
  {
    country: 'FR',
    offset: 60,
    gateway: 'Paris Charles de Gaulle, FR',
    hub: 'Chilly-Mazarin, FR',
    cities: ['Lyon, FR', 'Marseille, FR', 'Toulouse, FR'],
  },
  {
    country: 'CA',
    offset: -300,
    gateway: 'Toronto, ON, CA',
    hub: 'Mississauga, ON, CA',
    cities: ['Ottawa, ON, CA', 'Hamilton, ON, CA'],
  },
  {
    country: 'AU',
    offset: 600,
    gateway: 'Sydney, NSW, AU',
    hub: 'Alexandria, NSW, AU',
    cities: ['Parramatta, NSW, AU', 'Newcastle, NSW, AU'],
  },
  {
    country: 'JP',
    offset: 540,
    gateway: 'Narita, Chiba, JP',
    hub: 'Tokyo International Post Office, JP',
    cities: ['Yokohama, Kanagawa, JP', 'Saitama, JP', 'Tokyo, JP'],
  },
  {
    country: 'IT',
    offset: 60,
    gateway: 'Milano Malpensa, IT',
    hub: 'Peschiera Borromeo, IT',
    cities: ['Rome, IT', 'Turin, IT', 'Bologna, IT'],
  },
  {
    country: 'ES',
    offset: 60,
    gateway: 'Madrid Barajas, ES',
    hub: 'Coslada, ES',
    cities: ['Barcelona, ES', 'Valencia, ES', 'Seville, ES'],
  },
  {
    country: 'NL',
    offset: 60,
    gateway: 'Amsterdam Schiphol, NL',
    hub: 'Nieuwegein, NL',
    cities: ['Rotterdam, NL', 'Utrecht, NL', 'Eindhoven, NL'],
  },
  {
    country: 'MX',
    offset: -360,
    gateway: 'Mexico City International Airport, MX',
    hub: 'Cuautitlán, MX',
    cities: ['Guadalajara, MX', 'Monterrey, MX', 'Puebla, MX'],
  },
];

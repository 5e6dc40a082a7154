import type { Queryable } from '../db/db';

/**
 * The demo stores' configuration (3-settings §3 "Store settings" and "Online-ordering site"; migration
 * 027): contact, address, receipt text, tip suggestions and the online-ordering site of each live
 * store of the demo merchants. Deterministic: a fixed list. The stores' names and time zones are the
 * stores' own (accounts.ts).
 */
interface DemoStoreSettings {
  storeId: number;
  contact: string;
  email: string;
  phone: string;
  storePhone: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zip: string;
  website: string;
  header: string;
  note: string;
  qrUrl?: string;
  tips?: [string, string, string];
  tipMessage?: string;
  coordinates: [number, number];
}

const harborNote = 'Thank you for dining with Harbor Bistro. Share your visit: harborbistro.example/feedback';

export const demoStoreSettings: readonly DemoStoreSettings[] = [
  {
    storeId: 2001,
    contact: 'Marco Manager',
    email: 'downtown@harborbistro.example',
    phone: '(207) 555-0142',
    storePhone: '(207) 555-0100',
    address1: '14 Commercial Street',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    website: 'harborbistro.example',
    header: 'Fresh from the Gulf of Maine',
    note: harborNote,
    qrUrl: 'https://harborbistro.example/menu/downtown',
    tips: ['18', '20', '22'],
    tipMessage: 'Gratuity is not included. Suggested tips:',
    coordinates: [43.656, -70.2535],
  },
  {
    storeId: 2002,
    contact: 'Sasha Shiftlead',
    email: 'uptown@harborbistro.example',
    phone: '(207) 555-0177',
    storePhone: '(207) 555-0170',
    address1: '220 Forest Avenue',
    address2: 'Suite 2',
    city: 'Portland',
    state: 'ME',
    zip: '04101-2019',
    website: 'harborbistro.example',
    header: 'Harbor Bistro Uptown',
    note: harborNote,
    tips: ['15', '18', '20'],
    tipMessage: 'Suggested tips:',
    coordinates: [43.6629, -70.2688],
  },
  {
    storeId: 2004,
    contact: 'Sue Suspended',
    email: 'seaside@harborbistro.example',
    phone: '(207) 555-0191',
    storePhone: '(207) 555-0190',
    address1: '3 Bayside Road',
    city: 'Cape Elizabeth',
    state: 'ME',
    zip: '04107',
    website: 'harborbistro.example',
    header: 'Harbor Bistro Seaside',
    note: harborNote,
    coordinates: [43.5637, -70.2003],
  },
  {
    storeId: 2005,
    contact: 'Pat Pastdue',
    email: 'midtown@harborbistro.example',
    phone: '(207) 555-0155',
    storePhone: '(207) 555-0150',
    address1: '95 Congress Street',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    website: 'harborbistro.example',
    header: 'Harbor Bistro Midtown',
    note: harborNote,
    coordinates: [43.6591, -70.2568],
  },
  {
    storeId: 2006,
    contact: 'Olivia Owner',
    email: 'pier@harborbistro.example',
    phone: '(207) 555-0163',
    storePhone: '(207) 555-0160',
    address1: '1 Maine Wharf',
    city: 'Portland',
    state: 'ME',
    zip: '04101',
    website: 'harborbistro.example',
    header: 'Oysters on the pier',
    note: harborNote,
    qrUrl: 'https://harborbistro.example/menu/pier',
    tips: ['18', '20', '25'],
    tipMessage: 'Suggested tips:',
    coordinates: [43.6556, -70.2487],
  },
  {
    storeId: 2101,
    contact: 'Bea Banker',
    email: 'mainstreet@maplebankcafe.example',
    phone: '(312) 555-0120',
    storePhone: '(312) 555-0121',
    address1: '410 Main Street',
    city: 'Evanston',
    state: 'IL',
    zip: '60201',
    website: 'maplebankcafe.example',
    header: 'Maple Bank Café',
    note: 'Thank you! Coffee refills are free.',
    tips: ['10', '15', '20'],
    tipMessage: 'Add a tip for our baristas:',
    coordinates: [42.0451, -87.6877],
  },
  {
    storeId: 2102,
    contact: 'Bea Banker',
    email: 'station@maplebankcafe.example',
    phone: '(312) 555-0130',
    storePhone: '(312) 555-0131',
    address1: '1 Davis Street Station',
    city: 'Evanston',
    state: 'IL',
    zip: '60201',
    website: 'maplebankcafe.example',
    header: 'Maple Bank Café at the Station',
    note: 'Thank you! Coffee refills are free.',
    coordinates: [42.0467, -87.6839],
  },
  {
    storeId: 2201,
    contact: 'Mina Market',
    email: 'hello@cornermarket.example',
    phone: '(303) 555-0188',
    storePhone: '(303) 555-0180',
    address1: '1200 Pearl Street',
    city: 'Boulder',
    state: 'CO',
    zip: '80302',
    website: 'cornermarket.example',
    header: 'Corner Market',
    note: 'Returns within 30 days with this receipt.',
    coordinates: [40.0176, -105.2797],
  },
];

/** Seeds the settings row and the online-ordering site row of each configured demo store. */
export async function seedStoreSettings(tx: Queryable): Promise<void> {
  for (const s of demoStoreSettings) {
    const [tip1, tip2, tip3] = s.tips ?? ['', '', ''];
    await tx.query(
      `insert into store_settings (store_id, contact_name, contact_email, contact_phone, store_phone, address1,
         address2, city, state, zip, receipt_header, receipt_note, include_qr_code, qr_code_website_url,
         display_tip_suggestion, tip_suggestion_message, tip_suggestion1, tip_suggestion2, tip_suggestion3)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
      [
        s.storeId,
        s.contact,
        s.email,
        s.phone,
        s.storePhone,
        s.address1,
        s.address2 ?? '',
        s.city,
        s.state,
        s.zip,
        s.header,
        s.note,
        s.qrUrl !== undefined,
        s.qrUrl ?? '',
        s.tips !== undefined,
        s.tipMessage ?? '',
        tip1,
        tip2,
        tip3,
      ],
    );
    await tx.query(
      `insert into online_ordering_sites (store_id, primary_contact_name, receipt_store_name, receipt_address,
         receipt_city, receipt_state, receipt_zip, receipt_phone, url, time_zone, latitude, longitude)
       select s.store_id, $2::text, s.name, $3::text, $4::text, $5::text, $6::text, $7::text, $8::text,
         s.time_zone, $9::numeric, $10::numeric
       from stores s where s.store_id = $1`,
      [
        s.storeId,
        s.contact,
        [s.address1, s.address2].filter(Boolean).join(', '),
        s.city,
        s.state,
        s.zip,
        s.storePhone,
        s.website,
        s.coordinates[0],
        s.coordinates[1],
      ],
    );
  }
}

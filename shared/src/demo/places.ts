/**
 * Neighbourhoods of the three cities with approximate centre coordinates, so demo branches sit
 * inside the right city; the generator jitters each branch a few hundred metres.
 */

/** A neighbourhood with streets to build addresses from. */
export interface Area {
  readonly name: string;
  readonly streets: readonly string[];
  readonly latitude: number;
  readonly longitude: number;
}

/** Bounding boxes the demo coordinates must fall in (used by tests). */
export const CITY_BOUNDS: Readonly<
  Record<string, { minLat: number; maxLat: number; minLng: number; maxLng: number }>
> = {
  Lahore: { minLat: 31.3, maxLat: 31.65, minLng: 74.1, maxLng: 74.5 },
  Karachi: { minLat: 24.75, maxLat: 25.05, minLng: 66.95, maxLng: 67.25 },
  Islamabad: { minLat: 33.45, maxLat: 33.8, minLng: 72.9, maxLng: 73.25 },
};

/** Areas per city. */
export const AREAS: Readonly<Record<string, readonly Area[]>> = {
  Lahore: [
    {
      name: 'Gulberg III',
      streets: ['Main Boulevard', 'MM Alam Road', 'Hali Road'],
      latitude: 31.5102,
      longitude: 74.3441,
    },
    {
      name: 'DHA Phase 5',
      streets: ['Broadway Commercial', 'Sector CCA', 'Khayaban-e-Iqbal'],
      latitude: 31.4627,
      longitude: 74.4086,
    },
    {
      name: 'Johar Town',
      streets: ['Khayaban-e-Firdousi', 'Canal Road', 'Block G1 Market'],
      latitude: 31.4697,
      longitude: 74.2728,
    },
    {
      name: 'Model Town',
      streets: ['Link Road', 'Bank Square Market', 'Block M Road'],
      latitude: 31.4834,
      longitude: 74.326,
    },
    {
      name: 'Bahria Town',
      streets: ['Sector C Main Boulevard', 'Talwar Chowk', 'Commercial Area'],
      latitude: 31.3693,
      longitude: 74.1805,
    },
    {
      name: 'Liberty Market',
      streets: ['Liberty Roundabout', 'Commercial Zone', 'Noor Jehan Road'],
      latitude: 31.5106,
      longitude: 74.3443,
    },
    {
      name: 'Cantt',
      streets: ['Sarwar Road', 'Mall Road Extension', 'Fortress Square'],
      latitude: 31.5318,
      longitude: 74.3701,
    },
    {
      name: 'Walton Road',
      streets: ['Packages Avenue', 'Walton Road', 'Defence Chowk'],
      latitude: 31.4711,
      longitude: 74.3555,
    },
    {
      name: 'Allama Iqbal Town',
      streets: ['Moon Market', 'Karim Block', 'College Road'],
      latitude: 31.5125,
      longitude: 74.289,
    },
    {
      name: 'Garden Town',
      streets: ['Ferozepur Road', 'Barkat Market', 'Abu Bakar Block'],
      latitude: 31.501,
      longitude: 74.3235,
    },
  ],
  Karachi: [
    {
      name: 'Clifton Block 5',
      streets: ['Khayaban-e-Roomi', 'Schon Circle', 'Boat Basin'],
      latitude: 24.8138,
      longitude: 67.03,
    },
    {
      name: 'DHA Phase 6',
      streets: ['Khayaban-e-Bukhari', 'Khayaban-e-Ittehad', 'Bukhari Commercial'],
      latitude: 24.8004,
      longitude: 67.0653,
    },
    {
      name: 'Tariq Road',
      streets: ['Tariq Road', 'Allama Iqbal Road', 'Shahrah-e-Quaideen'],
      latitude: 24.8722,
      longitude: 67.063,
    },
    {
      name: 'Gulshan-e-Iqbal',
      streets: ['University Road', 'Rashid Minhas Road', 'Block 13-D'],
      latitude: 24.9204,
      longitude: 67.0932,
    },
    {
      name: 'Bahadurabad',
      streets: ['Bahadur Yar Jang Road', 'Alamgir Road', 'Sharfabad'],
      latitude: 24.883,
      longitude: 67.07,
    },
    {
      name: 'North Nazimabad',
      streets: ['Shahrah-e-Sher Shah Suri', 'Block H', 'Hyderi Market'],
      latitude: 24.942,
      longitude: 67.0395,
    },
    {
      name: 'Zamzama',
      streets: ['Zamzama Boulevard', 'Zamzama Commercial Lane 2', 'Khayaban-e-Shamsheer'],
      latitude: 24.813,
      longitude: 67.0383,
    },
    {
      name: 'Shahrah-e-Faisal',
      streets: ['Shahrah-e-Faisal', 'Nursery', 'PECHS Block 6'],
      latitude: 24.869,
      longitude: 67.083,
    },
    {
      name: 'Saddar',
      streets: ['Zaibunnisa Street', 'Abdullah Haroon Road', 'Preedy Street'],
      latitude: 24.8555,
      longitude: 67.0265,
    },
    {
      name: 'Gulistan-e-Jauhar',
      streets: ['Rashid Minhas Road', 'Block 15', 'Johar Mor'],
      latitude: 24.9135,
      longitude: 67.1335,
    },
  ],
  Islamabad: [
    {
      name: 'F-7 Markaz',
      streets: ['Jinnah Super Market', 'College Road', 'Bhitai Road'],
      latitude: 33.7215,
      longitude: 73.056,
    },
    {
      name: 'F-6 Markaz',
      streets: ['Super Market', 'Kohsar Market', 'School Road'],
      latitude: 33.7295,
      longitude: 73.076,
    },
    {
      name: 'Blue Area',
      streets: ['Jinnah Avenue', 'Fazal-e-Haq Road', 'Nazimuddin Road'],
      latitude: 33.7104,
      longitude: 73.0636,
    },
    {
      name: 'F-10 Markaz',
      streets: ['Ibn-e-Sina Road', 'Margalla Road', 'F-10 Markaz Plaza'],
      latitude: 33.695,
      longitude: 73.0137,
    },
    {
      name: 'G-9 Markaz',
      streets: ['Karachi Company', 'Service Road East', 'Peshawar Mor'],
      latitude: 33.688,
      longitude: 73.033,
    },
    {
      name: 'F-8 Markaz',
      streets: ['Ibn-e-Sina Road', 'Kaghan Road', 'F-8 Markaz'],
      latitude: 33.7077,
      longitude: 73.0498,
    },
    {
      name: 'E-11',
      streets: ['Main Double Road', 'Golra Road', 'Markaz E-11/2'],
      latitude: 33.6985,
      longitude: 72.978,
    },
    {
      name: 'DHA Phase 2',
      streets: ['GT Road Commercial', 'Sector A', 'Boulevard Avenue'],
      latitude: 33.53,
      longitude: 73.157,
    },
    {
      name: 'Bahria Town Phase 4',
      streets: ['Civic Centre', 'Main Boulevard', 'Safari Villas Commercial'],
      latitude: 33.523,
      longitude: 73.101,
    },
    {
      name: 'I-8 Markaz',
      streets: ['Service Road North', 'I-8 Markaz', 'Faizabad Road'],
      latitude: 33.668,
      longitude: 73.076,
    },
  ],
};

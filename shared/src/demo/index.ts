/** Demo data for the local stack: `@deals/shared/demo`. */
export * from './generate.js';
export * from './svg.js';
export { DEMO_BANKS, type DemoBankDef } from './banks.js';
export { DEMO_BRANDS, type DemoBrandDef } from './brands.js';
export { AREAS, CITY_BOUNDS, type Area } from './places.js';
export { createRng, type Rng } from './rng.js';

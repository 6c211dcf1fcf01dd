/** Public API of @deals/shared: pure domain logic for web, functions and the admin CLI. */
export * from './constants.js';
export * from './ids.js';
export * from './types.js';
export * from './categories.js';
export * from './coerce.js';
export * from './text.js';
export * from './geo.js';
export * from './normalize.js';
export * from './filters.js';
export * from './cards.js';
export * from './trending.js';
export * from './validation.js';
export * from './contact.js';
export * from './analytics.js';
export * from './brands.js';
export * from './parsers.js';
export * from './dataset.js';

/** Admin tools over firebase-admin: dataset import, aggregate rebuild, review re-scoring, admin claims. */
export * from './import-dataset.js';
export * from './rebuild.js';
export * from './reviews.js';
export * from './set-admin.js';
export * from './demo-images.js';
export * from './connect.js';

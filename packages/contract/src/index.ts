export * from './constants.js';
export * from './statuses.js';
export * from './errors.js';
export * from './schemas.js';
export * from './links.js';
export * from './dates.js';
export * from './money.js';
export * from './i18n.js';

export * from './sites.js';

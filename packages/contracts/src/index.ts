export * from './constants.js';
export * from './envelope.js';
export * from './headers.js';
export * from './locale.js';
export * from './register-patterns.js';
export * from './site.js';
export * from './system.js';

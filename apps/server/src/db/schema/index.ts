export * from './cashier.js';
export * from './identity-providers.js';
export * from './ledger.js';
export * from './members.js';
export * from './messages.js';
export * from './operators.js';
export * from './sites.js';
export * from './verification.js';

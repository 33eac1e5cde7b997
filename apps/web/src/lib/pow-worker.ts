/**
 * The proof-of-work search off the page's thread (issue 22): altcha-lib's worker protocol with
 * WebCrypto's PBKDF2, built by Vite as a file of this origin (the CSP allows scripts from 'self' only).
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { handler } from 'altcha-lib/workers/shared';

handler({ deriveKey });

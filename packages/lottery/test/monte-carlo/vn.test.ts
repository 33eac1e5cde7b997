// Draws per layout: enough for xiên-3 to stay within its tolerance bound, few enough for a quick run.
import { describe } from 'vitest';
import { contextOf } from '../support/context.js';
import { checkReturnsToPlayer } from '../support/monte-carlo.js';

describe('Monte Carlo: VN north', () => checkReturnsToPlayer(contextOf('VN', 'north'), 25_000));
describe('Monte Carlo: VN south', () => checkReturnsToPlayer(contextOf('VN', 'south'), 25_000));

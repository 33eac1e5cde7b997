// Draws per shape: enough for every line's tolerance bound, few enough for a quick run.
import { describe } from 'vitest';
import { contextOf } from '../support/context.js';
import { checkReturnsToPlayer } from '../support/monte-carlo.js';

describe('Monte Carlo: SSC', () => checkReturnsToPlayer(contextOf('SSC'), 20_000));
describe('Monte Carlo: SEA', () => checkReturnsToPlayer(contextOf('SEA'), 8_000));

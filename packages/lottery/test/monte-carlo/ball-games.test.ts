// Draws per shape: enough for every line's tolerance bound, few enough for a quick run.
import { describe } from 'vitest';
import { contextOf } from '../support/context.js';
import { checkReturnsToPlayer } from '../support/monte-carlo.js';

describe('Monte Carlo: 11X5', () => checkReturnsToPlayer(contextOf('11X5'), 25_000));
describe('Monte Carlo: PK10', () => checkReturnsToPlayer(contextOf('PK10'), 15_000));
describe('Monte Carlo: LHC', () => checkReturnsToPlayer(contextOf('LHC'), 40_000));
describe('Monte Carlo: LF', () => checkReturnsToPlayer(contextOf('LF'), 15_000));

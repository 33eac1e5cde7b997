/**
 * The house accounts lottery stakes go to. Every order locks its house account, so members are spread
 * over a few of them (a single one would serialise every order of the site); settlement pays from its
 * own. Together they hold the house's lottery result.
 */
const houseShards = 8n;
export const lotteryHouseOf = (memberId: bigint) => `HOUSE:LOTTERY:${memberId % houseShards}`;
export const lotterySettlementHouse = 'HOUSE:LOTTERY:SETTLE';

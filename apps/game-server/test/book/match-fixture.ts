/** A football fixture of the feed with only a match-result market, at 2.10, 3.40 and 3.50, starting at `startsAt`. */
export const matchFixture = (code: string, home: string, away: string, startsAt: string) => ({
  code,
  league: 'EPL',
  startsAt,
  competitors: [home, away],
  markets: [
    {
      code: '1x2',
      kind: 'match-result',
      selections: [
        { code: 'home', price: '2.10' },
        { code: 'draw', price: '3.40' },
        { code: 'away', price: '3.50' },
      ],
    },
  ],
});

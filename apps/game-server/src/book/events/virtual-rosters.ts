import type { BookSport } from '@portal/contracts';
import { RACE_FIELD_SIZE } from '@portal/house-games';

// The book's virtual sports: who takes part (fictional rosters; any likeness to a real club, player or animal is
// unintended), how often an event starts and how long it runs. Every virtual league's name says "Virtual", so
// no virtual event passes for a real one.

export interface VirtualCompetitor {
  code: string;
  name: string;
  rating: number;
}

export interface VirtualSport {
  league: { code: string; name: string };
  /** A new event every `intervalMs`, on the clock's grid (10:00, 10:03, ...). */
  intervalMs: number;
  /** From the start (betting closed) to the result: the time the client's animation plays. */
  runningMs: number;
  /** Competitors per event: two sides (meron then wala), or a race's field. */
  field: number;
  roster: readonly VirtualCompetitor[];
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The names in order of strength, rated evenly from `top` down to `bottom` (Elo-like: see the maths' models). */
function roster(names: string, top: number, bottom: number): VirtualCompetitor[] {
  const list = names.split(',').map((name) => name.trim());
  const step = (top - bottom) / (list.length - 1);
  return list.map((name, index) => ({ code: slug(name), name, rating: Math.round(top - step * index) }));
}

const minutes = (count: number) => count * 60_000;
const seconds = (count: number) => count * 1000;

function sport(
  code: BookSport,
  name: string,
  timing: { interval: number; running: number; field?: number },
  competitors: VirtualCompetitor[],
): VirtualSport {
  return {
    league: { code: `virtual-${code}`, name },
    intervalMs: timing.interval,
    runningMs: timing.running,
    field: timing.field ?? 2,
    roster: competitors,
  };
}

export const virtualSports: Record<BookSport, VirtualSport> = {
  football: sport(
    'football',
    'Virtual Premier League',
    { interval: minutes(3), running: seconds(90) },
    roster(
      'Northbridge Rovers, Kingsport Athletic, Redmoor United, Ashford Town, Port Halden, Eastvale City, ' +
        'Silverbrook FC, Granite Bay, Westmarsh Wanderers, Hollow Oak, Coldwater Albion, Brackenfield, ' +
        'Marlow Vale, Stonegate Rangers, Lindhurst, Fenwick Harriers',
      1900,
      1300,
    ),
  ),
  basketball: sport(
    'basketball',
    'Virtual Basketball League',
    { interval: minutes(3), running: seconds(90) },
    roster(
      'Harbor Hawks, Summit Stags, Iron Valley Bears, Crescent Comets, Bayside Bolts, Desert Foxes, ' +
        'Northern Lights, Red River Rams, Metro Mavericks, Pine Ridge Wolves, Coastline Sharks, Granite Giants',
      1850,
      1350,
    ),
  ),
  tennis: sport(
    'tennis',
    'Virtual Tennis Tour',
    { interval: minutes(3), running: seconds(75) },
    roster(
      'Jonas Keller, Mateo Ruiz, Luca Ferri, Arjun Mehta, Noah Lindqvist, Sam Okafor, Ilya Petrov, ' +
        'Kenji Sato, Rafael Costa, Oliver Brandt, Felix Moreau, Daniel Novak, Hugo Laurent, Adam Horvath, ' +
        'Leo Marin, Viktor Hale',
      1850,
      1350,
    ),
  ),
  'horse-racing': sport(
    'horse-racing',
    'Virtual Downs',
    { interval: minutes(2), running: seconds(60), field: RACE_FIELD_SIZE['horse-racing'] },
    roster(
      'Midnight Ember, Copper Crown, Velvet Storm, Harbour Light, Golden Rook, Quiet Thunder, Saffron Sky, ' +
        'Iron Duchess, Misty Harbour, Scarlet Arrow, Paper Moon, Tin Soldier, Winter Regent, Blue Lantern, ' +
        'Wild Orchid, Cobalt King, Lucky Fennel, Morning Briar, Dusk Runner, Ocean Sonnet, Amber Flight, ' +
        'Stormy Petrel, Crimson Gale, Hidden Meadow',
      1700,
      1300,
    ),
  ),
  greyhounds: sport(
    'greyhounds',
    'Virtual Greyhound Stadium',
    { interval: minutes(2), running: seconds(45), field: RACE_FIELD_SIZE.greyhounds },
    roster(
      'Swift Shadow, Blue Flash, Rocket Rosie, Dusty Trail, Gentle Jet, Banjo Boy, Misty Maze, ' +
        'Pocket Dynamo, Tiger Lane, Whisper Quick, Sandy Spark, Coal Dash',
      1650,
      1350,
    ),
  ),
  'penalty-shootout': sport(
    'penalty-shootout',
    'Virtual Penalty Shoot-out Cup',
    { interval: minutes(3), running: seconds(60) },
    roster(
      'Aldoria, Bresnia, Calvoria, Dunmere, Estavia, Forlande, Galdoria, Hestria, Ivoria, Jantaria, ' +
        'Kelmora, Lunaris',
      1800,
      1400,
    ),
  ),
  'e-soccer': sport(
    'e-soccer',
    'Virtual E-Soccer Cup',
    { interval: minutes(3), running: seconds(90) },
    roster(
      'Pixel Kings, Volt FC, Nitro United, Glitch Athletic, Turbo Town, Byte City, Lag Rovers, ' +
        'Combo Wanderers, Quantum Albion, Neon Rangers, Arcade Harriers, Joystick Juniors',
      1800,
      1400,
    ),
  ),
  'e-basketball': sport(
    'e-basketball',
    'Virtual E-Basketball League',
    { interval: minutes(3), running: seconds(90) },
    roster(
      'Cyber Hoops, Dunk Bots, Pixel Ballers, Circuit Slam, Neon Dribblers, Glitch Giants, Rebound AI, ' +
        'Turbo Dunkers, Laser Layups, Byte Blockers, Arcade Aces, Voltage Jumpers',
      1800,
      1400,
    ),
  ),
  moba: sport(
    'moba',
    'Virtual MOBA Arena',
    { interval: minutes(3), running: seconds(90) },
    roster(
      'Eclipse Gaming, Arcane Wolves, Nova Legion, Crimson Order, Frostbyte, Titan Syndicate, Mythic Five, ' +
        'Shadow Lotus, Rift Walkers, Aether Squad',
      1850,
      1400,
    ),
  ),
  'tactical-shooter': sport(
    'tactical-shooter',
    'Virtual Tactical Shooter Cup',
    { interval: minutes(3), running: seconds(90) },
    roster(
      'Iron Sights, Breach Point, Vector Six, Recoil Esports, Deadzone, Flashpoint Unit, Black Kite, ' +
        'Sector Nine, Halcyon Tactical, Northwatch Crew',
      1850,
      1400,
    ),
  ),
  cockfight: sport(
    'cockfight',
    'Virtual Cockfight Derby',
    { interval: minutes(3), running: seconds(60) },
    roster(
      'Red Thunder, Ash Warrior, Golden Spur, Black Typhoon, White Lightning, Copper Blade, Jade Emperor, ' +
        'Storm Crest, Iron Talon, Ember King, Silver Hackle, Night Raider',
      1650,
      1350,
    ),
  ),
};

import type { HouseGameInfo, HouseRound, Language } from '@portal/contracts';
import type { ComponentType } from 'react';

/** A house client's text: a key of the shell's or the family's strings, with {name} values; the key if missing. */
export type HouseText = (key: string, values?: Record<string, string | number>) => string;

/** The wagers being placed before a round, by spot, in minor units. */
export type DraftWagers = Readonly<Record<string, bigint>>;

export interface BoardProps {
  info: HouseGameInfo;
  /** The chip selected in the shell, minor units. */
  chip: bigint;
  wagers: DraftWagers;
  /** Adds the chip (or the amount given) to a spot. */
  place(spot: string, amount?: bigint): void;
  /** Makes this the round's only wager (games with one wager whose spot carries the player's choice). */
  only(spot: string, amount?: bigint): void;
  disabled: boolean;
  text: HouseText;
  money(minor: string | bigint): string;
}

export interface ViewProps {
  info: HouseGameInfo;
  /** The round on the table (open or just settled); null before the first. */
  round: HouseRound | null;
  /** The round is being dealt or an action is on its way: the view animates or waits. */
  busy: boolean;
  /** Takes one of `round.actions` (views that offer actions in place: tiles, held cards). */
  act(action: string): void;
  text: HouseText;
  money(minor: string | bigint): string;
  reducedMotion: boolean;
  /** The chip selected and the wagers being placed (idle views preview them). */
  chip: bigint;
  wagers: DraftWagers;
  /** A family that `holdsResult` calls this when its animation of the round has landed. */
  revealed(): void;
}

/**
 * A family of house games' client: its board (where wagers are placed), its view of a round, and its texts.
 * The shell draws the rest: balance, chips, the deal button, the actions as buttons, rules, history, fairness.
 */
export interface HouseFamily {
  Board: ComponentType<BoardProps>;
  View: ComponentType<ViewProps>;
  strings: Record<Language, Record<string, string>>;
  /** The view offers these actions itself (mines' tiles, the held cards): the shell leaves them out of its bar. */
  ownActions?: (action: string) => boolean;
  /** The label of an action button, when the shell's own (`action.<name>`) does not fit. */
  actionLabel?: (action: string, text: HouseText) => string;
  /** The name of a spot whose id carries a parameter ('under-4950': "Roll under 49.50"); `spot.<id>` otherwise. */
  spotName?: (spot: string, text: HouseText) => string;
  /**
   * The view animates the result (a wheel, a climb, a ball): the shell keeps the win line back until the view
   * calls `revealed`, so the words never give away what the picture is still showing.
   */
  holdsResult?: boolean;
}

import { JOKER, rankOf } from '@portal/house-games';
import type { HouseText } from '../../plugin';
import { CardFace, cardName } from './Card';

export interface Place {
  /** The card shown, or null face down. */
  card: number | null;
  /** Changes when the card is dealt anew, so it turns in again. */
  key: string;
  held: boolean;
  /** Turn-in delay in ms, or null when it does not turn. */
  flipDelay: number | null;
}

interface HandProps {
  places: Place[];
  /** Cards can be held now: they are toggle buttons. */
  holding: boolean;
  showHeld: boolean;
  deucesWild: boolean;
  toggle(position: number): void;
  text: HouseText;
}

/** The five cards in a row, each a toggle button (pressed: held) with its HELD mark above it while holding. */
export function Hand({ places, holding, showHeld, deucesWild, toggle, text }: HandProps) {
  return (
    <ul className="vp-hand" aria-label={text('vp.hand')}>
      {places.map((place, i) => {
        const name = place.card === null ? text('vp.faceDown') : cardName(place.card, text);
        const label = text('vp.cardN', { n: i + 1, card: name });
        const wild = deucesWild && place.card !== null && rankOf(place.card) === 0 && place.card !== JOKER;
        const face = <CardFace card={place.card} wild={wild} text={text} flipDelay={place.flipDelay} />;
        const held = showHeld && place.held;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the hand's places are its positions.
          <li key={i} className={`vp-hand__place${held ? ' vp-hand__place--held' : ''}`}>
            <span className="vp-hand__held" aria-hidden="true">
              {text('vp.held')}
            </span>
            {/* Always a button (disabled when not holding) so a card keeps its element and turns in only once. */}
            <button
              key={place.key}
              type="button"
              className="vp-hand__card"
              disabled={!holding}
              aria-pressed={showHeld ? place.held : undefined}
              aria-label={label}
              onClick={() => toggle(i)}
            >
              {face}
            </button>
            <span className={`vp-hand__key${holding ? '' : ' vp-hand__key--off'}`} aria-hidden="true">
              {i + 1}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

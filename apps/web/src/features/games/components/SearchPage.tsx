import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { useDebounced } from '../../../lib/use-debounced';
import { useGamePages } from '../api/get-game-list';
import { GamePages } from './GamePages';
import { GameSearchBox } from './GameSearchBox';

export const searchDebounceMs = 300;

/**
 * /search?gameName=: games whose name contains the typed text, literally (no pattern syntax). The box
 * asks once typing pauses, or at once on Enter; the address follows, so a search can be shared.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('gameName') ?? '';
  const [text, setText] = useState(fromAddress);
  const debounced = useDebounced(text.trim(), searchDebounceMs);
  const [submitted, setSubmitted] = useState<string | null>(null);
  const term = submitted ?? debounced;

  // The address names the search: a new one from the home menu's box replaces the text here, and the
  // text searched here is written back (without echoing our own writes into the box while typing).
  const written = useRef(fromAddress);
  useEffect(() => {
    if (fromAddress === written.current) return;
    written.current = fromAddress;
    setText(fromAddress);
    setSubmitted(fromAddress.trim());
  }, [fromAddress]);
  useEffect(() => {
    if (term === written.current) return;
    written.current = term;
    setParams(term ? { gameName: term } : {}, { replace: true });
  }, [term, setParams]);

  const query = useGamePages({ gameName: term }, undefined, term.length > 0);

  return (
    <Page title={t('route.search')}>
      <GameSearchBox
        value={text}
        autoFocus
        onChange={(value) => {
          setText(value);
          setSubmitted(null);
        }}
        onSubmit={(value) => setSubmitted(value)}
      />
      {term ? (
        <>
          <p className="search-summary">{t('games.resultsFor', { term })}</p>
          <GamePages
            query={query}
            label={t('games.resultsFor', { term })}
            emptyTitle={t('games.noResults', { term })}
            emptyText={t('games.noResultsText')}
          />
        </>
      ) : (
        <EmptyState icon={<Search size={32} />} title={t('games.searchPrompt')} text={t('games.searchPromptText')} />
      )}
    </Page>
  );
}

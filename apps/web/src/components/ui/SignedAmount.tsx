import { useFormatMinor } from '../../lib/use-format-minor';

/**
 * A signed amount in minor units: money in with a "+" in the success colour, money out with a "-" in
 * the danger colour (the sign says it too, for those who cannot tell the colours apart).
 */
export function SignedAmount({ minor }: { minor: string }) {
  const formatMinor = useFormatMinor();
  const negative = minor.startsWith('-');
  const zero = /^-?0+$/.test(minor);
  if (zero) return <span className="figures">{formatMinor(minor)}</span>;
  return (
    <span className={`figures ${negative ? 'amount--debit' : 'amount--credit'}`}>
      {negative ? '' : '+'}
      {formatMinor(minor)}
    </span>
  );
}
